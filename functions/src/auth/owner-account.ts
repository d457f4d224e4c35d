import { OWNER_CLAIMS } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Clock } from '../shared/clock.js';
import type { OwnerSecurityStore } from '../store/types.js';

/** The few Admin SDK Auth calls these handlers make (firebase-admin's Auth, or a test double of it). */
export interface OwnerAuth {
  getUser(uid: string): Promise<{ customClaims?: Record<string, unknown>; multiFactor?: { enrolledFactors: unknown[] } }>;
  setCustomUserClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  revokeRefreshTokens(uid: string): Promise<void>;
  /** Verifies an ID token, refusing one whose sessions were signed out (checkRevoked). */
  verifyIdToken(token: string, checkRevoked: boolean): Promise<{ uid: string }>;
}

/** What a callable knows of its caller: the verified token, and the raw one for the revocation check. */
export interface Caller {
  uid: string;
  token: Record<string, unknown> & { firebase?: { sign_in_second_factor?: string } };
  rawToken: string;
}

export const NOT_OWNER = 'Only the owner may do this.';
export const SECOND_FACTOR_NEEDED = 'Sign in again with your authenticator app code to do this.';
export const SESSION_ENDED = 'This session was signed out everywhere. Sign in again.';
export const SIGN_IN_NOT_RECENT = 'Confirm your password first: this sign-in is too old to end the other sessions from.';

/** How recent a sign-in must be to end the other sessions from (Firebase asks the same of a password change). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export interface OwnerDeps {
  auth: OwnerAuth;
  store: OwnerSecurityStore;
  clock: Clock;
}

const signedInAt = (caller: Caller) => (typeof caller.token.auth_time === 'number' ? caller.token.auth_time : 0);
const gaveSecondFactor = (caller: Caller) => Boolean(caller.token.firebase?.sign_in_second_factor);

/**
 * The functions that act for the owner ask what the security rules ask: the owner's claim, a token
 * signed in with the second factor once the owner has one (by the token's claim or owner_state/sessions,
 * which a token minted before enrolment does not know of), and a session not ended (owner_state/sessions,
 * as the rules read it, and the refresh tokens' revocation, as Auth keeps it).
 */
export async function assertOwner(deps: OwnerDeps, caller: Caller | undefined): Promise<string> {
  if (!caller || caller.token[OWNER_CLAIMS.admin] !== true) throw new HttpsError('permission-denied', NOT_OWNER);
  const state = await deps.store.sessionsState();
  if ((caller.token[OWNER_CLAIMS.secondFactor] === true || state.secondFactor) && !gaveSecondFactor(caller)) {
    throw new HttpsError('permission-denied', SECOND_FACTOR_NEEDED);
  }
  if (state.validAfter !== null && signedInAt(caller) < state.validAfter) throw new HttpsError('unauthenticated', SESSION_ENDED);
  try {
    await deps.auth.verifyIdToken(caller.rawToken, true);
  } catch {
    throw new HttpsError('unauthenticated', SESSION_ENDED);
  }
  return caller.uid;
}

/** The next whole second: a session signed in during this one ends too. */
const nextSecond = (deps: OwnerDeps) => Math.floor(deps.clock().getTime() / 1000) + 1;

/**
 * After the owner enrols a second factor: from now on the rules and these functions want it in every
 * token, and every other session ends at once. Refused while the account has none, so nobody is
 * locked out before enrolling.
 *
 * The session that enrolled carries the factor and is kept: sessions signed in before it end
 * (valid_after = its sign-in), and any token without a second factor, whenever it was minted, stops
 * counting (second_factor in owner_state/sessions: a token minted before the claim was set does not
 * carry it). A caller without the factor in its token (Require the code, from a password-only
 * session) ends with the others.
 */
export async function requireSecondFactor(deps: OwnerDeps, caller: Caller | undefined): Promise<{ required: true; sessionKept: boolean }> {
  const uid = await assertOwner(deps, caller);
  const { auth } = deps;
  const user = await auth.getUser(uid);
  if ((user.multiFactor?.enrolledFactors.length ?? 0) === 0) {
    throw new HttpsError('failed-precondition', 'Add an authenticator app first: the account has no second factor yet.');
  }
  await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), [OWNER_CLAIMS.secondFactor]: true });
  const sessionKept = gaveSecondFactor(caller!);
  await deps.store.endSessionsBefore(sessionKept ? signedInAt(caller!) : nextSecond(deps), true);
  return { required: true, sessionKept };
}

/**
 * After the owner changed the password (Firebase revokes the other sessions' refresh tokens then, but
 * their ID tokens would stay valid for up to an hour): every session signed in before the caller's
 * ends for the rules at once. The caller's sign-in must be recent, as the change itself needed, or a
 * session from before it could survive.
 */
export async function endOtherSessions(deps: OwnerDeps, caller: Caller | undefined): Promise<{ validAfter: number }> {
  await assertOwner(deps, caller);
  const validAfter = signedInAt(caller!);
  if (validAfter < nextSecond(deps) - 1 - RECENT_SIGN_IN_SECONDS) throw new HttpsError('failed-precondition', SIGN_IN_NOT_RECENT);
  await deps.store.endSessionsBefore(validAfter);
  return { validAfter };
}

/**
 * Ends every session of the owner's account, the caller's too: refresh tokens are revoked (no browser
 * gets a new ID token) and owner_state/sessions tells the rules and every open admin that tokens
 * signed in before now are over (an ID token would otherwise stay valid for up to an hour).
 */
export async function signOutEverywhere(deps: OwnerDeps, caller: Caller | undefined): Promise<{ validAfter: number }> {
  const uid = await assertOwner(deps, caller);
  await deps.auth.revokeRefreshTokens(uid);
  const validAfter = nextSecond(deps);
  await deps.store.endSessionsBefore(validAfter);
  return { validAfter };
}
