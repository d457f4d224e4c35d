import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * The Admin SDK's default app, made on first use. Checked by name: the Functions emulator's runtime
 * may hold apps of its own, so "no app yet" is not the same as "no default app".
 */
export function defaultApp(): App {
  return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
}
