import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Status } from '@/lib/status';
import { useDataPort } from './data-provider';
import type { DataPort, Session } from './port';

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

const SessionContext = createContext<(SessionState & { setReason: (reason: Status) => void }) | null>(null);

/**
 * Observes the session once for the whole admin area. Mounted only around /admin, so visitors
 * never load the authentication SDK.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const port = useDataPort();
  const [state, setState] = useState<Omit<SessionState, 'signedOutBecause'>>({ session: null, loading: true });
  const [reason, setReason] = useState<Status>(null);
  useEffect(() => port.onSessionChange((session) => setState({ session, loading: false })), [port]);
  const value = useMemo(() => ({ ...state, signedOutBecause: reason, setReason }), [state, reason]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export interface AuthActions extends Pick<DataPort, 'signIn'> {
  /** Signs out; `because` is what the login page then says. */
  signOut: (because?: Status) => Promise<void>;
}

/** Signing in and out, for the login screen and the admin shell (which never hold the port). */
export function useAuthActions(): AuthActions {
  const port = useDataPort();
  const setReason = useContext(SessionContext)?.setReason;
  const signOut = useCallback(
    async (because: Status = null) => {
      setReason?.(because);
      await port.signOut();
    },
    [port, setReason],
  );
  const signIn = useCallback(
    (email: string, password: string) => {
      setReason?.(null);
      return port.signIn(email, password);
    },
    [port, setReason],
  );
  return useMemo(() => ({ signIn, signOut }), [signIn, signOut]);
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
