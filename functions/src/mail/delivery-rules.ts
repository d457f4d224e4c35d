import type { MessageDelivery } from '@portfolio/model';
import type { ClaimDecision } from '../store/types.js';

/**
 * The promise "a message is never mailed twice" rests on one rule: a mail is only sent by whoever
 * holds the message's lease, taken in a transaction. The lease outlives the longest send (the SMTP
 * timeouts in mailer.ts add up to well under it), and the sender writes the outcome and clears it.
 *
 * So a lease found expired while the mail is not marked sent means a sender died mid-send: the mail
 * may or may not have left. Sending again could mail twice, so such a message is marked failed with
 * an explanation and left for the owner, who sees it flagged in Messages; it is stored, never lost.
 */
export const DELIVERY_LEASE_MS = 5 * 60_000;
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Wait before retry n+1 after n failed attempts: 2 min, 10 min, 30 min, 2 h. */
export const RETRY_BACKOFF_MS = [2, 10, 30, 120].map((minutes) => minutes * 60_000);
export const INTERRUPTED_ERROR = 'A send was interrupted and may or may not have reached you; it is not retried so you never get it twice.';

export const initialDelivery = (): MessageDelivery => ({
  state: 'pending',
  attempts: 0,
  last_error: null,
  lease_until: null,
  next_attempt_at: null,
  sent_at: null,
});

export function decideClaim(delivery: MessageDelivery, now: Date): ClaimDecision {
  if (delivery.state === 'sent') return { claim: false };
  if (delivery.lease_until) {
    if (new Date(delivery.lease_until) > now) return { claim: false };
    return {
      claim: false,
      delivery: {
        ...delivery,
        state: 'failed',
        last_error: INTERRUPTED_ERROR,
        lease_until: null,
        next_attempt_at: null,
        attempts: Math.max(delivery.attempts, MAX_DELIVERY_ATTEMPTS),
      },
    };
  }
  if (delivery.attempts >= MAX_DELIVERY_ATTEMPTS) return { claim: false };
  if (delivery.next_attempt_at && new Date(delivery.next_attempt_at) > now) return { claim: false };
  return {
    claim: true,
    delivery: {
      ...delivery,
      attempts: delivery.attempts + 1,
      lease_until: new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString(),
    },
  };
}

export function sentDelivery(now: Date): Partial<MessageDelivery> {
  return { state: 'sent', last_error: null, lease_until: null, next_attempt_at: null, sent_at: now.toISOString() };
}

/** After a failed attempt `attempts` (1-based): when to try again, or never after the last one. */
export function failedDelivery(attempts: number, error: string, now: Date): Partial<MessageDelivery> {
  const wait = RETRY_BACKOFF_MS[attempts - 1];
  return {
    state: 'failed',
    last_error: error.slice(0, 500),
    lease_until: null,
    next_attempt_at: attempts >= MAX_DELIVERY_ATTEMPTS || wait === undefined ? null : new Date(now.getTime() + wait).toISOString(),
  };
}
