/**
 * Authentication, Storage and Functions, each imported on first use and initialised once.
 * A visitor reading the site never loads them; the owner's first admin screen does.
 */
import type { FirebaseApp } from 'firebase/app';
import type { FirebaseSettings } from './config';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export const lazyAuth = (app: FirebaseApp, settings: FirebaseSettings) =>
  once(async () => {
    const sdk = await import('firebase/auth');
    const instance = sdk.getAuth(app);
    if (settings.useEmulators) sdk.connectAuthEmulator(instance, settings.emulators.auth, { disableWarnings: true });
    return { sdk, instance };
  });

export const lazyStorage = (app: FirebaseApp, settings: FirebaseSettings) =>
  once(async () => {
    const sdk = await import('firebase/storage');
    const instance = sdk.getStorage(app);
    if (settings.useEmulators) sdk.connectStorageEmulator(instance, settings.emulators.storage.host, settings.emulators.storage.port);
    return { sdk, instance };
  });

export const lazyFunctions = (app: FirebaseApp, settings: FirebaseSettings) =>
  once(async () => {
    const sdk = await import('firebase/functions');
    const instance = sdk.getFunctions(app, settings.functionsRegion);
    if (settings.useEmulators) sdk.connectFunctionsEmulator(instance, settings.emulators.functions.host, settings.emulators.functions.port);
    return { sdk, instance };
  });
