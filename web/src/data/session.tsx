import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Status } from '@/lib/status';
import { useDataPort } from './data-provider';
import { DataError, type DataPort, type Session } from './port';

export interface SessionState {
  session: Session | null;
  /** True until the backend has said whether someone is signed in. */
  loading: boolean;
  /**
   * Why the admin last signed the owner out (signed out everywhere, a session that ended), for the
   * login page to say; null after a plain sign-out, and from the next sign-in on.
   */
  signedOutBecause: Status;
}

/**
 * Sign-in times (a token's auth_time) are whole seconds, so ending every session ends the whole
 * second it happened in (functions/src/auth/owner-account.ts), and a sign-in still within it would be
 * ended at once. A second after this browser learnt of the end, on the servers' clocks too whatever
 * this one says, a new sign-in counts: the next one waits until then (rarely noticed: a person types
 * their password more slowly than that; a password manager may not).
 */
const SESSIONS_END_GRANULARITY_MS = 1000;

interface SessionInternals {
  setReason: (reason: Status) => void;
  /** performance.now() before which a sign-in would fall in the second the sessions ended in. */
  signInNotBefore: { current: number };
  /**
   * Why this browser is ending its own session, once it has begun to (until the next sign-in). Its
   * end is also seen as "ended elsewhere" (the session watcher's read is refused once the sessions
   * end, or once signed out), before or after this browser's own sign-out: the owner who pressed
   * "Sign out everywhere" is told that, not that their session ended.
   */
  endingHere: { current: Status | undefined };
}

const SessionContext = createContext<(SessionState & SessionInternals) | null>(null);

/**
 * Observes the session once for the whole admin area. Mounted only around /admin, so visitors
 * never load the authentication SDK.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const port = useDataPort();
  const [state, setState] = useState<Omit<SessionState, 'signedOutBecause'>>({ session: null, loading: true });
  const [reason, setReason] = useState<Status>(null);
  const signInNotBefore = useRef(0);
  const endingHere = useRef<Status | undefined>(undefined);
  useEffect(() => port.onSessionChange((session) => setState({ session, loading: false })), [port]);
  const value = useMemo(() => ({ ...state, signedOutBecause: reason, setReason, signInNotBefore, endingHere }), [state, reason]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export interface AuthActions extends Pick<DataPort, 'signIn'> {
  /**
   * Signs out; `because` is what the login page then says. `sessionsEnded`: every session of the
   * account has just ended (signed out everywhere, here or elsewhere), so the next sign-in waits out
   * the second they ended in.
   */
  signOut: (because?: Status, options?: { sessionsEnded?: boolean }) => Promise<void>;
  /**
   * Says, before the request that ends the sessions, why this browser's session is about to end, so
   * the login page says `because` whichever sign-out comes first; `undefined` when the request failed.
   */
  endingSessionsHere: (because: Status | undefined) => void;
}

/** Signing in and out, for the login screen and the admin shell (which never hold the port). */
export function useAuthActions(): AuthActions {
  const port = useDataPort();
  const context = useContext(SessionContext);
  const setReason = context?.setReason;
  const signInNotBefore = context?.signInNotBefore;
  const endingHere = context?.endingHere;
  const signOut = useCallback(
    async (because: Status = null, { sessionsEnded = false } = {}) => {
      if (sessionsEnded && signInNotBefore) signInNotBefore.current = performance.now() + SESSIONS_END_GRANULARITY_MS;
      const ownReason = endingHere?.current;
      setReason?.(ownReason === undefined ? because : ownReason);
      if (endingHere && ownReason === undefined) endingHere.current = because;
      await port.signOut();
    },
    [port, setReason, signInNotBefore, endingHere],
  );
  const endingSessionsHere = useCallback(
    (because: Status | undefined) => {
      if (endingHere) endingHere.current = because;
    },
    [endingHere],
  );
  const signIn = useCallback(
    async (email: string, password: string) => {
      setReason?.(null);
      if (endingHere) endingHere.current = undefined;
      const wait = (signInNotBefore?.current ?? 0) - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return port.signIn(email, password).catch((error: unknown) => {
        // A wrong password: reported (no blocking function sees one), so that many for the owner's
        // address reach the owner. The report's own outcome is nobody's concern here.
        if (error instanceof DataError && error.code === 'unauthenticated') {
          port.call('noteFailedSignIn', { email }).catch(() => undefined);
        }
        throw error;
      });
    },
    [port, setReason, signInNotBefore, endingHere],
  );
  return useMemo(() => ({ signIn, signOut, endingSessionsHere }), [signIn, signOut, endingSessionsHere]);
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
