/**
 * A reader's subscription: asked for (the form), confirmed (the mailed link), ended (one click). The
 * answer to a request never says whether the address was known: a new, a pending and a confirmed
 * address all get "check your inbox", and only the first two get a mail.
 */
import { NEWSLETTER_TEXT, validateSubscribeInput, type NewsletterSubscriber } from '@portfolio/model';
import type { Mailer } from '../mail/mailer.js';
import type { Clock } from '../shared/clock.js';
import { keyedHash } from '../shared/hash.js';
import type { RateLimitStore } from '../store/types.js';
import { confirmationMail, type SiteOf } from './mails.js';
import type { NewsletterStore } from './store.js';
import { checkToken, signToken, subscriberId } from './tokens.js';

export interface SubscriptionDeps {
  store: NewsletterStore;
  rateLimits: RateLimitStore;
  mailer: () => Mailer;
  mailFrom: string;
  site: () => Promise<SiteOf>;
  /** HASH_SECRET: signs the links and keys the rate limits' hashes. */
  hashSecret: string;
  clock: Clock;
  log?: (message: string, detail?: Record<string, unknown>) => void;
  /** Counts the sign-up as a goal of the visit it came from (analytics/function-goal.ts); none in tests that do not ask. */
  countGoal?: (visit: unknown) => Promise<unknown>;
}

/** The visit the app sends beside the form's fields; the form without script says only its page. */
const visitOf = (input: unknown, source: string): unknown =>
  typeof input === 'object' && input !== null && 'visit' in input ? input.visit : { page_path: source };

/** Per client (the address the request came from, hashed): a few sign-ups an hour. */
export const SUBSCRIBE_CLIENT_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;
/** Per address: confirmation mails a day, so nobody can flood someone's inbox through the form. */
export const SUBSCRIBE_ADDRESS_LIMIT = { max: 3, windowMs: 24 * 60 * 60_000 } as const;

export type SubscribeAnswer = { status: 200 | 400 | 429 | 503; message: string };

export async function subscribe(deps: SubscriptionDeps, input: unknown, client: string): Promise<SubscribeAnswer> {
  const checked = validateSubscribeInput(input);
  if (!checked.ok) return { status: 400, message: checked.error };
  // A bot that filled the hidden field sees the usual answer; nothing is stored or sent.
  if (checked.bot) return { status: 200, message: NEWSLETTER_TEXT.checkInbox };
  const now = deps.clock();
  try {
    const byClient = await deps.rateLimits.takeRateLimit(
      `newsletter:${keyedHash(deps.hashSecret, 'newsletter-client', client)}`,
      SUBSCRIBE_CLIENT_LIMIT.max,
      SUBSCRIBE_CLIENT_LIMIT.windowMs,
      now,
    );
    if (!byClient.allowed) return { status: 429, message: NEWSLETTER_TEXT.tooMany };
    const id = subscriberId(checked.email);
    const mail = await deps.store.update('newsletter_subscribers', id, (current) => asked(current, checked.email, checked.source, now));
    // A goal of the visit whatever the address's state (the answer says nothing of it either); counting
    // it may fail without the reader hearing of it.
    await deps
      .countGoal?.(visitOf(input, checked.source))
      .catch((error: unknown) => deps.log?.('Counting a newsletter sign-up as a goal failed', { reason: String(error) }));
    if (!mail) return { status: 200, message: NEWSLETTER_TEXT.checkInbox };
    const byAddress = await deps.rateLimits.takeRateLimit(
      `newsletter-address:${keyedHash(deps.hashSecret, 'newsletter-address', id)}`,
      SUBSCRIBE_ADDRESS_LIMIT.max,
      SUBSCRIBE_ADDRESS_LIMIT.windowMs,
      now,
    );
    // Over the address's limit the answer stays the same: it must not tell anything about the address.
    if (!byAddress.allowed) return { status: 200, message: NEWSLETTER_TEXT.checkInbox };
    const site = await deps.site();
    await deps.mailer().send(confirmationMail(site, checked.email, signToken(deps.hashSecret, 'confirm', id, now), deps.mailFrom, id, now));
    return { status: 200, message: NEWSLETTER_TEXT.checkInbox };
  } catch (error) {
    deps.log?.('A newsletter sign-up failed', { reason: String(error) });
    return { status: 503, message: NEWSLETTER_TEXT.failed };
  }
}

/** A request for an address: new or unsubscribed → pending (mail it); pending → asked again (mail it); confirmed → as it is. */
function asked(current: NewsletterSubscriber | null, email: string, source: string, now: Date) {
  if (current?.state === 'confirmed') return { result: false };
  const write: NewsletterSubscriber = {
    email,
    state: 'pending',
    subscribed_at: now.toISOString(),
    confirmed_at: null,
    unsubscribed_at: current?.unsubscribed_at ?? null,
    source,
    imported: false,
  };
  return { write, result: true };
}

export type LinkOutcome = 'done' | 'invalid' | 'expired';

/** The mailed confirmation link, followed: a pending address becomes confirmed (a confirmed one stays so). */
export async function confirm(deps: Pick<SubscriptionDeps, 'store' | 'hashSecret' | 'clock'>, token: unknown): Promise<LinkOutcome> {
  const now = deps.clock();
  const check = checkToken(deps.hashSecret, 'confirm', token, now);
  if (!check.ok) return check.reason;
  return deps.store.update('newsletter_subscribers', check.id, (current) => {
    // Unsubscribed since the mail, or removed by the owner: the old link must not bring the address back.
    if (!current || current.state === 'unsubscribed') return { result: 'invalid' as const };
    if (current.state === 'confirmed') return { result: 'done' as const };
    return { write: { ...current, state: 'confirmed', confirmed_at: now.toISOString() }, result: 'done' as const };
  });
}

/** The unsubscribe link or the one-click POST: the address gets nothing more. Repeating it changes nothing. */
export async function unsubscribe(deps: Pick<SubscriptionDeps, 'store' | 'hashSecret' | 'clock'>, token: unknown): Promise<LinkOutcome> {
  const now = deps.clock();
  const check = checkToken(deps.hashSecret, 'unsubscribe', token, now);
  if (!check.ok) return check.reason;
  return deps.store.update('newsletter_subscribers', check.id, (current) => {
    if (!current || current.state === 'unsubscribed') return { result: 'done' as const };
    return { write: { ...current, state: 'unsubscribed', unsubscribed_at: now.toISOString() }, result: 'done' as const };
  });
}
