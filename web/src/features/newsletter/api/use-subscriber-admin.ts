import type { ImportSummary } from '@portfolio/model';
import { useMutation } from '@/data/use-mutation';

export const SUBSCRIBER_MESSAGES = {
  fetchFailed: 'Failed to fetch subscribers',
  remove: { success: '', failure: 'The address could not be removed. Please try again.' },
  import: { success: '', failure: 'The import failed. Nothing was changed; please try again.' },
} as const;

/** Removes an address and every record of mail to it, through the removeNewsletterSubscriber function. */
export function useRemoveSubscriber() {
  return useMutation((port, id: string) => port.call('removeNewsletterSubscriber', { id }), SUBSCRIBER_MESSAGES.remove);
}

/** Imports a CSV of consenting addresses through the importNewsletterSubscribers function; `done` gets its summary. */
export function useImportSubscribers() {
  return useMutation(
    async (port, csv: string, done: (summary: ImportSummary) => void) => done(await port.call('importNewsletterSubscribers', { csv })),
    SUBSCRIBER_MESSAGES.import,
  );
}
