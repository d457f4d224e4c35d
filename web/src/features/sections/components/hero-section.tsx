import { Box, Container, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { FaGithub, FaLinkedin } from 'react-icons/fa6';
import { prefersReducedMotion } from '@/lib/motion';
import { useSocialLinks } from '@/features/settings/api/use-social-links';
import { useContent } from '../api/content-provider';

const HeroParticles = lazy(() => import('./hero-particles').then((m) => ({ default: m.HeroParticles })));

/** Spec §9: the card shifts by 0.01 of the pointer's offset from the window centre. */
export const MOUSE_SHIFT_FACTOR = 0.01;

function useMouseShift() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let frame = 0;
    const onMove = (event: MouseEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const x = (event.clientX - window.innerWidth / 2) * MOUSE_SHIFT_FACTOR;
        const y = (event.clientY - window.innerHeight / 2) * MOUSE_SHIFT_FACTOR;
        if (ref.current) ref.current.style.transform = `translate3d(${x}px, ${y}px, 0)`;
      });
    };
    window.addEventListener('mousemove', onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('mousemove', onMove);
    };
  }, []);
  return ref;
}

/** Hero (spec §2): name, role, tagline, the resume button, GitHub and LinkedIn, over particles. */
export function HeroSection({ resumeButton }: { resumeButton: ReactNode }) {
  const { content } = useContent();
  const { name, role, tagline } = content.hero;
  const { github, linkedin } = useSocialLinks();
  const cardRef = useMouseShift();

  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      position="relative"
      overflow="hidden"
      minH={{ base: 'calc(100dvh - 3.5rem)', md: 'calc(100dvh - 5rem)' }}
      display="flex"
      alignItems="center"
      bgGradient="to-b"
      gradientFrom="brand.subtle/40"
      gradientTo="bg"
    >
      <Suspense fallback={null}>
        <HeroParticles />
      </Suspense>
      <Container maxW="4xl" position="relative" zIndex="1" py="16" pointerEvents="none">
        <Box
          ref={cardRef}
          transition="transform 0.2s ease-out"
          pointerEvents="auto"
          bg="bg.panel/80"
          backdropFilter="blur(6px)"
          borderWidth="1px"
          rounded="2xl"
          shadow="xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          textAlign="center"
        >
          <Stack gap="5" align="center">
            <Heading as="h1" id="hero-heading" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" letterSpacing="tight">
              {/* A page needs a main heading even before the owner has filled in the hero. */}
              {name || 'Welcome'}
            </Heading>
            {role && (
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" color="brand.fg">
                {role}
              </Text>
            )}
            {tagline && (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
                {tagline}
              </Text>
            )}
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="center" justify="center" pt="2">
              {resumeButton}
              <HStack gap="3">
                {github && (
                  <IconButton asChild variant="outline" size="lg" rounded="full" aria-label="GitHub (opens in a new tab)">
                    <a href={github} target="_blank" rel="noopener noreferrer">
                      <FaGithub />
                    </a>
                  </IconButton>
                )}
                {linkedin && (
                  <IconButton asChild variant="outline" size="lg" rounded="full" aria-label="LinkedIn (opens in a new tab)">
                    <a href={linkedin} target="_blank" rel="noopener noreferrer">
                      <FaLinkedin />
                    </a>
                  </IconButton>
                )}
              </HStack>
            </Stack>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
