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

export interface OwnerDeps {
  auth: OwnerAuth;
  store: OwnerSecurityStore;
  clock: Clock;
}

/**
 * The functions that act for the owner ask what the security rules ask: the owner's claim, a token
 * signed in with the second factor once the owner has one, and a session not signed out everywhere
 * (owner_state/sessions, as the rules read it, and the refresh tokens' revocation, as Auth keeps it).
 */
export async function assertOwner(deps: OwnerDeps, caller: Caller | undefined): Promise<string> {
  if (!caller || caller.token[OWNER_CLAIMS.admin] !== true) throw new HttpsError('permission-denied', NOT_OWNER);
  if (caller.token[OWNER_CLAIMS.secondFactor] === true && !caller.token.firebase?.sign_in_second_factor) {
    throw new HttpsError('permission-denied', SECOND_FACTOR_NEEDED);
  }
  const validAfter = await deps.store.sessionsValidAfter();
  const signedInAt = typeof caller.token.auth_time === 'number' ? caller.token.auth_time : 0;
  if (validAfter !== null && signedInAt < validAfter) throw new HttpsError('unauthenticated', SESSION_ENDED);
  try {
    await deps.auth.verifyIdToken(caller.rawToken, true);
  } catch {
    throw new HttpsError('unauthenticated', SESSION_ENDED);
  }
  return caller.uid;
}

/**
 * After the owner enrols a second factor: from now on the rules and these functions want it in every
 * token. Refused while the account has none, so nobody is locked out before enrolling.
 */
export async function requireSecondFactor(deps: OwnerDeps, caller: Caller | undefined): Promise<{ required: true }> {
  const uid = await assertOwner(deps, caller);
  const { auth } = deps;
  const user = await auth.getUser(uid);
  if ((user.multiFactor?.enrolledFactors.length ?? 0) === 0) {
    throw new HttpsError('failed-precondition', 'Add an authenticator app first: the account has no second factor yet.');
  }
  await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), [OWNER_CLAIMS.secondFactor]: true });
  return { required: true };
}

/**
 * Ends every session of the owner's account, the caller's too: refresh tokens are revoked (no browser
 * gets a new ID token) and owner_state/sessions tells the rules and every open admin that tokens
 * signed in before now are over (an ID token would otherwise stay valid for up to an hour).
 */
export async function signOutEverywhere(deps: OwnerDeps, caller: Caller | undefined): Promise<{ validAfter: number }> {
  const uid = await assertOwner(deps, caller);
  await deps.auth.revokeRefreshTokens(uid);
  // The next whole second: a token signed in during this one is over too.
  const validAfter = Math.floor(deps.clock().getTime() / 1000) + 1;
  await deps.store.endSessionsBefore(validAfter);
  return { validAfter };
}
