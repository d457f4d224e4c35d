import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuArrowUp } from 'react-icons/lu';
import { prefersReducedMotion } from '@/lib/motion';

export const BACK_TO_TOP_THRESHOLD = 200;

/**
 * A floating button that appears after scrolling more than 200 px. It is always in the
 * page, hidden until then: so its CSS comes with the server's page, and showing it adds no new CSS
 * (which would make the browser restyle the whole page at the visitor's first scroll).
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <IconButton
      hidden={!visible}
      aria-label="Back to top"
      position="fixed"
      bottom="6"
      right="6"
      zIndex="sticky"
      size="lg"
      shadow="lg"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <LuArrowUp />
    </IconButton>
  );
}
