#!/usr/bin/env node
/**
 * The owner's account, managed from a trusted machine with the Admin SDK (never from the browser):
 *
 *   npm run owner -- create you@example.com      # creates the owner: a password you type, the claim, sign-ups closed
 *   npm run owner -- create you@example.com --link            # ... or prints a link to set the password
 *   npm run owner -- promote you@example.com     # makes an existing account the owner, if it can be trusted
 *   npm run owner -- create new@example.com --replace        # ... or promote: the one owner becomes another
 *   npm run owner -- reset-2fa you@example.com   # a lost authenticator: removes the second factor, signs out everywhere
 *   npm run owner -- status you@example.com      # what the account is: claims, providers, second factor
 *
 * Options: --project <id> (default: .firebaserc's), --password-stdin (read the password from the first
 * line of standard input, for scripts), --replace (create and promote: the site has one owner, so
 * making another takes the claim from the one there is and ends every session).
 * Real project: needs Google credentials with Firebase Auth admin rights, e.g.
 * `gcloud auth application-default login` or GOOGLE_APPLICATION_CREDENTIALS=/path/key.json.
 * Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 (and FIRESTORE_EMULATOR_HOST for the
 * sessions state that --replace and reset-2fa write); no credentials; project demo-portfolio.
 *
 * Why `create`: client sign-ups are closed (the beforeUserCreated function refuses every one, and
 * `create` also turns sign-up off in the project's settings), so the owner's account is made here, where
 * blocking functions do not apply. Nobody can register the owner's address first and wait.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import { addressProblems } from './owner-address.mjs';
import { currentOwners, demote, endEverySession } from './owner-sessions.mjs';
import { CREATED_BY_COMMAND_CLAIM, promotionProblems } from './owner-trust.mjs';

const USAGE = `usage: npm run owner -- <command> <email> [--project <id>]
  create <email> [--link | --password-stdin]   create the owner's account (sign-ups stay closed)
  promote <email>                              make an existing, trusted account the owner
  create|promote ... --replace                 the same when there is an owner: it stops being one
  reset-2fa <email>                            remove the second factor (lost device) and sign out everywhere
  status <email>                               show the account's claims, providers and second factor`;
const MIN_PASSWORD = 12;

function fail(message, code = 1) {
  console.error(`owner: ${message}`);
  process.exit(code);
}
const say = (message) => console.log(`owner: ${message}`);

function parseArgs(argv) {
  const args = [...argv];
  const flag = (name) => {
    const at = args.indexOf(name);
    if (at < 0) return false;
    args.splice(at, 1);
    return true;
  };
  const option = (name) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [, value] = args.splice(at, 2);
    if (!value) fail(`${name} needs a value`, 2);
    return value;
  };
  const project = option('--project');
  const link = flag('--link');
  const passwordStdin = flag('--password-stdin');
  const replace = flag('--replace');
  const unknown = args.find((a) => a.startsWith('--'));
  if (unknown) fail(`unknown option ${unknown}\n${USAGE}`, 2);
  const [command, email, ...rest] = args;
  if (!command || !email || rest.length > 0) fail(USAGE, 2);
  if (!['create', 'promote', 'reset-2fa', 'status'].includes(command)) {
    // The command used to take the address alone; say what it became rather than guess.
    fail(`unknown command "${command}"\n${USAGE}`, 2);
  }
  if (email !== email.trim() || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`"${email}" is not an e-mail address`, 2);
  if (replace && !['create', 'promote'].includes(command)) fail(`--replace is for create and promote\n${USAGE}`, 2);
  return { command, email, project, link, passwordStdin, replace };
}

function defaultProject() {
  try {
    return JSON.parse(readFileSync(new URL('../.firebaserc', import.meta.url), 'utf8')).projects?.default;
  } catch {
    return undefined;
  }
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question) {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    rl._writeToOutput = (text) => {
      if (text.includes(question)) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(fromStdin) {
  if (fromStdin) {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
  }
  if (!process.stdin.isTTY) fail('no terminal to type a password in: use --password-stdin or --link', 2);
  const first = await askHidden(`Password for the owner (at least ${MIN_PASSWORD} characters): `);
  const second = await askHidden('The same password again: ');
  if (first !== second) fail('the two passwords differ; nothing was created');
  return first;
}

/**
 * Closes client sign-ups in the project's own settings (Identity Platform): no client may create an
 * account by any method, anonymous sign-in is off, TOTP second factors are on, and email enumeration
 * protection is on (projects made before September 2023 have it off). The blocking function refuses
 * sign-ups too; this is the same door shut twice.
 */
