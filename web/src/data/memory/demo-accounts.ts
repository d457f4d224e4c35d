/**
 * The demo's accounts and their security, as Firebase Authentication would keep them: passwords,
 * authenticator apps (real TOTP codes, checked with the otpauth library, so any authenticator app
 * works with the demo), the second-factor claim, sign-ins recorded as the beforeUserSignedIn
 * function records them (the demo mails nothing). Only the in-memory adapter reaches this file.
 */
import { COLLECTIONS, describeUserAgent, OWNER_CLAIMS, SESSIONS_STATE_DOC } from '@portfolio/model';
import { Secret, TOTP } from 'otpauth';
import { AUTH_MESSAGES } from '../messages';
import {
  DataError,
  SecondFactorRequired,
  type SecondFactor,
  type SecondFactorChallenge,
  type SecondFactorState,
  type Session,
  type TotpEnrolment,
} from '../port';
import type { MemoryStore } from './store';

interface DemoFactor extends SecondFactor {
  /** base32; the demo keeps it in this browser, as the Auth service keeps it on its side. */
  secret: string;
}

interface DemoAccount {
  uid: string;
  password: string;
  claims: Record<string, boolean>;
  factors: DemoFactor[];
}

/** The session as the twin keeps it: the port's Session, plus what the rules look at in a token. */
export interface DemoSession extends Session {
  /** When the password (and code) were last given, ms. */
  signedInAt: number;
  usedSecondFactor: boolean;
}

const ACCOUNTS_KEY = 'portfolio-demo:accounts';
const KNOWN_BROWSERS_KEY = 'portfolio-demo:known-browsers';
/** Firebase asks for a fresh sign-in before security changes when the last one is older than this. */
export const RECENT_LOGIN_MS = 5 * 60_000;

const initialAccounts = (): Record<string, DemoAccount> => ({
  'owner@example.com': { uid: 'demo-owner', password: 'demo1234', claims: { [OWNER_CLAIMS.admin]: true }, factors: [] },
  // An account without the owner claim, to show how the back office refuses it.
  'guest@example.com': { uid: 'demo-guest', password: 'demo1234', claims: {}, factors: [] },
});

const totpFor = (secret: string, email: string) =>
  new TOTP({ issuer: window.location.hostname || 'portfolio', label: email, secret: Secret.fromBase32(secret), digits: 6, period: 30 });

/** A six-digit code that matches now, give or take one 30-second step (Firebase allows as much). */
const codeMatches = (secret: string, email: string, code: string) =>
  totpFor(secret, email).validate({ token: code.replace(/\s/g, ''), window: 1 }) !== null;

export class DemoAccounts {
  private accounts: Record<string, DemoAccount>;

  constructor(
    private readonly persist: boolean,
    private readonly store: MemoryStore,
  ) {
    this.accounts = (persist && readJson<Record<string, DemoAccount>>(ACCOUNTS_KEY)) || initialAccounts();
  }

  private save() {
    if (this.persist) window.localStorage.setItem(ACCOUNTS_KEY, JSON.stringify(this.accounts));
  }

  private find(email: string | null): DemoAccount & { email: string } {
    const key = (email ?? '').trim().toLowerCase();
    const account = this.accounts[key];
    if (!account) throw new DataError('unauthenticated', AUTH_MESSAGES.invalidCredentials);
    return { ...account, email: key };
  }

  /** What the rules ask of an owner, as toSession does on Firebase. */
  session(email: string, usedSecondFactor: boolean, signedInAt = Date.now()): DemoSession {
    const account = this.find(email);
    const secondFactorMet = account.claims[OWNER_CLAIMS.secondFactor] !== true || usedSecondFactor;
    return {
      uid: account.uid,
      email: account.email,
      isOwner: account.claims[OWNER_CLAIMS.admin] === true && secondFactorMet,
      signedInAt,
      usedSecondFactor,
    };
  }

  /**
   * The password, then the code when the account has an authenticator app. `done` receives the new
   * session; a sign-in is recorded as the blocking function records it.
   */
  signIn(email: string, password: string, done: (session: DemoSession) => void): DemoSession {
    const account = this.find(email);
    if (account.password !== password) throw new DataError('unauthenticated', AUTH_MESSAGES.invalidCredentials);
    const finish = (usedSecondFactor: boolean) => {
      const session = this.session(account.email, usedSecondFactor);
      this.recordSignIn(account.uid, usedSecondFactor);
      done(session);
      return session;
    };
    const factor = account.factors[0];
    if (!factor) return finish(false);
    const challenge: SecondFactorChallenge = {
      method: 'totp',
      hint: factor.name || 'your authenticator app',
      confirm: async (code) => {
        if (!codeMatches(factor.secret, account.email, code)) throw new DataError('invalid-argument', AUTH_MESSAGES.wrongCode);
        return finish(true);
      },
    };
    throw new SecondFactorRequired(challenge);
  }

  secondFactors(session: DemoSession): SecondFactorState {
    const account = this.find(session.email);
    return {
      factors: account.factors.map(({ id, method, name, enrolledAt }) => ({ id, method, name, enrolledAt })),
      required: account.claims[OWNER_CLAIMS.secondFactor] === true,
      usedThisSession: session.usedSecondFactor,
    };
  }

