import { useCallback, useEffect, useState } from 'react';
import { COLLECTIONS, RECENT_SIGN_INS } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import { DataError, type SecondFactorState } from '@/data/port';
import { useAuthActions } from '@/data/session';
import { useLiveQuery } from '@/data/use-live';
import type { Status } from '@/lib/status';

export const WRONG_PASSWORD = 'That is not the password of this account.';

/** The signed-in owner's second factors, read once and again after each change. */
export function useSecondFactors() {
  const port = useDataPort();
  const [state, setState] = useState<{ data: SecondFactorState | null; error: DataError | null }>({ data: null, error: null });
  const reload = useCallback(
    () =>
      port.secondFactors().then(
        (data) => setState({ data, error: null }),
        (error: DataError) => setState({ data: null, error }),
      ),
    [port],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, loading: state.data === null && state.error === null, reload };
}

/** The owner's recent sign-ins, newest first, live (written by the beforeUserSignedIn function). */
export function useRecentSignIns() {
  return useLiveQuery({ collection: COLLECTIONS.ownerSignIns, orderBy: [{ field: 'at', direction: 'desc' }], limit: RECENT_SIGN_INS });
}

/**
 * The account actions of the Security screen. Each rejects with the port's DataError, so a screen can
 * tell a wrong code or a stale sign-in (requires-recent-login) from a failure.
 */
export function useAccountActions() {
  const port = useDataPort();
  const auth = useAuthActions();
  return {
    /** Rejects with SecondFactorRequired when the account has a second factor. */
    reauthenticate: (password: string) =>
      port.reauthenticate(password).catch((error: unknown) => {
        throw error instanceof DataError && error.code === 'unauthenticated' ? new DataError('unauthenticated', WRONG_PASSWORD) : error;
      }),
    startTotpEnrolment: () => port.startTotpEnrolment(),
    changePassword: (password: string) => port.changePassword(password),
    /** After a new password: every session signed in before this one ends at once. */
    endOtherSessions: () => port.call('endOtherSessions', {}),
    /** After enrolling: from now on the rules want the second factor in every sign-in, and every other session ends. */
    requireSecondFactor: () => port.call('requireSecondFactor', {}),
    /** Ends every session of the account, this one too; then this browser signs out, saying `because` on the login page. */
    signOutEverywhere: async (because: Status) => {
      auth.endingSessionsHere(because);
      try {
        await port.call('signOutEverywhere', {});
      } catch (error) {
        auth.endingSessionsHere(undefined);
        throw error;
      }
      await auth.signOut(because, { sessionsEnded: true });
    },
  };
}
