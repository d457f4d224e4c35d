import { useCallback } from 'react';
import type { ContactInput } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import { DataError } from '@/data/port';

export const CONTACT_SUCCESS = 'Message sent successfully! I will get back to you soon.';
export const CONTACT_FAILURE = 'Failed to send message. Please try again.';

/**
 * Sends the contact form through the submitContactMessage function (it stores the message and
 * mails the owner), so the browser never writes messages or mail itself. Resolves with the text
 * to show the visitor (spec §8): the function's own reason when it gives one.
 */
export function useSendContactMessage() {
  const port = useDataPort();
  return useCallback(
    async (input: Required<ContactInput>): Promise<{ ok: boolean; message: string }> => {
      try {
        await port.call('submitContactMessage', input);
        return { ok: true, message: CONTACT_SUCCESS };
      } catch (error) {
        console.error('Failed to send message', error);
        const reason = error instanceof DataError && error.message ? error.message : CONTACT_FAILURE;
        return { ok: false, message: reason };
      }
    },
    [port],
  );
}
