import { NEWSLETTER_TEXT } from '@portfolio/model';
import { useCallback } from 'react';
import { useDataPort } from '@/data/data-provider';
import { DataError } from '@/data/port';
import { useMessageVisit } from '@/features/analytics/api/use-message-visit';

/**
 * Signs an address up through the subscribeToNewsletter function, which stores it pending and mails
 * the confirmation link, and counts it as a goal of the visit. Resolves with the text to show: the
 * function's own, or its reason.
 */
export function useSubscribe() {
  const port = useDataPort();
  const visitOf = useMessageVisit('subscribe');
  return useCallback(
    async (email: string, source: string, website: string): Promise<{ ok: boolean; message: string }> => {
      try {
        const { visit, keep } = visitOf();
        const { message } = await port.call('subscribeToNewsletter', { email, source, website, visit });
        keep();
        return { ok: true, message };
      } catch (error) {
        console.error('Subscribing failed', error);
        return { ok: false, message: error instanceof DataError && error.message ? error.message : NEWSLETTER_TEXT.failed };
      }
    },
    [port, visitOf],
  );
}
