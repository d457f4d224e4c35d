/** The Firebase web config, from VITE_FIREBASE_* variables (see web/.env.example). */
import type { FirebaseOptions } from 'firebase/app';

export interface FirebaseSettings {
  options: FirebaseOptions;
  functionsRegion: string;
  /** Talk to the local emulator suite (npm start) instead of the real project. */
  useEmulators: boolean;
  /** Where each emulator listens (used only with useEmulators). */
  emulators: EmulatorAddresses;
  /** Where page views are sent: Hosting rewrites /api/track to the trackPageView function. */
  trackUrl: string;
  /** No Hosting in front (the Vite dev server on the emulators): functions are called at their own address. */
  functionsDirect: boolean;
}

export function firebaseSettingsFromEnv(env: ImportMetaEnv = import.meta.env): FirebaseSettings {
  const useEmulators = env.VITE_USE_EMULATORS === 'true';
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-portfolio';
  const functionsRegion = env.VITE_FIREBASE_FUNCTIONS_REGION || 'us-central1';
  return {
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    functionsRegion,
    useEmulators,
    emulators: emulatorAddresses(env),
    // Through Hosting (deployed, or `npm run serve`), /api/track is rewritten to the function; the Vite
    // dev server has no rewrites, so there the beacon goes to the Functions emulator itself.
    functionsDirect: useEmulators && env.VITE_EMULATOR_TRACK_DIRECT !== 'false',
    trackUrl:
      useEmulators && env.VITE_EMULATOR_TRACK_DIRECT !== 'false'
        ? `http://${emulatorAddresses(env).functions.host}:${emulatorAddresses(env).functions.port}/${projectId}/${functionsRegion}/trackPageView`
        : '/api/track',
  };
}

interface HostAndPort {
  host: string;
  port: number;
}
export interface EmulatorAddresses {
  firestore: HostAndPort;
  /** The Auth SDK takes a URL. */
  auth: string;
  storage: HostAndPort;
  functions: HostAndPort;
}

/** "host:port" to its parts; the fallback when the variable is unset. */
function hostAndPort(value: string | undefined, fallback: HostAndPort): HostAndPort {
  if (!value) return fallback;
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

/**
 * Emulator hosts and ports: firebase.json's by default; VITE_*_EMULATOR_HOST ("127.0.0.1:8080") when a
 * run uses other ports (the browser tests do, so they never collide with a developer's `npm start`).
 */
export function emulatorAddresses(env: ImportMetaEnv = import.meta.env): EmulatorAddresses {
  const auth = hostAndPort(env.VITE_AUTH_EMULATOR_HOST, { host: '127.0.0.1', port: 9099 });
  return {
    firestore: hostAndPort(env.VITE_FIRESTORE_EMULATOR_HOST, { host: '127.0.0.1', port: 8080 }),
    auth: `http://${auth.host}:${auth.port}`,
    storage: hostAndPort(env.VITE_STORAGE_EMULATOR_HOST, { host: '127.0.0.1', port: 9199 }),
    functions: hostAndPort(env.VITE_FUNCTIONS_EMULATOR_HOST, { host: '127.0.0.1', port: 5001 }),
  };
}
