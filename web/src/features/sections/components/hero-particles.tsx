import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useColorMode } from '@/components/ui/color-mode';
import { prefersReducedMotion } from '@/lib/motion';

/** Spec §2: cyan in the dark theme, teal in the light one. */
export const PARTICLE_COLORS = { dark: '#22d3ee', light: '#0d9488' } as const;

const afterFirstPaint = (run: () => void): (() => void) => {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) {
    const handle = idle(run, { timeout: 1500 });
    return () => window.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
};

/** The animated background of the hero: loaded after first paint, never with reduced motion. */
export function HeroParticles() {
  const ref = useRef<HTMLDivElement>(null);
  const { colorMode } = useColorMode();

  useEffect(() => {
    // The engine draws through OffscreenCanvas; older browsers simply get the plain background.
    if (prefersReducedMotion() || typeof OffscreenCanvas === 'undefined' || !ref.current) return;
    let stopped = false;
    let destroy: (() => void) | undefined;
    const cancel = afterFirstPaint(() => {
      void import('./particles-engine')
        .then(({ startParticles }) => (stopped || !ref.current ? undefined : startParticles(ref.current, 'hero-particles', PARTICLE_COLORS[colorMode])))
        .then((container) => {
          if (stopped) container?.destroy();
          else destroy = () => container?.destroy();
        })
        .catch((error: unknown) => console.error('Particles failed to start', error));
    });
    return () => {
      stopped = true;
      cancel();
      destroy?.();
    };
  }, [colorMode]);

  return <Box ref={ref} id="hero-particles" position="absolute" inset="0" zIndex="0" aria-hidden data-testid="hero-particles" />;
}