  private assertRecent(session: DemoSession) {
    if (Date.now() - session.signedInAt > RECENT_LOGIN_MS) throw new DataError('requires-recent-login', AUTH_MESSAGES.recentLogin);
  }

  startTotpEnrolment(session: DemoSession, update: (session: DemoSession) => void): TotpEnrolment {
    this.assertRecent(session);
    const account = this.find(session.email);
    const secret = new Secret({ size: 20 }).base32;
    return {
      secretKey: secret,
      uri: totpFor(secret, account.email).toString(),
      confirm: async (code, name) => {
        if (!codeMatches(secret, account.email, code)) throw new DataError('invalid-argument', AUTH_MESSAGES.wrongCode);
        this.accounts[account.email]!.factors.push({
          id: crypto.randomUUID(),
          method: 'totp',
          name,
          enrolledAt: new Date().toISOString(),
          secret,
        });
        this.save();
        // As on Firebase, enrolling proves the factor: this session counts as signed in with it.
        update({ ...session, usedSecondFactor: true });
      },
    };
  }

  reauthenticate(session: DemoSession, password: string, update: (session: DemoSession) => void): void {
    this.signIn(session.email ?? '', password, (fresh) => update(fresh));
  }

  changePassword(session: DemoSession, newPassword: string): void {
    this.assertRecent(session);
    if (newPassword.length < 6) throw new DataError('invalid-argument', AUTH_MESSAGES.weakPassword);
    this.accounts[this.find(session.email).email]!.password = newPassword;
    this.save();
  }

  /** requireSecondFactor, as the function does it. */
  requireSecondFactor(session: DemoSession): { required: true; sessionKept: boolean } {
    const account = this.find(session.email);
    if (account.factors.length === 0) {
      throw new DataError('failed-precondition', 'Add an authenticator app first: the account has no second factor yet.');
    }
    this.accounts[account.email]!.claims[OWNER_CLAIMS.secondFactor] = true;
    this.save();
    const sessionKept = session.usedSecondFactor;
    this.endSessionsBefore(sessionKept ? Math.floor(session.signedInAt / 1000) : Math.floor(Date.now() / 1000) + 1, true);
    return { required: true, sessionKept };
  }

  /** endOtherSessions, as the function does it: sessions signed in before this one end. */
  endOtherSessions(session: DemoSession): { validAfter: number } {
    this.assertRecent(session);
    const validAfter = Math.floor(session.signedInAt / 1000);
    this.endSessionsBefore(validAfter, this.find(session.email).claims[OWNER_CLAIMS.secondFactor] === true);
    return { validAfter };
  }

  /** signOutEverywhere, as the function does it: the demo's tabs share one session, which ends. */
  signOutEverywhere(): { validAfter: number } {
    const validAfter = Math.floor(Date.now() / 1000) + 1;
    this.endSessionsBefore(validAfter);
    return { validAfter };
  }

  /** owner_state/sessions, as the functions write it: the second factor's requirement kept unless given. */
  private endSessionsBefore(validAfter: number, secondFactor?: boolean) {
    const required = secondFactor ?? this.store.get(COLLECTIONS.ownerState, SESSIONS_STATE_DOC)?.second_factor === true;
    this.store.write([
      { collection: COLLECTIONS.ownerState, id: SESSIONS_STATE_DOC, data: { valid_after: validAfter, second_factor: required } },
    ]);
  }

  private recordSignIn(uid: string, secondFactor: boolean) {
    const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    const known = new Set(readJson<string[]>(KNOWN_BROWSERS_KEY) ?? []);
    const key = shortHash(`${uid}\n${userAgent}`);
    const isNew = !known.has(key);
    known.add(key);
    if (this.persist) window.localStorage.setItem(KNOWN_BROWSERS_KEY, JSON.stringify([...known]));
    const { browser, platform } = describeUserAgent(userAgent);
    this.store.write([
      {
        collection: COLLECTIONS.ownerSignIns,
        id: crypto.randomUUID().replace(/-/g, '').slice(0, 20),
        data: {
          uid,
          browser_key: key,
          at: new Date().toISOString(),
          browser,
          platform,
          new_browser: isNew,
          second_factor: secondFactor,
          // The demo sends no mail; a new browser shows as the site would have mailed it.
          notice: isNew ? 'sent' : 'not-needed',
          notice_attempts: isNew ? 1 : 0,
        },
      },
    ]);
  }
}

/** FNV-1a, hex: the stored browser key never holds the user agent itself. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function readJson<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Where the demo keeps who is signed in, shared by its tabs. */
export const SESSION_KEY = 'portfolio-demo:session';

export function readSession(): DemoSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<DemoSession>) : null;
    // A session saved before sessions carried their sign-in time counts as signed in long ago.
    return parsed?.uid ? ({ signedInAt: 0, usedSecondFactor: false, ...parsed } as DemoSession) : null;
  } catch {
    return null;
  }
}

/** What listeners and callers see: the port's Session, without the twin's token details. */
export function publicSession(session: DemoSession | null): Session | null {
  if (!session) return null;
  const { uid, email, isOwner } = session;
  return { uid, email, isOwner };
}
