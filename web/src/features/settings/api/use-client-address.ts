/**
 * The owner's check of the address the functions use for visitors (checkClientAddress, reached
 * through Hosting like the page-view and contact endpoints). Never throws: a failure is a message.
 */
import { useCallback, useState } from 'react';
import type { ClientAddressReport } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';

export const CLIENT_ADDRESS_MESSAGES = {
  failed: 'Failed to check the address. Please try again.',
} as const;

export function useClientAddressCheck() {
  const port = useDataPort();
  const [pending, setPending] = useState(false);
  const [report, setReport] = useState<ClientAddressReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      setReport(await port.call('checkClientAddress', {}));
    } catch (cause) {
      console.error('Checking the visitor address failed', cause);
      setReport(null);
      setError(CLIENT_ADDRESS_MESSAGES.failed);
    } finally {
      setPending(false);
    }
  }, [port]);
  return { pending, report, error, run };
}
