/**
 * `npm run restore` (scripts/restore.mjs) runs this in Node: the owner signs in to a project, and an
 * export goes in through the admin's own Import (importContent: the whole file checked, the site
 * refused unless it is empty, each batch recorded so that a restore stopped midway can be resumed
 * or undone from the admin), under the owner's rights and the security rules, as in the browser.
 */
import { initializeApp } from 'firebase/app';
import type { ExportFile } from '@portfolio/model';
import { importContent, type ImportProgress } from '../content/import-job';
import { SecondFactorRequired, type DataPort } from '../port';
import { firebaseSettingsFromEnv } from './config';
import { createFirebasePort } from './firebase-port';

export interface RestoreAccount {
  email: string;
  password: string;
  /** Asked only when the account has a second factor: the code its authenticator app shows. */
  code: (hint: string) => Promise<string>;
}

async function signInAsOwner(port: DataPort, account: RestoreAccount) {
  const session = await port.signIn(account.email, account.password).catch(async (error: unknown) => {
    if (!(error instanceof SecondFactorRequired)) throw error;
    return error.challenge.confirm(await account.code(error.challenge.hint));
  });
  if (!session.isOwner)
    throw new Error(`${account.email} is not the owner of this site: sign in with the account npm run owner -- create made.`);
}

/** Restores `text` (an export) into the project the VITE_* variables name. */
export async function restoreSite(
  env: Record<string, string | undefined>,
  text: string,
  account: RestoreAccount,
  onProgress: ImportProgress,
): Promise<ExportFile> {
  const settings = firebaseSettingsFromEnv(env as unknown as ImportMetaEnv);
  const port = createFirebasePort(settings, initializeApp(settings.options, 'restore'));
  await signInAsOwner(port, account);
  try {
    return await importContent(port, text, { onProgress });
  } finally {
    await port.signOut();
  }
}
