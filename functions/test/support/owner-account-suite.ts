import { COLLECTIONS } from '@portfolio/model';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  assertOwner,
  endOtherSessions,
  requireSecondFactor,
  SECOND_FACTOR_NEEDED,
  SESSION_ENDED,
  SIGN_IN_NOT_RECENT,
  signOutEverywhere,
  type Caller,
  type OwnerAuth,
  type OwnerDeps,
} from '../../src/auth/owner-account.js';
import { MINUTE } from './clock.js';
import type { Harness, MakeHarness } from './harness.js';

const UID = 'owner-uid';
const START = '2026-11-23T21:43:00.000Z';
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** An Admin SDK Auth of one account, as the handlers use it. */
function ownerAuth(): OwnerAuth & { claims: Record<string, unknown>; factors: unknown[] } {
  const auth = {
    claims: { admin: true } as Record<string, unknown>,
    factors: [] as unknown[],
    getUser: async () => ({ customClaims: { ...auth.claims }, multiFactor: { enrolledFactors: auth.factors } }),
    setCustomUserClaims: async (_uid: string, claims: Record<string, unknown>) => {
      auth.claims = claims;
    },
    revokeRefreshTokens: async () => undefined,
    verifyIdToken: async () => ({ uid: UID }),
  };
  return auth;
}

/** A session's token: when it signed in, whether it gave a second factor, the claims it was minted with. */
const session = (signedInAt: string, { factor = false, claims = { admin: true } } = {}): Caller => ({
  uid: UID,
  token: { ...claims, auth_time: seconds(signedInAt), firebase: factor ? { sign_in_second_factor: 'totp' } : {} },
  rawToken: 'token',
});

/** The owner's callables (auth/owner-account.ts): who is still the owner after each, against whichever store `makeHarness` builds. */
export function ownerAccountSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`the owner's sessions on the ${storeName} store`, () => {
    let h: Harness;
    let auth: ReturnType<typeof ownerAuth>;
    let deps: OwnerDeps;
    beforeEach(async () => {
      h = await makeHarness(START);
      auth = ownerAuth();
      deps = { auth, store: h.store, clock: h.clock };
    });
    const refusal = (caller: Caller) =>
      assertOwner(deps, caller).then(
        () => 'the owner',
        (error: Error) => error.message,
      );

    it('enrolling a second factor ends every other session: a token minted before it is refused, the enrolling one kept', async () => {
      const before = session('2026-11-23T21:30:00Z');
      const sameSecondNoFactor = session('2026-11-23T21:40:00Z');
      const enrolling = session('2026-11-23T21:40:00Z', { factor: true });
      auth.factors = [{ factorId: 'totp' }];
      expect(await requireSecondFactor(deps, enrolling)).toEqual({ required: true, sessionKept: true });

      expect(auth.claims).toEqual({ admin: true, second_factor: true });
      expect(await h.doc(COLLECTIONS.ownerState, 'sessions')).toEqual({
        valid_after: seconds('2026-11-23T21:40:00Z'),
        second_factor: true,
      });
      expect(await refusal(before)).toBe(SECOND_FACTOR_NEEDED);
      // Signed in as late as the enrolling session, with the claims of before: still no second factor.
      expect(await refusal(sameSecondNoFactor)).toBe(SECOND_FACTOR_NEEDED);
      expect(await refusal(session('2026-11-23T21:30:00Z', { factor: true }))).toBe(SESSION_ENDED);
      expect(await refusal(enrolling)).toBe('the owner');
    });

    it('requiring the code from a session without it ends that session too', async () => {
      auth.factors = [{ factorId: 'totp' }];
      const passwordOnly = session('2026-11-23T21:42:00Z');
      expect(await requireSecondFactor(deps, passwordOnly)).toEqual({ required: true, sessionKept: false });
      expect(await refusal(passwordOnly)).toBe(SECOND_FACTOR_NEEDED);
      expect(await h.doc(COLLECTIONS.ownerState, 'sessions')).toEqual({ valid_after: seconds(START) + 1, second_factor: true });
    });

    it('a new password ends every session signed in before the one that changed it, and keeps the second factor required', async () => {
      await h.store.endSessionsBefore(seconds('2026-11-23T20:00:00Z'), true);
      const older = session('2026-11-23T21:00:00Z', { factor: true });
      const changing = session('2026-11-23T21:41:00Z', { factor: true });
      expect(await endOtherSessions(deps, changing)).toEqual({ validAfter: seconds('2026-11-23T21:41:00Z') });
      expect(await refusal(older)).toBe(SESSION_ENDED);
      expect(await refusal(changing)).toBe('the owner');
      expect(await h.doc(COLLECTIONS.ownerState, 'sessions')).toEqual({
        valid_after: seconds('2026-11-23T21:41:00Z'),
        second_factor: true,
      });
    });

    it('ending the other sessions wants a recent sign-in, as the password change did', async () => {
      const stale = session('2026-11-23T21:30:00Z');
      await expect(endOtherSessions(deps, stale)).rejects.toThrow(SIGN_IN_NOT_RECENT);
      h.clock.advance(-10 * MINUTE);
      expect(await endOtherSessions(deps, stale)).toEqual({ validAfter: seconds('2026-11-23T21:30:00Z') });
    });

    it('signing out everywhere keeps the second factor required', async () => {
      await h.store.endSessionsBefore(seconds('2026-11-23T20:00:00Z'), true);
      await signOutEverywhere(deps, session('2026-11-23T21:41:00Z', { factor: true }));
      expect(await h.doc(COLLECTIONS.ownerState, 'sessions')).toEqual({ valid_after: seconds(START) + 1, second_factor: true });
    });
  });
}
