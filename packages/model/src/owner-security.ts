/**
 * The owner's account security, shared by the functions (which write it), the web app (which shows
 * it) and, by name, firestore.rules and scripts/owner.mjs (which cannot import it: keep them in step).
 */

/** Custom claims on the owner's ID token. */
export const OWNER_CLAIMS = {
  /** The owner: the only account the rules let write. */
  admin: 'admin',
  /** Set once the owner has a second factor: from then on the rules want a token signed in with it. */
  secondFactor: 'second_factor',
  /** Set by `npm run owner -- create`, so a later `promote` knows the account is ours. */
  createdByCommand: 'created_by_owner_command',
} as const;

/** Whether the sign-in's mail to the owner went out. */
export type SignInNotice = 'sent' | 'pending' | 'failed' | 'not-needed';

/** owner_sign_ins/{id}: one sign-in to the owner's account, as the Security screen lists it. */
export interface SignInRecord {
  uid: string;
  /** A keyed hash of the browser's user agent: the same browser signs in with the same key. */
  browser_key: string;
  /** When (ISO; a Timestamp in Firestore). */
  at: string;
  /** Browser family and platform, e.g. 'Chrome' and 'macOS': never the user agent or an address. */
  browser: string;
  platform: string;
  /** A browser this account had not signed in from before (so the owner was mailed). */
  new_browser: boolean;
  /** Signed in with a second factor as well as the password. */
  second_factor: boolean;
  notice: SignInNotice;
  /** Sends tried so far (the retry job stops after a few). */
  notice_attempts: number;
}

/**
 * owner_state/sessions, as the rules read it: sessions signed in before `valid_after` (seconds since
 * 1970) are over, and once `second_factor` is true only a session signed in with a second factor is
 * the owner's, whatever claims its token was minted with (a token from before enrolment lacks them).
 */
export interface SessionsState {
  valid_after: number;
  second_factor?: boolean;
}
export const SESSIONS_STATE_DOC = 'sessions';

/** How many sign-ins the Security screen lists. */
export const RECENT_SIGN_INS = 20;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//i, 'curl'],
];
const PLATFORMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/** 'Chrome' on 'macOS' from a user agent; 'Unknown browser' / 'unknown platform' when it does not say. */
export function describeUserAgent(userAgent: string): { browser: string; platform: string } {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown browser';
  const platform = PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown platform';
  return { browser, platform };
}
