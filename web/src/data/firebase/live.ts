/**
 * Live updates (onSnapshot) need the full Firestore SDK: about 157 KB gzip more than the lite one,
 * more than half of what a visitor's first tap would cost. So only the owner gets listeners: in the
 * admin once signed in (a list must follow every write), and on the public pages of a browser where
 * the owner is signed in (`ownerSignedInHere`), so the site in another tab follows their edits.
 * Visitors read with the lite SDK, again on every page they open and whenever they come back to the
 * tab (two-step.ts). Public pages never load Authentication to find out: a note in localStorage does.
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

/** Loads the live SDK once `start()` is called (a session began); `wanted` resolves to it then. */
export function liveFirestoreLoader(app: FirebaseApp, settings: FirebaseSettings) {
  let loaded: LiveFirestore | undefined;
  let begin!: () => void;
  const asked = new Promise<void>((resolve) => (begin = resolve));
  const ready = asked
    .then(() => loadLiveFirestore(app, settings))
    .then((live) => {
      loaded = live;
      return live;
    });
  // Subscriptions waiting on `wanted()` keep their reads when this fails (two-step.ts); with none
  // waiting, the failure must still not go unhandled.
  ready.catch((error: unknown) => console.warn('Live updates are unavailable; pages keep what they read.', error));
  return {
    /** The live SDK if it is already loaded, so a subscription can attach without a lite read first. */
    current: () => loaded,
    /** Resolves to the live SDK once it has been asked for and has loaded; never, for a visitor. */
    wanted: (): Promise<LiveFirestore> => ready,
    start: () => begin(),
  };
}

const OWNER_NOTE = 'portfolio:session';

/** Whether someone signed in to the admin in this browser (and has not signed out since). */
export function ownerSignedInHere(): boolean {
  try {
    return localStorage.getItem(OWNER_NOTE) === '1';
  } catch {
    return false; // Storage refused (private mode): a visitor's pages, with reads refreshed.
  }
}

/** Keeps the note that a session exists in this browser; it only decides to load the live SDK. */
export function noteSession(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(OWNER_NOTE, '1');
    else localStorage.removeItem(OWNER_NOTE);
  } catch {
    // Storage refused: the public pages simply stay on refreshed reads.
  }
}
