import { canTransition, statusAfterReply, type MessageStatus } from '@portfolio/model';
import { useMutation } from '@/data/use-mutation';
import { DataError, SERVER_TIME } from '@/data/port';

export const MESSAGE_MESSAGES = {
  fetchFailed: 'Failed to fetch messages',
  empty: 'No messages found',
  update: { success: '', failure: 'Failed to update message status' },
  reply: { success: '', failure: 'The reply could not be recorded.' },
} as const;

/** Changes only the status, along the declared transitions (content-types/messages.ts) (the rules allow nothing else). */
export function useUpdateMessageStatus() {
  return useMutation(async (port, id: string, from: MessageStatus, to: MessageStatus) => {
    if (!canTransition(from, to)) throw new DataError('failed-precondition', `A ${from} message cannot become ${to}.`);
    await port.update('contact_messages', id, { status: to });
  }, MESSAGE_MESSAGES.update);
}

/**
 * Records that the owner used Reply (the mail itself leaves from their own mail app): replied_at at
 * the server's time, and a new message becomes read.
 */
export function useRecordReply() {
  return useMutation(async (port, id: string, from: MessageStatus) => {
    await port.update('contact_messages', id, { replied_at: SERVER_TIME, status: statusAfterReply(from) });
  }, MESSAGE_MESSAGES.reply);
}
