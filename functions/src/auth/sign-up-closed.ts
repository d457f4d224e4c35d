import { HttpsError } from 'firebase-functions/v2/identity';

export const SIGN_UP_CLOSED = 'Sign-up is closed: this site has a single owner account, created with npm run owner.';

/**
 * beforeUserCreated's logic: every account a client tries to create is refused, whatever its address
 * (the owner's too, in any spelling), provider or lack of one. The web app's API key is public, so
 * without this anyone could create an account through the Auth REST API; the owner's own account is
 * created by `npm run owner -- create` with the Admin SDK, which blocking functions do not apply to.
 * So there is no window between deploying and creating the owner in which a stranger could register
 * the owner's address first.
 */
export function refuseSignUp(): never {
  throw new HttpsError('permission-denied', SIGN_UP_CLOSED);
}
