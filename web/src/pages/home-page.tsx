import { Alert, Container } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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

/** Arriving from another page's Contact link: scroll to the section once it is on the page. */
function useScrollToRequestedSection(ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as { scrollTo?: string } | null)?.scrollTo;
  useEffect(() => {
    if (!ready || target !== paths.contactSectionId) return;
    const frame = requestAnimationFrame(() => {
      scrollToContact(navigate, paths.home);
      // Forget the request, so going back and forth does not scroll again.
      navigate('.', { replace: true, state: null });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, target, navigate]);
}

/** Home (spec §2): hero, about, skills strip, featured projects, contact. */
export function HomePage() {
  const { loading, error, content } = useContent();
  usePageMeta({ description: content.hero.tagline || undefined });
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
      <HeroSection resumeButton={<ResumeDownloadButton size="lg" rounded="full" />} />
      <AboutSection />
      <SkillsStrip />
      <FeaturedProjects />
      <ContactSection />
    </>
  );
}
