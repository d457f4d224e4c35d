/**
 * Live updates (onSnapshot) need the full Firestore SDK, about 100 KB gzip more than the lite one.
 * Visitors get their first content from the lite SDK; this module loads the live SDK once the
 * browser is idle after first paint and then keeps every open subscription up to date.
 */
import type { FirebaseApp } from 'firebase/app';
import type { FirebaseSettings } from './config';

export type LiveFirestore = Awaited<ReturnType<typeof loadLiveFirestore>>;

async function loadLiveFirestore(app: FirebaseApp, settings: FirebaseSettings) {
  const sdk = await import('firebase/firestore');
  const db = sdk.initializeFirestore(app, { ignoreUndefinedProperties: true });
  if (settings.useEmulators) sdk.connectFirestoreEmulator(db, settings.emulators.firestore.host, settings.emulators.firestore.port);
  return { sdk, db };
}

/** Starts loading once, when the browser is idle (or at once with `now`); resolves to the live SDK. */
export function liveFirestoreLoader(app: FirebaseApp, settings: FirebaseSettings) {
  let loading: Promise<LiveFirestore> | undefined;
  let loaded: LiveFirestore | undefined;
  const start = () =>
    (loading ??= loadLiveFirestore(app, settings).then((live) => {
      loaded = live;
      return live;
    }));
  return {
    /** The live SDK if it is already loaded, so a subscription can attach without a first lite read. */
    current: () => loaded,
    load: (when: 'idle' | 'now' = 'idle'): Promise<LiveFirestore> => {
      if (when === 'now' || typeof window === 'undefined') return start();
      return new Promise((resolve, reject) => {
        const go = () => start().then(resolve, reject);
        if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 2500 });
        else setTimeout(go, 1200);
      });
    },
  };
}
