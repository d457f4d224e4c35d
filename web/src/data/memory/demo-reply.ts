/**
 * The owner's reply to a message, as the replyToMessage function records it: checked by the same
 * rules, kept under the message, Replied set and a new message read. The demo sends no mail.
 */
import {
  COLLECTIONS,
  REPLIES_KEPT,
  REPLY_PROBLEMS,
  statusAfterReply,
  validateReplyInput,
  type ContactMessage,
  type FunctionContracts,
} from '@portfolio/model';
import { DataError, type Session } from '../port';
import type { MemoryStore } from './store';

export function demoReply(store: MemoryStore, data: unknown, session: Session | null): FunctionContracts['replyToMessage']['response'] {
  if (!session?.isOwner) throw new DataError('permission-denied', 'Only the owner may do this.');
  const checked = validateReplyInput(data);
  if (!checked.ok) throw new DataError('invalid-argument', checked.error);
  const { message_id, request_id, subject, text } = checked.value;
  const message = store.get(COLLECTIONS.contactMessages, message_id) as ContactMessage | undefined;
  if (!message) throw new DataError('not-found', REPLY_PROBLEMS.missing);
  const sent = message.replies?.find((r) => r.request_id === request_id);
  if (sent) return { replied_at: sent.sent_at };
  const sentAt = new Date().toISOString();
  const replies = [...(message.replies ?? []), { request_id, subject, text, sent_at: sentAt }].slice(-REPLIES_KEPT);
  store.write([
    {
      collection: COLLECTIONS.contactMessages,
      id: message_id,
      data: { ...message, replies, replied_at: sentAt, status: statusAfterReply(message.status) },
    },
  ]);
  return { replied_at: sentAt };
}
