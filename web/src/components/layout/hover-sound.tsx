import { useEffect } from 'react';
import { markInteracted, playHoverSound } from '@/lib/hover-sound';

const INTERACTIVE = 'a[href], button:not(:disabled), [data-hover-sound]';

/**
 * The soft hover sound over links and buttons, for the whole public site through one
 * delegated listener. It stays silent until the visitor has clicked, tapped or pressed a key.
 */
export function HoverSound() {
  useEffect(() => {
    const onFirstInteraction = () => markInteracted();
    const onOver = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const target = (event.target as Element | null)?.closest?.(INTERACTIVE);
      if (!target) return;
      const from = (event.relatedTarget as Element | null)?.closest?.(INTERACTIVE);
      if (from === target) return; // Still inside the same control.
      playHoverSound();
    };
    window.addEventListener('pointerdown', onFirstInteraction, { capture: true });
    window.addEventListener('keydown', onFirstInteraction, { capture: true });
    document.addEventListener('pointerover', onOver);
    return () => {
      window.removeEventListener('pointerdown', onFirstInteraction, { capture: true });
      window.removeEventListener('keydown', onFirstInteraction, { capture: true });
      document.removeEventListener('pointerover', onOver);
    };
  }, []);
  return null;
}
