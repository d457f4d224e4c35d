/**
 * The particle engine, in its own chunk: the hero imports it after first paint, so it never
 * weighs on the page's first load (and not at all when the visitor prefers reduced motion).
 */
import { tsParticles, type Container, type ISourceOptions } from '@tsparticles/engine';
import { loadSlim } from '@tsparticles/slim';

/** Spec §9: 100 particles, links within 150, grab on hover within 140, push 4 on click. */
export const PARTICLES = { count: 100, linkDistance: 150, grabDistance: 140, pushQuantity: 4 } as const;

let ready: Promise<void> | null = null;

export function particleOptions(color: string): ISourceOptions {
  // The interactivity options come from a plugin, so the engine's own type does not list them.
  return {
    fullScreen: { enable: false },
    background: { color: { value: 'transparent' } },
    fpsLimit: 60,
    detectRetina: true,
    particles: {
      number: { value: PARTICLES.count },
      color: { value: color },
      links: { enable: true, distance: PARTICLES.linkDistance, color: { value: color }, opacity: 0.4, width: 1 },
      move: { enable: true, speed: 1, outModes: { default: 'bounce' } },
      opacity: { value: 0.6 },
      size: { value: { min: 1, max: 3 } },
      shape: { type: 'circle' },
    },
    interactivity: {
      detectsOn: 'window',
      events: { onHover: { enable: true, mode: 'grab' }, onClick: { enable: true, mode: 'push' } },
      modes: { grab: { distance: PARTICLES.grabDistance, links: { opacity: 0.7 } }, push: { quantity: PARTICLES.pushQuantity } },
    },
  };
}

export async function startParticles(element: HTMLElement, id: string, color: string): Promise<Container | undefined> {
  ready ??= loadSlim(tsParticles);
  await ready;
  return tsParticles.load({ id, element, options: particleOptions(color) });
}
