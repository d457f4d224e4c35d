#!/usr/bin/env node
/**
 * Makes an existing account the site owner: sets the custom claim `admin: true`, which the security
 * rules and the admin screens check. Usage:
 *
 *   npm run owner -- owner@example.com                    # real project (.firebaserc default, or --project)
 *   FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npm run owner -- owner@example.com   # Auth emulator
 *
 * Real project: needs Google credentials with Firebase Auth admin rights, e.g.
 * `gcloud auth application-default login` or GOOGLE_APPLICATION_CREDENTIALS=/path/key.json.
 * Emulator: no credentials; the project id defaults to demo-portfolio.
 * The owner must sign out and in again (or wait up to an hour) for the new claim to reach their token.
 */
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

function fail(message) {
  console.error(`set-owner: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const projectArg = projectFlag >= 0 ? args.splice(projectFlag, 2)[1] : undefined;
const email = args[0];
if (!email || args.length !== 1 || !email.includes('@')) {
  fail('usage: npm run owner -- <email> [--project <project-id>]');
}

function defaultProject() {
  try {
    const rc = JSON.parse(readFileSync(new URL('../.firebaserc', import.meta.url), 'utf8'));
    return rc.projects?.default;
  } catch {
    return undefined;
  }
}

const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = projectArg || process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT || defaultProject();
if (!projectId) fail('no project: pass --project <project-id> or set a default in .firebaserc');
if (!emulator && projectId.startsWith('demo-')) {
  fail(`"${projectId}" is a demo project that only exists in the emulators; set FIREBASE_AUTH_EMULATOR_HOST or pass --project`);
}

const auth = getAuth(initializeApp({ projectId }));
let user;
try {
  user = await auth.getUserByEmail(email);
} catch (error) {
  if (error?.code === 'auth/user-not-found') {
    fail(`no account with the e-mail ${email}. Create it first (Firebase console, or sign up with that address), then run this again.`);
  }
  fail(error instanceof Error ? error.message : String(error));
}
await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
console.log(
  `set-owner: ${email} (uid ${user.uid}) is now the owner on ${emulator ? `the Auth emulator at ${emulator}` : `project ${projectId}`}.` +
    ' Sign out and in again to pick up the claim.',
);
