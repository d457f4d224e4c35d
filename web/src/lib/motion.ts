import { useSyncExternalStore } from 'react';

/** True when the visitor asked the system for less motion: no particles, no auto-scroll, no smooth scroll. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

const REDUCE = '(prefers-reduced-motion: reduce)';

/**
 * The same as a hook that re-renders when the preference changes. A served page is rendered as if
 * motion were welcome (the server cannot know) and hydrated the same way, then follows the visitor's
 * preference; until then the global CSS stops animations for visitors who prefer less motion.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = typeof window !== 'undefined' ? window.matchMedia?.(REDUCE) : undefined;
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    prefersReducedMotion,
    () => false,
  );
}
