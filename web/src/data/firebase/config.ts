/** The Firebase web config, from VITE_FIREBASE_* variables (see web/.env.example). */
import type { FirebaseOptions } from 'firebase/app';

export interface FirebaseSettings {
  options: FirebaseOptions;
  functionsRegion: string;
  /** Talk to the local emulator suite (npm start) instead of the real project. */
  useEmulators: boolean;
  /** Where page views are sent: Hosting rewrites /api/track to the trackPageView function. */
  trackUrl: string;
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
    trackUrl: useEmulators
      ? `http://127.0.0.1:5001/${projectId}/${functionsRegion}/trackPageView`
      : '/api/track',
  };
}

/** Emulator hosts and ports, as in firebase.json. */
export const EMULATORS = {
  firestore: { host: '127.0.0.1', port: 8080 },
  auth: 'http://127.0.0.1:9099',
  storage: { host: '127.0.0.1', port: 9199 },
  functions: { host: '127.0.0.1', port: 5001 },
} as const;