async function lockProject(auth, projectId) {
  const { token } = await applicationDefault().getAccessToken();
  const response = await fetch(
    `https://identitytoolkit.googleapis.com/admin/v2/projects/${projectId}/config?updateMask=client.permissions.disabledUserSignup,signIn.anonymous.enabled`,
    {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ client: { permissions: { disabledUserSignup: true } }, signIn: { anonymous: { enabled: false } } }),
    },
  );
  if (!response.ok) {
    fail(
      `could not close sign-ups in the project's settings (${response.status}: ${(await response.text()).slice(0, 300)}). ` +
        'Is the project on Firebase Authentication with Identity Platform (docs/deploy.md)?',
    );
  }
  await auth.projectConfigManager().updateProjectConfig({
    multiFactorConfig: { providerConfigs: [{ state: 'ENABLED', totpProviderConfig: { adjacentIntervals: 1 } }] },
    // Email enumeration protection: a wrong password and an unknown address get the same answer.
    emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
  });
  say(
    `project ${projectId}: client sign-ups off, anonymous sign-in off, authenticator-app second factors on, ` +
      'email enumeration protection on.',
  );
}

async function findUser(auth, email) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (error?.code === 'auth/user-not-found') return null;
    throw error;
  }
}

const describeUser = (user) => {
  const providers = user.providerData.map((p) => p.providerId).join(', ') || 'none';
  const factors = user.multiFactor?.enrolledFactors ?? [];
  return [
    `uid ${user.uid}, created ${user.metadata.creationTime}`,
    `providers: ${providers}; address verified: ${user.emailVerified ? 'yes' : 'no'}`,
    `owner: ${user.customClaims?.admin === true ? 'yes' : 'no'}; second factor: ${
      factors.length ? factors.map((f) => f.factorId).join(', ') : 'none'
    }${user.customClaims?.second_factor === true ? ' (required by the rules)' : ''}`,
  ].join('\n  ');
};

/**
 * The owners there are now, but `email`'s account; refuses when the address is not one an owner may
 * have, or when there is an owner already and the command was not told to replace it.
 */
async function ownersToReplace(auth, email, replace, verb) {
  const others = (await currentOwners(auth)).filter((owner) => owner.email?.toLowerCase() !== email.toLowerCase());
  const problems = addressProblems(
    email,
    others.map((owner) => owner.email ?? ''),
  );
  if (problems.length > 0) fail(`refused to make ${email} the owner:\n  - ${problems.join('\n  - ')}`);
  if (others.length > 0 && !replace) {
    const names = others.map((owner) => `${owner.email} (uid ${owner.uid})`).join(', ');
    fail(
      `refused to make ${email} the owner: ${names} ${others.length > 1 ? 'are owners' : 'is the owner'} already, and the site has one.\n` +
        `  To make ${email} the owner instead, run: npm run owner -- ${verb} ${email} --replace\n` +
        '  (it takes the claim from the owner there is and signs out every session).',
    );
  }
  return others;
}

/** The replaced owners lose the claim; every session ends, for the rules at once. */
async function replaceOwners(app, auth, others, target) {
  if (others.length === 0) return;
  await demote(auth, others);
  await endEverySession(app, { secondFactor: false }, say);
  say(`${others.map((owner) => owner.email).join(', ')} on ${target}: no longer the owner, every session signed out.`);
}

