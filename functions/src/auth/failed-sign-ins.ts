import { HttpsError } from 'firebase-functions/v2/https';
import type { Mailer } from '../mail/mailer.js';
import { messageIdFrom, type OwnerMail } from '../mail/owner-mail.js';
import type { Clock } from '../shared/clock.js';
import { keyedHash } from '../shared/hash.js';
import type { FailedSignIns, FailedSignInStore, RateLimitStore } from '../store/types.js';

/**
 * Failed sign-ins with the owner's address, as the admin's login page reports them: no blocking
 * function sees a wrong password, so the page calls noteFailedSignIn after one. Anyone can call it
 * and claim a failure, so it is built so that a caller gains nothing:
 * - the answer is the same whatever the address (nothing tells whose address is the owner's);
 * - an address that is not the owner's stores nothing; for the owner's, only the times are kept
 *   (never the address typed, the caller's address or user agent);
 * - one visitor is counted at most PER_VISITOR times an hour (its address as a keyed hash, as the
 *   contact form's limit keeps it);
 * - the owner is mailed once when THRESHOLD failures fall within an hour, then not again for a day,
 *   however many callers report: nobody can fill the owner's mailbox with it.
 */
export const FAILED_SIGN_INS = {
  threshold: 10,
  windowMs: 60 * 60_000,
  quietMs: 24 * 60 * 60_000,
  perVisitor: 20,
} as const;

export interface FailedSignInDeps {
  store: FailedSignInStore & RateLimitStore;
  /** The account's address when `email` is the owner's account (Admin SDK), else null. */
  ownerAddress: (email: string) => Promise<string | null>;
  mailer: () => Mailer;
  mailFrom: string;
  siteUrl: string;
  hashSecret: string;
  clock: Clock;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

/** What every caller is told, whatever happened. */
const ANSWER = {} as const;

/** The failures of the last hour with this one, and whether this one is the one to mail about. */
export function countFailure(state: FailedSignIns, now: number): { next: FailedSignIns; mail: boolean } {
  const recent = [...state.recent.filter((at) => at > now - FAILED_SIGN_INS.windowMs), now].slice(-FAILED_SIGN_INS.threshold);
  const quiet = state.mailed_at === null || state.mailed_at <= now - FAILED_SIGN_INS.quietMs;
  const mail = recent.length >= FAILED_SIGN_INS.threshold && quiet;
  return { next: { recent, mailed_at: mail ? now : state.mailed_at }, mail };
}

export async function noteFailedSignIn(deps: FailedSignInDeps, data: unknown, ip: string): Promise<typeof ANSWER> {
  const email = (data as { email?: unknown } | null)?.email;
  if (typeof email !== 'string' || email.length === 0 || email.length > 320) {
    throw new HttpsError('invalid-argument', 'An e-mail address is needed.');
  }
  const now = deps.clock();
  const visitor = await deps.store.takeRateLimit(
    `failed-sign-in:${keyedHash(deps.hashSecret, 'failed-sign-in', ip)}`,
    FAILED_SIGN_INS.perVisitor,
    FAILED_SIGN_INS.windowMs,
    now,
  );
  if (!visitor.allowed) return ANSWER;
  const to = await deps.ownerAddress(email.trim()).catch(() => null);
  if (!to) return ANSWER;
  let mail = false;
  await deps.store.updateFailedSignIns((state) => {
    const counted = countFailure(state, now.getTime());
    mail = counted.mail;
    return counted.next;
  });
  if (!mail) return ANSWER;
  try {
    await deps.mailer().send(failedSignInsMail(to, now, deps.mailFrom, deps.siteUrl));
  } catch (error) {
    deps.log?.('Failed sign-ins notice not sent; the next failure tries again', {
      reason: error instanceof Error ? error.message : String(error),
    });
    await deps.store.updateFailedSignIns((state) => ({ ...state, mailed_at: null }));
  }
  return ANSWER;
}

/** Plain text, from our fixed sender, to the owner's own address. */
export function failedSignInsMail(to: string, at: Date, from: string, siteUrl: string): OwnerMail {
  const site = siteUrl.replace(/\/+$/, '');
  return {
    to,
    from,
    subject: `${FAILED_SIGN_INS.threshold} failed sign-ins to your site's admin in an hour`,
    text: [
      `In the hour before ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${FAILED_SIGN_INS.threshold} sign-ins with your address (${to})`,
      'failed at the admin login page.',
      '',
      'If it was you, there is nothing to do.',
      '',
      "If it wasn't, someone may be guessing your password. Make sure it is long and used nowhere else,",
      'and add an authenticator app, so that a password alone opens nothing:',
      `${site}/admin/settings/security`,
      '',
      '-- ',
      'Sent at most once a day. No address or browser of whoever tried is recorded.',
    ].join('\n'),
    messageId: messageIdFrom(from, `failed-sign-ins-${at.getTime()}`),
  };
}
