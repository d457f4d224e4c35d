import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useColorMode } from '@/components/ui/color-mode';
import { prefersReducedMotion } from '@/lib/motion';
import { whenIdle } from '@/lib/when-idle';
import { isHexColor } from '@portfolio/model';
import { useSiteSettings } from '@/features/settings/api/site-settings';
import { useStartedFromServer } from '@/data/preload';
import type { ParticlesHandle } from './particles-engine';

/** Cyan in the dark theme, teal in the light one. */
export const PARTICLE_COLORS = { dark: '#22d3ee', light: '#0d9488' } as const;

const FIRST_MOVE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Runs `start` once the visitor first moves (pointer, touch, key, wheel or scroll), in an idle
 * moment after that. The particles are decoration that draws every frame: a visitor who only reads
 * loses nothing by their absence, and the page is interactive sooner for everyone.
 */
const onFirstMove = (start: () => void, alreadyMoved = false): (() => void) => {
  let cancelIdle = () => {};
  const go = () => {
    remove();
    cancelIdle = whenIdle(start, { timeoutMs: 500, fallbackMs: 50 });
  };
  const remove = () => FIRST_MOVE_EVENTS.forEach((type) => window.removeEventListener(type, go));
  if (alreadyMoved) go();
  else FIRST_MOVE_EVENTS.forEach((type) => window.addEventListener(type, go, { passive: true, once: true }));
  return () => {
    remove();
    cancelIdle();
  };
};

/**
 * What the particles are doing, on the container as `data-particles` (what a visitor would see, for
 * the browser tests to wait for): `off` with reduced motion, `waiting` for the visitor's first
 * movement, `running` once the engine draws, `failed` if its script could not load.
 */
export type ParticlesState = 'off' | 'waiting' | 'running' | 'failed';

/** The animated background of the hero: loaded on the visitor's first movement, never with reduced motion. */
export function HeroParticles() {
  const ref = useRef<HTMLDivElement>(null);
  const { colorMode } = useColorMode();
  // The owner's primary colour from Settings; the theme's own until it is known (or if it is unusable).
  const { settings } = useSiteSettings();
  const primary = settings.theme.primary_color;
  const color = isHexColor(primary) ? primary : PARTICLE_COLORS[colorMode];
  // A served page starts the app on the visitor's first movement: by the time this mounts, they have moved.
  const moved = useStartedFromServer();
  // Once they have moved, a restart (a new colour) need not wait for another movement.
  const movedBefore = useRef(false);
  // Unset until the effect has decided (and, when waiting, listens for the first movement).
  const [state, setState] = useState<ParticlesState>();

  useEffect(() => {
    if (prefersReducedMotion()) {
      setState('off');
      return;
    }
    if (!ref.current) return;
    let stopped = false;
    let particles: ParticlesHandle | undefined;
    const cancel = onFirstMove(() => {
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
    }, moved || movedBefore.current);
    setState((now) => (now === 'running' ? now : 'waiting'));
    return () => {
      stopped = true;
      cancel();
      particles?.destroy();
    };
  }, [color, moved]);

  return (
    <Box
      ref={ref}
      id="hero-particles"
      position="absolute"
      inset="0"
      zIndex="0"
      aria-hidden
      data-testid="hero-particles"
      data-particles={state}
    />
  );
}
