/** True when the visitor asked the system for less motion: no particles, no auto-scroll, no smooth scroll. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
