import { Alert } from '@chakra-ui/react';
import type { Status } from '@/lib/status';

export type { Status };

/**
 * The banner every admin screen shows: green for success, red with an icon for errors,
 * no dismiss control. Success is polite (role=status); an error interrupts (role=alert).
 */
export function StatusBanner({ status }: { status: Status }) {
  if (!status) return null;
  const error = status.kind === 'error';
  return (
    <Alert.Root status={error ? 'error' : 'success'} variant="subtle" role={error ? 'alert' : 'status'} mb="6" data-testid="status-banner">
      {error && <Alert.Indicator />}
      <Alert.Content>
        <Alert.Title>{status.message}</Alert.Title>
        {status.detail && <Alert.Description>{status.detail}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
