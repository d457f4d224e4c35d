import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { Status } from '@/lib/status';

export type { Status };

/**
 * The banner every admin screen shows: green for success, red with an icon for errors,
 * no dismiss control. Success is polite (role=status); an error interrupts (role=alert).
 * The result of what the owner just did is shown here only (no toast beside it): when the owner
 * acted out of its sight (Save in the bar at the foot of a long screen), the page brings it into view.
 */
export function StatusBanner({
  status,
  inPlace = false,
}: {
  status: Status;
  /** Under the control it reports on (an upload's). */ inPlace?: boolean;
}) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!element || inPlace) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // Centred: clear of the sticky header above and the save bar below. (jsdom has no scrolling.)
    element.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [status, inPlace]);
  if (!status) return null;
  const error = status.kind === 'error';
  return (
    <Alert.Root
      ref={banner}
      status={error ? 'error' : 'success'}
      variant="subtle"
      role={error ? 'alert' : 'status'}
      mb={inPlace ? '0' : '6'}
      size={inPlace ? 'sm' : 'md'}
      data-testid={inPlace ? 'in-place-status' : 'status-banner'}
    >
      {error && <Alert.Indicator />}
      <Alert.Content>
        <Alert.Title>{status.message}</Alert.Title>
        {status.detail && <Alert.Description>{status.detail}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
