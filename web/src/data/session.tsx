import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDataPort } from './data-provider';
import type { DataPort, Session } from './port';

export interface SessionState {
  session: Session | null;
  /** True until the backend has said whether someone is signed in. */
  loading: boolean;
}

const SessionContext = createContext<SessionState | null>(null);

/**
 * Observes the session once for the whole admin area. Mounted only around /admin, so visitors
 * never load the authentication SDK.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const port = useDataPort();
  const [state, setState] = useState<SessionState>({ session: null, loading: true });
  useEffect(() => port.onSessionChange((session) => setState({ session, loading: false })), [port]);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

/** Signing in and out, for the login screen and the admin shell (which never hold the port). */
export function useAuthActions(): Pick<DataPort, 'signIn' | 'signOut'> {
  const port = useDataPort();
  return useMemo(() => ({ signIn: (email, password) => port.signIn(email, password), signOut: () => port.signOut() }), [port]);
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
