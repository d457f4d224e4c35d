import { Box, Container, Flex, Grid, Heading, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FaGithub, FaLinkedin } from 'react-icons/fa6';
import { PICTURE_SIZES, pictureSizesOf, type ImageMeta } from '@portfolio/model';
import { ResponsivePicture } from '@/components/ui/content-image';
import { prefersReducedMotion } from '@/lib/motion';
import { useSocialLinks } from '@/features/settings/api/use-social-links';
import { useContent } from '../api/content-provider';
import { HeroGlance } from './hero-glance';

const HeroParticles = lazy(() => import('./hero-particles').then((m) => ({ default: m.HeroParticles })));

/** The card shifts by 0.01 of the pointer's offset from the window centre. */
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

/**
 * The particles: decoration drawn by a script, never in the server's HTML, started once the app runs.
 * The state lives here, not in the hero: set in the hero, it re-rendered the whole hero in one
 * blocking task right after hydration (150 ms on a slow phone); a transition keeps even this one small.
 */
function ParticlesOnceRunning() {
  const [running, setRunning] = useState(false);
  useEffect(() => startTransition(() => setRunning(true)), []);
  return running ? (
    <Suspense fallback={null}>
      <HeroParticles />
    </Suspense>
  ) : null;
}

/**
 * The owner's portrait, when one is set and it loads; otherwise nothing (the hero reads well without).
 * An uploaded one is drawn from the sizes the upload pipeline made of it: a phone gets a
 * small AVIF, not the photo as it was taken.
 */
function Portrait({ src, meta, name }: { src: string; meta: ImageMeta | null | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  const sized = pictureSizesOf({ image_url: src, image_meta: meta });
  return (
    <Box
      flexShrink={0}
      boxSize={{ base: '24', md: '56' }}
      rounded={{ base: 'full', md: '3xl' }}
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.emphasized"
      shadow="md"
      bg="bg.muted"
      data-testid="hero-portrait"
    >
      {/* Square box, square attributes: the space is held before the picture arrives; a picture of
          another shape is centred and trimmed at the edges rather than squashed. */}
      {sized ? (
        <ResponsivePicture meta={sized} sizes={PICTURE_SIZES.portrait} boxSize="full">
          <PortraitImage src={src} name={name} placeholder={sized.placeholder} onError={() => setFailed(src)} />
        </ResponsivePicture>
      ) : (
        <PortraitImage src={src} name={name} onError={() => setFailed(src)} />
      )}
    </Box>
  );
}

/** The portrait's <img>: the fallback inside a <picture>, or the picture itself for an external address. */
function PortraitImage({ src, name, placeholder, onError }: { src: string; name: string; placeholder?: string; onError: () => void }) {
  return (
    <Image
      src={src}
      alt={`Portrait of ${name}`}
      htmlWidth={224}
      htmlHeight={224}
      boxSize="full"
      objectFit="cover"
      objectPosition="center 25%"
      decoding="async"
      {...(placeholder ? { bgImage: `url("${placeholder}")`, bgSize: 'cover' } : {})}
      onError={onError}
    />
  );
}

/**
 * Hero: who the owner is and what they do, at a glance on any screen: the role as the
 * line above the name, the name, the tagline, availability when the owner states it, the resume
 * button, GitHub and LinkedIn; the portrait beside it when there is one, and the owner at a glance
 * (HeroGlance) on wide screens when there is none, so the first screen is never half empty.
 * Over particles; the card follows the pointer a little.
 */
export function HeroSection({ resumeButton }: { resumeButton: ReactNode }) {
  const { content } = useContent();
  const { name, role, tagline, portrait_url: portrait = '', portrait_meta: portraitMeta } = content.hero;
  const { availability } = content.contact;
  const { github, linkedin } = useSocialLinks();
  const cardRef = useMouseShift();
  // A page needs a main heading even before the owner has filled in the hero.
  const title = name || 'Welcome';

  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      position="relative"
      overflow="hidden"
      minH={{ md: 'min(calc(100dvh - 5rem), 44rem)' }}
      display="flex"
      alignItems="center"
      bgGradient="to-b"
      gradientFrom="brand.subtle/40"
      gradientTo="bg"
      borderBottomWidth="1px"
    >
      <ParticlesOnceRunning />
      <Container maxW="6xl" position="relative" zIndex="1" py={{ base: '8', md: '20' }} pointerEvents="none">
        <Grid
          templateColumns={{ base: '1fr', lg: portrait ? '1fr' : 'minmax(0, 1.2fr) minmax(0, 0.8fr)' }}
          gap={{ base: '6', lg: '10' }}
          alignItems="center"
        >
          <Box
            ref={cardRef}
            transition="transform 0.2s ease-out"
            pointerEvents="auto"
            layerStyle="frosted"
            bg="bg.panel/85"
            rounded="3xl"
            px={{ base: '5', md: '14' }}
            py={{ base: '7', md: '14' }}
            // With a portrait the card spans the page's column (one left and right edge with the
            // sections below); without one, the tagline's measure, and the glance fills the rest.
            maxW={portrait ? 'none' : '3xl'}
          >
            <Flex
              direction={{ base: 'column', md: 'row-reverse' }}
              gap={{ base: '6', md: '14' }}
              align={{ base: 'flex-start', md: 'center' }}
            >
              <Portrait src={portrait} meta={portraitMeta} name={title} />
              <Stack gap={{ base: '4', md: '5' }} flex="1" minW="0">
                {role && (
                  <Text
                    as="p"
                    fontSize={{ base: 'sm', md: 'md' }}
                    fontWeight="semibold"
                    color="brand.fg"
                    textTransform="uppercase"
                    letterSpacing="0.08em"
                  >
                    {role}
                  </Text>
                )}
                <Heading as="h1" id="hero-heading" textStyle={{ base: '5xl', md: '7xl' }} fontWeight="bold">
                  {title}
                </Heading>
                {tagline && (
                  <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="38rem">
                    {tagline}
                  </Text>
                )}
                {availability && (
                  <HStack gap="2" fontSize="sm" fontWeight="medium" data-testid="hero-availability">
                    <Box as="span" boxSize="2" rounded="full" bg="green.solid" flexShrink={0} aria-hidden />
                    <Text as="span">{availability}</Text>
                  </HStack>
                )}
                <Flex wrap="wrap" gap="3" align="center" pt="2">
                  {resumeButton}
                  {github && (
                    <IconButton asChild variant="outline" size={{ base: 'md', md: 'lg' }} aria-label="GitHub (opens in a new tab)">
                      <a href={github} target="_blank" rel="noopener noreferrer">
                        <FaGithub />
                      </a>
                    </IconButton>
                  )}
                  {linkedin && (
                    <IconButton asChild variant="outline" size={{ base: 'md', md: 'lg' }} aria-label="LinkedIn (opens in a new tab)">
                      <a href={linkedin} target="_blank" rel="noopener noreferrer">
                        <FaLinkedin />
                      </a>
                    </IconButton>
                  )}
                </Flex>
              </Stack>
            </Flex>
          </Box>
          {!portrait && (
            <Box pointerEvents="auto">
              <HeroGlance name={title} role={role} availability={availability} />
            </Box>
          )}
        </Grid>
      </Container>
    </Box>
  );
}
