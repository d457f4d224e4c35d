/** The Firebase adapter: the product's only backend. */
import type { DataPort } from '../port';
import { firebaseSettingsFromEnv } from './config';
import { createFirebasePort } from './firebase-port';

export { createFirebasePort } from './firebase-port';
export { firebaseSettingsFromEnv, type FirebaseSettings } from './config';

export function createAppDataPort(): DataPort {
  return createFirebasePort(firebaseSettingsFromEnv());
}
