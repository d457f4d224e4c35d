import { Box, Button, Container, Flex, Grid, Heading, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FaGithub, FaLinkedin } from 'react-icons/fa6';
import { LuMail } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { PICTURE_SIZES, pictureSizesOf, type ImageMeta } from '@portfolio/model';
import { ResponsivePicture } from '@/components/ui/content-image';
import { paths } from '@/config/paths';
import { prefersReducedMotion } from '@/lib/motion';
import { scrollToContact } from '@/lib/scroll-to-contact';
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
 * small AVIF, not the photo as it was taken. The tile behind it (seen through a drawing's
 * transparent ground, or around a photo of another shape) is pale in the light theme and a muted
 * slate in the dark one, never a bright square on a dark page.
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
      bg="picture.tile"
      data-testid="hero-portrait"
    >
      {/* Square box, square attributes: the space is held before the picture arrives; a picture of
          another shape is centred and trimmed at the edges rather than squashed. */}
      {sized ? (
        <ResponsivePicture meta={sized} sizes={PICTURE_SIZES.portrait} boxSize="full">
          <PortraitImage src={src} name={name} placeholder={sized.placeholder} onError={() => setFailed(src)} first />
        </ResponsivePicture>
      ) : (
        <PortraitImage src={src} name={name} onError={() => setFailed(src)} />
      )}
    </Box>
  );
}

/**
 * The portrait's <img>: the fallback inside a <picture>, or the picture itself for an external address.
 * `first`: inside a <picture>, home's largest paint, asked for before anything else (on a lone <img>,
 * React would add a preload of it to the page's body).
 */
function PortraitImage({
  src,
  name,
  placeholder,
  onError,
  first = false,
}: {
  src: string;
  name: string;
  placeholder?: string;
  onError: () => void;
  first?: boolean;
}) {
  return (
    <Image
      src={src}
      alt={`Portrait of ${name}`}
      htmlWidth={224}
      htmlHeight={224}
      boxSize="full"
      objectFit="cover"
      objectPosition="center 25%"
      // Toned down on the dark page as covers are (picture.tone), so a bright photo is no pale tile.
      filter="brightness(var(--chakra-colors-picture-tone)) saturate(var(--chakra-colors-picture-tone))"
      decoding="async"
      {...(first ? { fetchPriority: 'high' as const } : {})}
      {...(placeholder ? { bgImage: `url("${placeholder}")`, bgSize: 'cover' } : {})}
      onError={onError}
    />
  );
}

/** The second action beside the resume: to the contact form (a real link; with the app, a smooth scroll). */
function ContactButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Button asChild variant="outline" size={{ base: 'md', md: 'lg' }}>
      <RouterLink
        to={`${paths.home}#${paths.contactSectionId}`}
        onClick={(event) => {
          event.preventDefault();
          scrollToContact(navigate, pathname);
        }}
      >
        <LuMail aria-hidden /> Get in Touch
      </RouterLink>
    </Button>
  );
}

/**
 * Hero: who the owner is and what they do, set on the page itself (no card): the role as the
 * line above the name, the name, the tagline, availability when the owner states it, and the two
 * actions (the resume, the contact form) with the GitHub and LinkedIn profiles beside them; the
 * portrait to the right when there is one, the owner at a glance (HeroGlance) on wide screens when
 * there is none. Compact on purpose: the work (Featured Projects) begins inside the first screen.
 * Over particles; the text follows the pointer a little.
 */
export function HeroSection({ resumeButton }: { resumeButton: ReactNode }) {
  const { content } = useContent();
  const { name, role, tagline, portrait_url: portrait = '', portrait_meta: portraitMeta } = content.hero;
  const { availability } = content.contact;
  const { github, linkedin } = useSocialLinks();
  const textRef = useMouseShift();
  // A page needs a main heading even before the owner has filled in the hero.
  const title = name || 'Welcome';

  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      position="relative"
      overflow="hidden"
      bgGradient="to-b"
      gradientFrom="brand.subtle/40"
      gradientTo="bg"
    >
      <ParticlesOnceRunning />
      <Container maxW="6xl" position="relative" zIndex="1" pt={{ base: '8', md: '14' }} pb={{ base: '6', md: '10' }} pointerEvents="none">
        <Grid
          templateColumns={{ base: '1fr', lg: portrait ? 'minmax(0, 1fr) auto' : 'minmax(0, 1.2fr) minmax(0, 0.8fr)' }}
          gap={{ base: '6', lg: '16' }}
          alignItems="center"
        >
          <Stack ref={textRef} transition="transform 0.2s ease-out" pointerEvents="auto" gap={{ base: '4', md: '4' }} minW="0">
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
            <Heading as="h1" id="hero-heading" textStyle={{ base: '5xl', md: '6xl', xl: '7xl' }} fontWeight="bold">
              {title}
            </Heading>
            {tagline && (
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="40rem">
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
              <ContactButton />
              {github && (
                <IconButton asChild variant="ghost" size={{ base: 'md', md: 'lg' }} aria-label="GitHub (opens in a new tab)">
                  <a href={github} target="_blank" rel="noopener noreferrer">
                    <FaGithub />
                  </a>
                </IconButton>
              )}
              {linkedin && (
                <IconButton asChild variant="ghost" size={{ base: 'md', md: 'lg' }} aria-label="LinkedIn (opens in a new tab)">
                  <a href={linkedin} target="_blank" rel="noopener noreferrer">
                    <FaLinkedin />
                  </a>
                </IconButton>
              )}
            </Flex>
          </Stack>
          {portrait ? (
            // On a phone the portrait comes first, small, above the name.
            <Box pointerEvents="auto" order={{ base: -1, lg: 0 }}>
              <Portrait src={portrait} meta={portraitMeta} name={title} />
            </Box>
          ) : (
            <Box pointerEvents="auto">
              <HeroGlance name={title} role={role} />
            </Box>
          )}
        </Grid>
      </Container>
    </Box>
  );
}