async function create(app, auth, { email, link, passwordStdin, replace }, target) {
  const existing = await findUser(auth, email);
  if (existing) {
    fail(
      `an account with the address ${email} already exists (${describeUser(existing)}).\n` +
        `  If you made it yourself: npm run owner -- promote ${email}. If not, delete it in the Firebase console ` +
        '(Authentication > Users) and run create again.',
    );
  }
  const others = await ownersToReplace(auth, email, replace, 'create');
  let password;
  if (!link) {
    password = await readPassword(passwordStdin);
    if (password.length < MIN_PASSWORD) fail(`the password is shorter than ${MIN_PASSWORD} characters; nothing was created`);
  }
  // Verified: the operator vouches for the address on a trusted machine, and a second factor can
  // only be enrolled on an account whose address is verified.
  const user = await auth.createUser({ email, emailVerified: true, ...(password ? { password } : {}) });
  await replaceOwners(app, auth, others, target);
  await auth.setCustomUserClaims(user.uid, { admin: true, [CREATED_BY_COMMAND_CLAIM]: true });
  say(`created the owner ${email} (uid ${user.uid}) on ${target}.`);
  if (link) {
    say(`set the password with this link (it works once, for one hour):\n  ${await auth.generatePasswordResetLink(email)}`);
  }
  say('sign in at /admin, then add an authenticator app in Settings > Security.');
}

async function promote(app, auth, { email, replace }, target) {
  const user = await findUser(auth, email);
  if (!user) fail(`no account with the address ${email}. Create it with: npm run owner -- create ${email}`);
  const problems = promotionProblems(user);
  if (problems.length > 0) {
    fail(
      `refused to make ${email} the owner: ${problems.join('; ')}.\n` +
        `  Delete the account (Firebase console > Authentication > Users) and run: npm run owner -- create ${email}`,
    );
  }
  // The address as the account holds it: the one a password reset would go to.
  const others = await ownersToReplace(auth, user.email ?? email, replace, 'promote');
  if (!user.emailVerified && user.customClaims?.[CREATED_BY_COMMAND_CLAIM] === true) {
    // An owner made by an earlier create, which left the address unverified: no factor could be enrolled.
    await auth.updateUser(user.uid, { emailVerified: true });
    say(`${email}: address marked verified (create made the account), so an authenticator app can be added.`);
  }
  if (user.customClaims?.admin === true && others.length === 0) {
    say(`${email} (uid ${user.uid}) is already the owner on ${target}.`);
    return;
  }
  await replaceOwners(app, auth, others, target);
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  say(`${email} (uid ${user.uid}) is now the owner on ${target}. Sign out and in again to pick up the claim.`);
}

async function resetSecondFactor(app, auth, { email }, target) {
  const user = await findUser(auth, email);
  if (!user) fail(`no account with the address ${email}`);
  const claims = { ...(user.customClaims ?? {}) };
  delete claims.second_factor;
  await auth.updateUser(user.uid, { multiFactor: { enrolledFactors: null } });
  await auth.setCustomUserClaims(user.uid, claims);
  // Whoever holds the lost device's sessions is signed out too: no new ID token (refresh tokens
  // revoked), and the rules refuse the ones already issued (docs/security.md, "Signed out everywhere").
  await auth.revokeRefreshTokens(user.uid);
  await endEverySession(app, { secondFactor: false }, say);
  say(
    `${email} on ${target}: second factor removed, every session signed out. ` +
      'Sign in with your password and add an authenticator app again in Settings > Security.',
  );
}

async function status(auth, { email }, target) {
  const user = await findUser(auth, email);
  if (!user) fail(`no account with the address ${email} on ${target}`);
  say(`${email} on ${target}:\n  ${describeUser(user)}`);
}

const options = parseArgs(process.argv.slice(2));
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = options.project || process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT || defaultProject();
if (!projectId) fail('no project: pass --project <project-id> or set a default in .firebaserc');
if (!emulator && projectId.startsWith('demo-')) {
  fail(`"${projectId}" is a demo project that only exists in the emulators; set FIREBASE_AUTH_EMULATOR_HOST or pass --project`);
}
const target = emulator ? `the Auth emulator at ${emulator}` : `project ${projectId}`;
const app = initializeApp({ projectId });
const auth = getAuth(app);

try {
  if (options.command === 'create') {
    if (emulator) {
      say('the Auth emulator has no project settings to close sign-ups with; the beforeUserCreated function refuses them.');
    } else {
      await lockProject(auth, projectId);
    }
    await create(app, auth, options, target);
  } else if (options.command === 'promote') await promote(app, auth, options, target);
  else if (options.command === 'reset-2fa') await resetSecondFactor(app, auth, options, target);
  else await status(auth, options, target);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
process.exit(0);
