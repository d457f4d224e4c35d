/**
 * The demo's accounts. This file is only reachable from the in-memory adapter, which the
 * Firebase build never includes (vite.config.ts picks one adapter per build).
 */
import type { Session } from '../port';

interface DemoAccount {
  password: string;
  session: Session;
}

export const DEMO_ACCOUNTS: Record<string, DemoAccount> = {
  'owner@example.com': {
    password: 'demo1234',
    session: { uid: 'demo-owner', email: 'owner@example.com', isOwner: true },
  },
  // An account without the owner claim, to show how the back office refuses it.
  'guest@example.com': {
    password: 'demo1234',
    session: { uid: 'demo-guest', email: 'guest@example.com', isOwner: false },
  },
};
