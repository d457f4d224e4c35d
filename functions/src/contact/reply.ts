import { REPLIES_KEPT, REPLY_PROBLEMS, statusAfterReply, validateReplyInput, type MessageReply, type ReplyInput } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Clock } from '../shared/clock.js';
import type { ReplyChange, ReplyStore, StoredMessage } from '../store/types.js';
import type { Mailer } from '../mail/mailer.js';
import { messageIdFrom, type OwnerMail } from '../mail/owner-mail.js';

/**
 * A reply is mailed by whoever holds the message's reply lease, taken in a transaction, so two sends
 * of one reply (a double click, a retry after a timeout, two tabs) make one mail. It outlives the
 * function's 60 s and the SMTP timeouts (mail/mailer.ts). A lease found expired means a send died midway:
 * the owner's next try sends again, under the same Message-ID, so a mail system that took the first
 * can tell the two are one.
 */
export const REPLY_LEASE_MS = 2 * 60_000;

export interface ReplyDeps {
  /** Refuses anyone but the owner, as the security rules do (auth/owner-account.ts's assertOwner). */
  assertOwner: () => Promise<unknown>;
  store: ReplyStore;
  mailer: () => Mailer;
  /** MAIL_FROM: the reply leaves from our own sender, so SPF and DKIM hold. */
  mailFrom: string;
  /** OWNER_EMAIL: where the visitor's answer goes when the contact section has no e-mail. */
  ownerEmail: string;
  clock: Clock;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

/** The request as the browser sent it (packages/model's check); a problem is a sentence for the owner. */
export function parseReply(data: unknown): ReplyInput {
  const checked = validateReplyInput(data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  return checked.value;
}

/** The mail: the owner's words, then the visitor's message quoted, as a mail client quotes it. */
export function replyMail(input: ReplyInput, message: StoredMessage, from: string, replyTo: string): OwnerMail {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const wrote = new Date(message.created_at).toUTCString();
  return {
    to: message.email,
    from,
    ...(replyTo && { replyTo: { name: '', address: replyTo } }),
    subject: input.subject,
    text: `${input.text}\n\nOn ${wrote}, ${message.name} wrote:\n${quoted}\n`,
    messageId: messageIdFrom(from, `reply-${input.request_id}`),
  };
}

type Claim = { state: 'claimed'; message: StoredMessage } | { state: 'sent'; at: string } | { state: 'busy' };

/**
 * Mails the owner's reply to a message's sender and records it: the message shows Replied (a new one
 * becomes read) with the reply under it. The same request sent again answers as the first did.
 */
export async function replyToMessage(deps: ReplyDeps, data: unknown): Promise<{ replied_at: string }> {
  await deps.assertOwner();
  const input = parseReply(data);
  const now = deps.clock();
  const claim = await deps.store.changeReply<Claim>(input.message_id, (message) => {
    const sent = message.replies?.find((r) => r.request_id === input.request_id);
    if (sent) return { answer: { state: 'sent', at: sent.sent_at } };
    const lease = message.reply_lease;
    if (lease && Date.parse(lease.until) > now.getTime()) return { answer: { state: 'busy' } };
    const until = new Date(now.getTime() + REPLY_LEASE_MS).toISOString();
    return { change: { reply_lease: { request_id: input.request_id, until } }, answer: { state: 'claimed', message } };
  });
  if (!claim) throw new HttpsError('not-found', REPLY_PROBLEMS.missing);
  if (claim.state === 'sent') return { replied_at: claim.at };
  if (claim.state === 'busy') throw new HttpsError('aborted', REPLY_PROBLEMS.busy);

  try {
    const replyTo = (await deps.store.contactSectionEmail()) || deps.ownerEmail;
    await deps.mailer().send(replyMail(input, claim.message, deps.mailFrom, replyTo));
  } catch (error) {
    deps.log?.('A reply could not be mailed', { id: input.message_id, reason: error instanceof Error ? error.message : String(error) });
    await deps.store.changeReply(input.message_id, () => ({ change: { reply_lease: null }, answer: null }));
    throw new HttpsError('unavailable', REPLY_PROBLEMS.failed);
  }

  const sentAt = deps.clock().toISOString();
  const reply: MessageReply = { request_id: input.request_id, subject: input.subject, text: input.text, sent_at: sentAt };
  await deps.store.changeReply(input.message_id, (message): { change: ReplyChange; answer: null } => ({
    change: {
      reply_lease: null,
      replies: [...(message.replies ?? []), reply].slice(-REPLIES_KEPT),
      replied_at: sentAt,
      status: statusAfterReply(message.status),
    },
    answer: null,
  }));
  return { replied_at: sentAt };
}
