/**
 * Scroll reveal (threshold 0.1, triggered once). Content already on screen, content in a
 * browser without IntersectionObserver and content for visitors who prefer reduced motion is
 * simply shown, never hidden waiting for an animation.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

export const REVEAL_THRESHOLD = 0.1;

export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    // The observer's first report says where the block is without forcing a layout (reading its
    // position here would make the browser lay out the whole page inside the hydration's task).
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        const belowTheFold = entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight);
        if (!entry.isIntersecting && belowTheFold) {
          setHidden(true);
          return;
        }
        if (entry.isIntersecting) setHidden(false);
        // On screen, or already scrolled past: it stays shown.
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={ref}
      height="full"
      opacity={hidden ? 0 : 1}
      transform={hidden ? 'translateY(24px)' : 'none'}
      transition="opacity 0.6s ease-out, transform 0.6s ease-out"
    >
      {children}
    </Box>
  );
}
