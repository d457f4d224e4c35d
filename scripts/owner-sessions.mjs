/**
 * The owner command's reach beyond one account: who the owners are now, taking the claim from the
 * one being replaced, and ending sessions as the security rules see them (owner_state/sessions,
 * which `isOwner()` in firestore.rules reads; the functions' signOutEverywhere writes the same).
 */
import { getFirestore } from 'firebase-admin/firestore';

/** Claims that make an account the owner; removed from an owner being replaced. */
const OWNER_ONLY_CLAIMS = ['admin', 'second_factor'];

/** Every account holding the owner's claim now. A personal site has a handful of accounts at most. */
export async function currentOwners(auth) {
  const owners = [];
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    owners.push(...page.users.filter((user) => user.customClaims?.admin === true));
    pageToken = page.pageToken;
  } while (pageToken);
  return owners;
}

/**
 * owner_state/sessions: a token signed in before `valid_after` (seconds) is no longer the owner's to
 * the rules, and `second_factor` says whether every token must carry a second factor.
 * On the Auth emulator without the Firestore emulator there is nothing to write to: it says so.
 */
export async function endEverySession(app, { secondFactor }, say) {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST && !process.env.FIRESTORE_EMULATOR_HOST) {
    say('no Firestore emulator (FIRESTORE_EMULATOR_HOST is unset): the sessions state the rules read was not written.');
    return;
  }
  // On the emulators there is no Google metadata server to ask for credentials; looking for one
  // only prints a warning (or waits) where the network answers oddly.
  if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION ??= 'none';
  // The next whole second: a token signed in during this one is over too.
  const validAfter = Math.floor(Date.now() / 1000) + 1;
  await getFirestore(app).collection('owner_state').doc('sessions').set({ valid_after: validAfter, second_factor: secondFactor });
  // A sign-in within the second that ended would count as ended too: the command returns after it.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, validAfter * 1000 - Date.now())));
}

/** Takes the owner's claims from each account and revokes its refresh tokens. */
export async function demote(auth, owners) {
  for (const owner of owners) {
    const claims = Object.fromEntries(Object.entries(owner.customClaims ?? {}).filter(([name]) => !OWNER_ONLY_CLAIMS.includes(name)));
    await auth.setCustomUserClaims(owner.uid, claims);
    await auth.revokeRefreshTokens(owner.uid);
  }
}
