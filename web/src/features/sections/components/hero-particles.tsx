import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useColorMode } from '@/components/ui/color-mode';
import { prefersReducedMotion } from '@/lib/motion';
import { whenIdle } from '@/lib/when-idle';
import { isHexColor } from '@portfolio/model';
import { useSiteSettings } from '@/features/settings/api/site-settings';
import type { ParticlesHandle } from './particles-engine';

/** Cyan in the dark theme, teal in the light one. */
export const PARTICLE_COLORS = { dark: '#22d3ee', light: '#0d9488' } as const;

/**
 * Runs `start` once the pointer first moves over the hero (`area`), in an idle moment after that.
 * The particles are decoration that draws every frame: until a visitor reaches for the hero, the
 * name and the tagline sit still, and a visitor who only reads or scrolls never pays for them.
 */
const onPointerOver = (area: HTMLElement, start: () => void): (() => void) => {
  let cancelIdle = () => {};
  const go = () => {
    area.removeEventListener('pointermove', go);
    cancelIdle = whenIdle(start, { timeoutMs: 500, fallbackMs: 50 });
  };
  area.addEventListener('pointermove', go, { passive: true });
  return () => {
    area.removeEventListener('pointermove', go);
    cancelIdle();
  };
};

/**
 * Where the particles may be seen: the hero's right side, around the portrait, fading out before the
 * name and the tagline (which end at most 40rem from the text's start) and towards the section below,
 * so no particle crosses a word and none ends at an edge. Screens under xl, where the text reaches
 * that far right, have none.
 */
const FADE = {
  maskImage: 'linear-gradient(to left, black 380px, transparent 560px), linear-gradient(to bottom, black 55%, transparent)',
  maskComposite: 'intersect',
} as const;

/**
 * What the particles are doing, on the container as `data-particles` (what a visitor would see, for
 * the browser tests to wait for): `off` with reduced motion or on a narrow screen, `waiting` for the
 * pointer to move over the hero, `running` once the engine draws, `failed` if its script could not load.
 */
export type ParticlesState = 'off' | 'waiting' | 'running' | 'failed';

/** The animated background of the hero: loaded once the pointer moves over it, never with reduced motion. */
export function HeroParticles() {
  const ref = useRef<HTMLDivElement>(null);
  const { colorMode } = useColorMode();
  // The owner's primary colour from Settings; the theme's own until it is known (or if it is unusable).
  const { settings } = useSiteSettings();
  const primary = settings.theme.primary_color;
  const color = isHexColor(primary) ? primary : PARTICLE_COLORS[colorMode];
  // Once the pointer has been over the hero, a restart (a new colour) need not wait for it again.
  const movedBefore = useRef(false);
  // Unset until the effect has decided (and, when waiting, listens for the first movement).
  const [state, setState] = useState<ParticlesState>();

  useEffect(() => {
    const area = ref.current?.parentElement;
    // Not drawn (display: none) on a narrow screen.
    const hidden = !ref.current || ref.current.offsetParent === null;
    if (prefersReducedMotion() || hidden || !area) {
      setState('off');
      return;
    }
    let stopped = false;
    let particles: ParticlesHandle | undefined;
    const begin = () => {
      movedBefore.current = true;
      void import('./particles-engine')
        .then(({ startParticles }) => {
          if (stopped || !ref.current) return;
          particles = startParticles(ref.current, 'hero-particles', color);
          setState('running');
        })
        .catch((error: unknown) => {
          console.error('Particles failed to start', error);
          if (!stopped) setState('failed');
        });
    };
    let cancel = () => {};
    if (movedBefore.current) begin();
    else cancel = onPointerOver(area, begin);
    setState((now) => (now === 'running' ? now : 'waiting'));
    return () => {
      stopped = true;
      cancel();
      particles?.destroy();
    };
  }, [color]);

  return (
    <Box
      ref={ref}
      id="hero-particles"
      position="absolute"
      inset="0"
      zIndex="0"
      display={{ base: 'none', xl: 'block' }}
      css={FADE}
      aria-hidden
      data-testid="hero-particles"
      data-particles={state}
    />
  );
}
