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
}
