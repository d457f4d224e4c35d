import { HttpsError } from 'firebase-functions/v2/identity';

export const SIGN_UP_CLOSED = 'Sign-up is closed: this site has a single owner account.';

/**
 * beforeUserCreated's logic: the web app's API key is public, so without this anyone could create an
 * account through the Auth REST API. Only the configured owner address may sign up. Signing up does
 * not make anyone the owner: that is the `admin` claim, set by `npm run owner` (scripts/set-owner.mjs),
 * so even someone who registers the owner's address first gains nothing.
 */
export function checkSignUp(ownerEmail: string, email: string | undefined): void {
  const owner = ownerEmail.trim().toLowerCase();
  if (!owner || !email || email.trim().toLowerCase() !== owner) {
    throw new HttpsError('permission-denied', SIGN_UP_CLOSED);
  }
}
