import { canTransition, type MessageStatus } from '@portfolio/model';
import { useMutation } from '@/data/use-mutation';
import { DataError } from '@/data/port';

export const MESSAGE_MESSAGES = {
  fetchFailed: 'Failed to fetch messages',
  empty: 'No messages found',
  update: { success: '', failure: 'Failed to update message status' },
} as const;

/** Changes only the status, along the transitions of spec §4 (the rules allow nothing else). */
export function useUpdateMessageStatus() {
  return useMutation(async (port, id: string, from: MessageStatus, to: MessageStatus) => {
    if (!canTransition(from, to)) throw new DataError('failed-precondition', `A ${from} message cannot become ${to}.`);
    await port.update('contact_messages', id, { status: to });
  }, MESSAGE_MESSAGES.update);
}
