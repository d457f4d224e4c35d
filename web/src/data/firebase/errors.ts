/** Firebase errors → the port's DataError, with messages a person can act on. */
import { FirebaseError } from 'firebase/app';
import { DataError, type DataErrorCode } from '../port';
import { AUTH_MESSAGES } from '../messages';

const AUTH_CODES: Record<string, { code: DataErrorCode; message: string }> = {
  'auth/invalid-credential': { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredentials },
  'auth/invalid-login-credentials': { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredentials },
  'auth/wrong-password': { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredentials },
  'auth/user-not-found': { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredentials },
  'auth/invalid-email': { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredentials },
  'auth/too-many-requests': { code: 'resource-exhausted', message: AUTH_MESSAGES.tooManyRequests },
  'auth/network-request-failed': { code: 'unavailable', message: AUTH_MESSAGES.network },
  'auth/user-disabled': { code: 'permission-denied', message: AUTH_MESSAGES.disabled },
  'auth/requires-recent-login': { code: 'requires-recent-login', message: AUTH_MESSAGES.recentLogin },
  'auth/invalid-verification-code': { code: 'invalid-argument', message: AUTH_MESSAGES.wrongCode },
  'auth/code-expired': { code: 'invalid-argument', message: AUTH_MESSAGES.wrongCode },
  'auth/missing-code': { code: 'invalid-argument', message: AUTH_MESSAGES.wrongCode },
  'auth/totp-challenge-timeout': { code: 'failed-precondition', message: AUTH_MESSAGES.challengeExpired },
  'auth/invalid-multi-factor-session': { code: 'failed-precondition', message: AUTH_MESSAGES.challengeExpired },
  'auth/weak-password': { code: 'invalid-argument', message: AUTH_MESSAGES.weakPassword },
};

const KNOWN: DataErrorCode[] = [
  'not-found',
  'permission-denied',
  'unauthenticated',
  'invalid-argument',
  'resource-exhausted',
  'unavailable',
  'already-exists',
  'failed-precondition',
  'requires-recent-login',
];

/** Storage's names for codes Firestore spells otherwise. */
const RENAMED: Record<string, string> = { 'object-not-found': 'not-found', unauthorized: 'permission-denied' };

export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (error instanceof FirebaseError) {
    const auth = AUTH_CODES[error.code];
    if (auth) return new DataError(auth.code, auth.message);
    // Firestore codes are bare ('permission-denied'); Functions and Storage ones are prefixed.
    const bare = error.code.replace(/^(functions|storage|firestore)\//, '');
    const code = RENAMED[bare] ?? bare;
    const known = (KNOWN as string[]).includes(code) ? (code as DataErrorCode) : 'unknown';
    // A callable function's HttpsError message is written for people; keep it.
    const message = error.message.replace(/^Firebase(?: Storage)?: /, '').replace(/ \((?:[\w-]+\/)?[\w-]+\)\.?$/, '');
    return new DataError(known, message);
  }
  return new DataError('unknown', error instanceof Error ? error.message : String(error));
}
