import { Alert } from '@chakra-ui/react';
import type { Status } from '@/lib/status';

export type { Status };

/**
 * The banner every admin screen shows: green for success, red with an icon for errors,
 * no dismiss control. Success is polite (role=status); an error interrupts (role=alert).
 */
export function StatusBanner({
  status,
  inPlace = false,
}: {
  status: Status;
  /** Under the control it reports on (an upload's). */ inPlace?: boolean;
}) {
  if (!status) return null;
  const error = status.kind === 'error';
  return (
    <Alert.Root
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
