#!/usr/bin/env node
/**
 * `npm run restore -- FILE [--email you@example.com]`: puts an export (the admin's Download Export, or a
 * nightly backup from Storage's backups/) into an empty project, through the admin's own Import (the
 * same checks, the same resumable job), signed in as the owner under the security rules.
 *
 * Where it goes: the emulators when FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set
 * (npm run serve prints them; `node scripts/emulators.mjs` sets them for a command); otherwise the
 * project your web build is configured for (web/.env.production.local, the same the deploy check reads).
 * The password comes from RESTORE_PASSWORD or is asked for; a code is asked for if the account has a
 * second factor.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';

import { importBundle } from './import-bundle.mjs';

import { webBuildEnv } from './deploy-check/target.mjs';

const web = resolve(import.meta.dirname, '..', 'web');
const { values: options, positionals } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- FILE [--email owner@example.com]');
  process.exit(2);
}

/** The VITE_* variables of the target: the emulators', or the production build's. */
function targetEnv() {
  const { FIRESTORE_EMULATOR_HOST: firestore, FIREBASE_AUTH_EMULATOR_HOST: auth } = process.env;
  if (firestore && auth) {
    return {
      env: {
        VITE_USE_EMULATORS: 'true',
        VITE_FIRESTORE_EMULATOR_HOST: firestore,
        VITE_AUTH_EMULATOR_HOST: auth,
        VITE_FIREBASE_PROJECT_ID: process.env.GCLOUD_PROJECT,
      },
      where: `the emulators (Firestore ${firestore}, Auth ${auth})`,
    };
  }
  const env = webBuildEnv(web);
  if (!env.VITE_FIREBASE_PROJECT_ID || !env.VITE_FIREBASE_API_KEY) {
    console.error(
      'No target: set the emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST) or your project in web/.env.production.local.',
    );
    process.exit(2);
  }
  return { env, where: `the project ${env.VITE_FIREBASE_PROJECT_ID}` };
}

const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
const ask = async (question) => (await prompt.question(question)).trim();

const text = readFileSync(positionals[0], 'utf8');
const { env, where } = targetEnv();
console.log(`Restoring ${positionals[0]} into ${where}.`);
const email = options.email ?? process.env.RESTORE_EMAIL ?? (await ask("The owner's e-mail: "));
const password = process.env.RESTORE_PASSWORD ?? (await ask('Password (it is shown as you type; or set RESTORE_PASSWORD): '));

// The web app's own code, as it is (its '@' paths, the model, the adapter's lazy parts inline); the
// Firebase SDKs stay packages, resolved from node_modules.
const module = await importBundle('web/src/data/firebase/restore-site.ts', {
  external: ['firebase', 'firebase/*'],
  alias: { '@': resolve(web, 'src') },
  // The build-time variables the web code reads; the target's are passed in.
  define: { 'import.meta.env': '{}' },
});

let shown = -1;
try {
  const file = await module.restoreSite(env, text, { email, password, code: (hint) => ask(`Code from ${hint}: `) }, (done, total) => {
    const percent = Math.floor((done / total) * 100);
    if (percent >= shown + 10 || done === total) console.log(`  ${done} of ${total} batches written`);
    shown = percent;
  });
  console.log(
    `Restored: ${file.projects.length} projects, ${file.posts.length} posts, ${file.resume.length} resume entries, ${file.skills.length} skills.`,
  );
  prompt.close();
  process.exit(0);
} catch (error) {
  const problems = error?.problems?.length ? `\n  ${error.problems.join('\n  ')}` : '';
  console.error(`Not restored: ${error instanceof Error ? error.message : error}${problems}`);
  prompt.close();
  process.exit(1);
}
