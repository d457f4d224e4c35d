import { validateContactInput, type FunctionContracts } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { countMessageGoal, withoutVisit } from '../analytics/function-goal.js';
import type { CountryOf, EventSender } from '../analytics/record-event.js';
import { keyedHash } from '../shared/hash.js';
import type { AnalyticsStore, ContactStore, RateLimitStore } from '../store/types.js';
import { deliverMessage, type DeliveryDeps } from './delivery.js';

export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
/** The generic contact error (product text), for failures that are ours rather than the visitor's. */
export const CONTACT_FAILED = 'Failed to send message. Please try again.';

export interface SubmitDeps extends DeliveryDeps {
  store: ContactStore & RateLimitStore & AnalyticsStore;
  /** HASH_SECRET: keys the IP hash used for rate limiting. */
  hashSecret: string;
  countryOf?: CountryOf;
}

type Response = FunctionContracts['submitContactMessage']['response'];

/**
 * The callable's logic, apart from its trigger (index.ts) so tests call it directly.
 * Order matters: validate (nothing invalid is stored or counted), honeypot (a bot sees success, nothing
 * is stored), rate limit, store (from here on the message is safe), then mail. A mail failure is not
 * the visitor's problem: the message is stored, flagged, and retried, so they get the success answer.
 */
export async function submitContactMessage(
  deps: SubmitDeps,
  data: unknown,
  ip: string,
  sender: Omit<EventSender, 'ip'> = { userAgent: '', host: '' },
): Promise<Response> {
  const { message: fields, visit } = withoutVisit(data);
  const input = validateContactInput(fields);
  if (!input.ok) throw new HttpsError('invalid-argument', input.error, { field: input.field });
  const { name, email, message, website } = input.value;
  if (website) {
    deps.log?.('Honeypot filled; answered success, stored nothing');
    return { ok: true };
  }

  const limit = await deps.store
    .takeRateLimit(
      `contact:${keyedHash(deps.hashSecret, 'contact', ip)}`,
      CONTACT_RATE_LIMIT.max,
      CONTACT_RATE_LIMIT.windowMs,
      deps.clock(),
    )
    .catch((error: unknown) => {
      deps.log?.('Rate limit check failed', { reason: String(error) });
      throw new HttpsError('unavailable', CONTACT_FAILED);
    });
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000));
    throw new HttpsError(
      'resource-exhausted',
      `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  let id: string;
  try {
    id = await deps.store.createMessage({ name, email, message });
  } catch (error) {
    deps.log?.('Storing a contact message failed', { reason: String(error) });
    throw new HttpsError('unavailable', CONTACT_FAILED);
  }
  // A goal of the visit it came from; counting it may fail without the visitor hearing of it.
  await countMessageGoal(deps, { ...sender, ip }, visit).catch((error: unknown) =>
    deps.log?.('Counting a contact message as a goal failed', { reason: String(error) }),
  );
  try {
    await deliverMessage(deps, id);
  } catch (error) {
    // Even the failure record could not be written: the message is stored as pending, which the
    // retry job picks up, so the visitor's message is still safe.
    deps.log?.('Recording the mail outcome failed; left for the retry job', { id, reason: String(error) });
  }
  return { ok: true };
}
