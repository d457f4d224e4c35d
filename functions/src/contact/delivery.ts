import { INVISIBLE_FORMATTING, type ContactMessage } from '@portfolio/model';
import type { Clock } from '../shared/clock.js';
import type { ContactStore } from '../store/types.js';
import { decideClaim, failedDelivery, sentDelivery } from '../mail/delivery-rules.js';
import type { Mailer } from '../mail/mailer.js';
import { messageIdFrom, type OwnerMail } from '../mail/owner-mail.js';

export interface DeliveryDeps {
  store: ContactStore;
  /** Built on first use (the SMTP params are only readable at run time), then reused. */
  mailer: () => Mailer;
  /** MAIL_FROM. */
  mailFrom: string;
  /** OWNER_EMAIL: where mail goes when the contact section has no e-mail yet. */
  ownerEmail: string;
  clock: Clock;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

/** Sends the owner's mail for one stored message, if nobody has and nobody is. */
export async function deliverMessage(deps: DeliveryDeps, id: string): Promise<DeliveryOutcome> {
  const claimed = await deps.store.claimDelivery(id, (delivery) => decideClaim(delivery, deps.clock()));
  if (!claimed) return 'skipped';
  try {
    const to = (await deps.store.contactSectionEmail()) || deps.ownerEmail;
    if (!to) throw new Error('No recipient: set the contact e-mail in Content > Contact, or OWNER_EMAIL.');
    await deps.mailer().send(ownerMail(id, claimed, to, deps.mailFrom));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log?.('Contact mail failed; the retry job will try again', { id, attempt: claimed.delivery.attempts, reason });
    await deps.store.updateDelivery(id, failedDelivery(claimed.delivery.attempts, reason, deps.clock()));
    return 'failed';
  }
  await deps.store.updateDelivery(id, sentDelivery(deps.clock()));
  return 'sent';
}

export const RETRY_BATCH = 50;

/** The scheduled retry: every message not yet mailed gets its turn (claims enforce backoff and limits). */
export async function retryUndelivered(deps: DeliveryDeps): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, failed: 0, skipped: 0 };
  for (const id of await deps.store.undeliveredMessageIds(RETRY_BATCH)) {
    counts[await deliverMessage(deps, id)] += 1;
  }
  return counts;
}

/**
 * The owner's notification: plain text only (no HTML to inject into), from our fixed sender so SPF
 * and DKIM hold, and the visitor only as Reply-To so "Reply" answers them. Name and e-mail were
 * validated to a single line, and nodemailer encodes header values, so no header can be smuggled in.
 */
export function ownerMail(id: string, message: Pick<ContactMessage, 'name' | 'email' | 'message'>, to: string, from: string): OwnerMail {
  return {
    to,
    from,
    replyTo: { name: message.name, address: message.email },
    // Validation already refuses direction overrides in names; stripping them here too keeps a message
    // stored before that check from disguising the subject when its mail is retried.
    subject: `New message from ${message.name.replace(new RegExp(INVISIBLE_FORMATTING.source, 'g'), '')} (portfolio contact form)`,
    text: [
      'You have a new message from the contact form of your portfolio.',
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      '',
      'Message:',
      message.message,
      '',
      '-- ',
      'Reply to this mail to answer the sender. The message is also in Messages in your admin.',
    ].join('\n'),
    messageId: messageIdFrom(from, `contact-${id}`),
  };
}
