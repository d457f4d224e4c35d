/**
 * Which accounts `npm run owner -- promote` may make the owner, and why the others are refused.
 * Pure: takes an Admin SDK UserRecord (or the same shape), returns the reasons it cannot be trusted.
 *
 * The owner's account should be made by `npm run owner -- create`. An existing account is trusted only
 * if that command made it, or if nobody but the holder of its address could have made it: its address
 * is verified and e-mail/password is its only way in. Anyone could have signed up with the owner's
 * address before sign-ups were closed, or linked another provider to it.
 */

/** The custom claim `create` sets beside `admin`, so a later `promote` knows the account is ours. */
export const CREATED_BY_COMMAND_CLAIM = 'created_by_owner_command';

/** @returns {string[]} why the account cannot be made the owner; empty when it can. */
export function promotionProblems(user) {
  if (user.customClaims?.[CREATED_BY_COMMAND_CLAIM] === true) return [];
  const problems = [];
  const providers = (user.providerData ?? []).map((p) => p.providerId);
  if (!user.email || providers.length === 0) {
    problems.push('it has no e-mail and password sign-in (an anonymous or phone-only account)');
  } else {
    const others = providers.filter((p) => p !== 'password');
    if (others.length > 0) {
      problems.push(`it also signs in with ${others.join(', ')}: the owner signs in with e-mail and password only`);
    }
    if (!providers.includes('password')) problems.push('it has no password');
    if (!user.emailVerified) {
      problems.push('its address was never verified, so whoever created it may not own the address');
    }
  }
  if (user.disabled) problems.push('it is disabled');
  return problems;
}
