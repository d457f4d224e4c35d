import { describeUserAgent, type SignInNotice } from '@portfolio/model';
import type { Mailer } from '../mail/mailer.js';
import { messageIdFrom, type OwnerMail } from '../mail/owner-mail.js';
import type { Clock } from '../shared/clock.js';
import { keyedHash } from '../shared/hash.js';
import type { OwnerSecurityStore, StoredSignIn } from '../store/types.js';

export interface SignInNoticeDeps {
  store: OwnerSecurityStore;
  /** Built on first use (the SMTP params are only readable at run time), then reused. */
  mailer: () => Mailer;
  mailFrom: string;
  /** SITE_URL: the mail's link to the Security screen. */
  siteUrl: string;
  /** Keys the browser hash, so the stored key says nothing about the browser without it. */
  hashSecret: string;
  clock: Clock;
  /** The account's address, for the retry job (the first send has it from the sign-in). */
  emailOf: (uid: string) => Promise<string>;
  /** A blocking function must answer within 7 s: a send that takes longer is left to the retry job. */
  mailTimeoutMs?: number;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

export interface SignIn {
  uid: string;
  /** Where the notice goes: the account's own address. */
  email: string;
  /** The account holds the owner's claim: only the owner's sign-ins are recorded and mailed. */
  isOwner: boolean;
  userAgent: string;
  /** The account has a second factor (in production, beforeUserSignedIn runs after it was given). */
  secondFactor: boolean;
}

/** A notice younger than this may still be on its way from the sign-in itself: the retry leaves it. */
export const SETTLE_MS = 2 * 60_000;
/** Sends the retry job tries before it gives a notice up. */
export const MAX_NOTICE_ATTEMPTS = 5;

/**
 * Records every sign-in to the owner's account (time, browser family and platform: never the user
 * agent itself or an address) and mails the owner when the browser is new to the account. The browser
 * is known by a keyed hash of its full user agent, so an update of the browser counts as new once.
 * Another account's sign-in (one whose owner's claim was taken by `owner --replace`, say) is none of
 * the owner's sign-ins: nothing is recorded or mailed. Never throws: a failing store or mail must not
 * stop the owner signing in.
 */
export async function noteSignIn(deps: SignInNoticeDeps, signIn: SignIn): Promise<{ id: string; notice: SignInNotice } | null> {
  if (!signIn.isOwner) return null;
  try {
    const key = keyedHash(deps.hashSecret, 'browser', signIn.uid, signIn.userAgent);
    const { browser, platform } = describeUserAgent(signIn.userAgent);
    const recorded = await deps.store.recordSignIn(key, (known) => ({
      uid: signIn.uid,
      browser_key: key,
      browser,
      platform,
      new_browser: !known,
      second_factor: signIn.secondFactor,
      notice: known ? 'not-needed' : 'pending',
      notice_attempts: 0,
    }));
    if (recorded.known) return { id: recorded.id, notice: 'not-needed' };
    const stored = await deps.store.getSignIn(recorded.id);
    return { id: recorded.id, notice: stored ? await sendNotice(deps, stored, signIn.email) : 'failed' };
  } catch (error) {
    deps.log?.('Recording a sign-in failed', { uid: signIn.uid, reason: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

async function sendNotice(deps: SignInNoticeDeps, signIn: StoredSignIn, to: string): Promise<SignInNotice> {
  const attempts = signIn.notice_attempts + 1;
  try {
    await withTimeout(deps.mailer().send(signInMail(signIn, to, deps.mailFrom, deps.siteUrl)), deps.mailTimeoutMs ?? 4000);
  } catch (error) {
    deps.log?.('Sign-in notice not sent; the retry job will try again', {
      id: signIn.id,
      attempt: attempts,
      reason: error instanceof Error ? error.message : String(error),
    });
    await deps.store.updateSignIn(signIn.id, { notice: 'failed', notice_attempts: attempts });
    return 'failed';
  }
  await deps.store.updateSignIn(signIn.id, { notice: 'sent', notice_attempts: attempts });
  return 'sent';
}

/** The scheduled retry: notices that failed, or were left pending by a crash, get another send. */
export async function retrySignInNotices(deps: SignInNoticeDeps): Promise<Record<'sent' | 'failed', number>> {
  const counts = { sent: 0, failed: 0 };
  const settled = new Date(deps.clock().getTime() - SETTLE_MS);
  for (const signIn of await deps.store.signInsWithNotice(['failed', 'pending'], settled, 20)) {
    if (signIn.notice_attempts >= MAX_NOTICE_ATTEMPTS) continue;
    const to = await deps.emailOf(signIn.uid).catch(() => '');
    if (!to) continue;
    counts[(await sendNotice(deps, signIn, to)) === 'sent' ? 'sent' : 'failed'] += 1;
  }
  return counts;
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 'Monday, November 23, 2026, 21:43 UTC': spelled out here, so it reads the same whatever the runtime's locale data. */
function when(iso: string): string {
  const d = new Date(iso);
  const time = d.toISOString().slice(11, 16);
  return `${DAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${time} UTC`;
}

/** Plain text, from our fixed sender, to the account's own address. */
export function signInMail(signIn: StoredSignIn, to: string, from: string, siteUrl: string): OwnerMail {
  const site = siteUrl.replace(/\/+$/, '');
  return {
    to,
    from,
    subject: `New sign-in to your site's admin: ${signIn.browser} on ${signIn.platform}`,
    text: [
      `Your owner account (${to}) was signed in from a browser it had not used before`,
      '(or one that has been updated since it last signed in).',
      '',
      `When: ${when(signIn.at)}`,
      `Browser: ${signIn.browser} on ${signIn.platform}`,
      `Second factor: ${signIn.second_factor ? 'used' : 'not set up'}`,
      '',
      'If this was you, there is nothing to do.',
      '',
      "If it wasn't you, sign out everywhere now, then change your password:",
      `${site}/admin/settings/security#wasnt-me`,
      '',
      '-- ',
      'Sent by your site on every sign-in from a new browser. No address of the browser is recorded.',
    ].join('\n'),
    messageId: messageIdFrom(from, `sign-in-${signIn.id}`),
  };
}
