/// <reference types="vite/client" />

/** 'memory' or 'firebase': which adapter this build carries (set in vite.config.ts). */
declare const __DATA_BACKEND__: 'memory' | 'firebase';

interface ImportMetaEnv {
  readonly VITE_BACKEND?: 'firebase' | 'memory';
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_FUNCTIONS_REGION?: string;
  /** "host:port" of each emulator when not firebase.json's (see data/firebase/config.ts). */
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_STORAGE_EMULATOR_HOST?: string;
  readonly VITE_FUNCTIONS_EMULATOR_HOST?: string;
  /** 'false' when served through the Hosting emulator, which rewrites /api/track itself. */
  readonly VITE_EMULATOR_TRACK_DIRECT?: string;
}
