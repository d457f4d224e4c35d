// @vitest-environment node
/**
 * The Firebase half of the contract, against the local emulator suite. `firebase emulators:exec`
 * sets the *_EMULATOR_HOST variables of the emulators it started; each part of the contract runs
 * only when its emulators are up:
 * - npm test starts Auth and Firestore (scripts/emulators.mjs): authentication and documents run.
 * - Storage runs only where firebase-tools can start it (Java 21 and its download): files run there.
 */
import { beforeAll } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import { createFirebasePort, firebaseSettingsFromEnv } from '../firebase';
import { clearFirestoreEmulator } from '../../../../scripts/clear-firestore-emulator.mjs';
import { conflictContract } from './conflict-contract';
import { contentContract } from './content-contract';
import { importContract } from './import-contract';
import { importTrustContract } from './import-trust-contract';
import { accountContract, type AccountContractSetup } from './account-contract';
import { accessContract, authContract, filesContract, type ContractContext } from './contract';
import { documentsContract } from './documents-contract';

const PROJECT = 'demo-portfolio';
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const STORAGE = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

const owner = { email: 'owner@example.com', password: 'contract-owner-pw' };
const stranger = { email: 'stranger@example.com', password: 'contract-stranger-pw' };

/** The Auth emulator's admin API (the Admin SDK's endpoints, authorised by "Bearer owner"). */
async function authAdmin(path: string, body?: unknown, method = 'POST') {
  const response = await fetch(`http://${AUTH}/${path}`, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function resetBackend() {
  if (FIRESTORE) await clearFirestoreEmulator(PROJECT, FIRESTORE);
  await authAdmin(`emulator/v1/projects/${PROJECT}/accounts`, undefined, 'DELETE');
  const base = `identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`;
  const created = await authAdmin(base, { ...owner });
  await authAdmin(`${base}:update`, { localId: created.localId, customAttributes: JSON.stringify({ admin: true }) });
  await authAdmin(base, { ...stranger });
}

let appCount = 0;
const setup: AccountContractSetup = {
  async fresh() {
    await resetBackend();
    const env = {
      VITE_USE_EMULATORS: 'true',
      VITE_AUTH_EMULATOR_HOST: AUTH,
      VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE,
      VITE_STORAGE_EMULATOR_HOST: STORAGE,
    };
    const settings = firebaseSettingsFromEnv(env as ImportMetaEnv);
    const app = initializeApp(settings.options, `contract-${appCount++}`);
    const port = createFirebasePort(settings, app);
    return Object.assign({ port, owner, stranger }, { app });
  },
  async teardown(ctx) {
    await ctx.port.signOut().catch(() => undefined);
    await deleteApp((ctx as ContractContext & { app: Parameters<typeof deleteApp>[0] }).app);
  },
};

// The first owner session loads the live SDK (firebase/firestore with gRPC: several megabytes of
// modules in Node). On a loaded CI machine that first load once outlasted a live-update test's 20 s
// wait, which is for the update, not for Node reading modules: the modules are read here, once,
// untimed by any test. (A port whose app a test deleted while that load ran warns "Component
// firestore has not been registered yet": harmless, that port is gone.)
beforeAll(() => import('firebase/firestore'), 180_000);

if (AUTH) authContract('Firebase adapter (emulators)', setup);
if (AUTH && FIRESTORE) documentsContract('Firebase adapter (emulators)', setup);
if (AUTH && FIRESTORE) accessContract('Firebase adapter (emulators)', setup);
if (AUTH && FIRESTORE) contentContract('Firebase adapter (emulators)', setup);
if (AUTH && FIRESTORE) importContract('Firebase adapter (emulators)', setup);
if (AUTH && FIRESTORE) conflictContract('Firebase adapter (emulators)', setup);
if (AUTH && FIRESTORE) importTrustContract('Firebase adapter (emulators)', setup);
if (AUTH && FIRESTORE && STORAGE) filesContract('Firebase adapter (emulators)', setup);
if (AUTH) accountContract('Firebase adapter (emulators)', setup);

console.info(
  `Firebase contract: authentication ${AUTH ? 'runs' : 'skipped'}; documents ${
    FIRESTORE ? 'run' : 'skipped (no Firestore emulator)'
  }; files ${STORAGE ? 'run' : 'skipped (no Storage emulator)'}.`,
);
