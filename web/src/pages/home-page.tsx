import { homePageInfo } from '@portfolio/model';
import { Alert, Container } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { FeaturedProjects } from '@/features/projects/components/featured-projects';
import { ResumeDownloadButton } from '@/features/resume/components/resume-download-button';
import { useContent } from '@/features/sections/api/content-provider';
import { AboutSection } from '@/features/sections/components/about-section';
import { ContactSection } from '@/features/sections/components/contact-section';
import { HeroSection } from '@/features/sections/components/hero-section';
import { SkillsStrip } from '@/features/skills/components/skills-strip';
import { scrollToContact } from '@/lib/scroll-to-contact';
import { usePageMeta } from './use-page-meta';

/**
 * Arriving from another page's Contact link: scroll to the section once it is on the page. The
 * sections above it may still grow for a moment (lists arriving, images sizing), so the section
 * is kept in view while the page settles, until the visitor scrolls by themselves.
 */
function useScrollToRequestedSection(ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as { scrollTo?: string } | null)?.scrollTo;
  // Each arrival scrolls once (a re-render or a later live update must not scroll again).
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || target !== paths.contactSectionId || handled.current === location.key) return;
    const section = () => document.getElementById(paths.contactSectionId);
    const pin = () => section()?.scrollIntoView({ behavior: 'auto', block: 'start' });
    const frame = requestAnimationFrame(() => {
      handled.current = location.key;
      scrollToContact(navigate, paths.home);
    });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(pin);
    observer?.observe(document.body);
    const stop = () => {
      observer?.disconnect();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('keydown', stop);
    const timer = window.setTimeout(stop, 2000);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      stop();
    };
  }, [ready, target, navigate, location.key]);
}

/** Home: hero, featured projects, about, skills strip, contact. */
export function HomePage() {
  const { loading, error, content } = useContent();
  const location = useLocation();
  // A visitor sent to the contact section needs everything above it laid out at once.
  const jumping = Boolean((location.state as { scrollTo?: string } | null)?.scrollTo);
  usePageMeta(homePageInfo(content.hero));
  useScrollToRequestedSection(!loading);

  if (loading) return <PageSpinner label="Loading content" />;
  return (
    <>
      {error && (
        <Container maxW="6xl" pt="6">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        </Container>
      )}
      <HeroSection resumeButton={<ResumeDownloadButton size={{ base: 'md', md: 'lg' }} />} />
      {/* The work right under the hero, beginning inside the first screen; who the owner is after it. */}
      <AfterFirstPaint order={0} immediate={jumping}>
        <FeaturedProjects />
      </AfterFirstPaint>
      <AfterFirstPaint order={1} immediate={jumping}>
        <AboutSection />
      </AfterFirstPaint>
      <AfterFirstPaint order={2} immediate={jumping}>
        <SkillsStrip />
      </AfterFirstPaint>
      <AfterFirstPaint order={3} immediate={jumping}>
        <ContactSection />
      </AfterFirstPaint>
    </>
  );
}
