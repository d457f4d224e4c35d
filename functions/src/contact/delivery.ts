import type { Clock } from '../shared/clock.js';
import type { ContactStore } from '../store/types.js';
import { decideClaim, failedDelivery, sentDelivery } from './delivery-rules.js';
import type { Mailer } from './mailer.js';
import { ownerMail } from './owner-mail.js';

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
