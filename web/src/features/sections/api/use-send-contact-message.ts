import { useCallback } from 'react';
import { SERVED_CONTACT_FORM, type ContactInput, type ServedContactForm } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import { DataError } from '@/data/port';
import { useServedState } from '@/data/preload';
import { useMessageVisit } from '@/features/analytics/api/use-message-visit';

export const CONTACT_SUCCESS = 'Message sent successfully! I will get back to you soon.';
export const CONTACT_FAILURE = 'Failed to send message. Please try again.';

/**
 * Sends the contact form through the submitContactMessage function (it stores the message, mails the
 * owner and counts it as a goal of the visit), so the browser never writes messages or mail itself. Resolves with the text
 * to show the visitor: the function's own reason when it gives one.
 */
export function useSendContactMessage() {
  const port = useDataPort();
  const messageVisit = useMessageVisit();
  return useCallback(
    async (input: Required<ContactInput>): Promise<{ ok: boolean; message: string }> => {
      try {
        const { visit, keep } = messageVisit();
        await port.call('submitContactMessage', { ...input, visit });
        keep();
        return { ok: true, message: CONTACT_SUCCESS };
      } catch (error) {
        console.error('Failed to send message', error);
        const reason = error instanceof DataError && error.message ? error.message : CONTACT_FAILURE;
        return { ok: false, message: reason };
      }
    },
    [port, messageVisit],
  );
}

/**
 * The contact form as the server rendered it after a send without script (the form posts to
 * /api/contact): what was typed, when sending failed, and the outcome. Undefined otherwise.
 */
export function useServedContactForm(): { values?: ServedContactForm['values']; outcome: { ok: boolean; message: string } } | undefined {
  const served = useServedState<ServedContactForm>(SERVED_CONTACT_FORM);
  if (!served) return undefined;
  return served.outcome.ok
    ? { outcome: { ok: true, message: CONTACT_SUCCESS } }
    : { values: served.values, outcome: { ok: false, message: served.outcome.message || CONTACT_FAILURE } };
}
