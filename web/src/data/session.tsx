import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useDataPort } from './data-provider';
import type { Session } from './port';

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

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
