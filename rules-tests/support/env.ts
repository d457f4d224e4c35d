/**
 * One rules test environment per suite file, against the emulators of firebase.json, with the
 * rules read from disk. Data is cleared before every test, so each test sees only what it seeds.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { deleteObject, listAll, ref, type FirebaseStorage, type StorageReference } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export const PROJECT_ID = 'demo-portfolio';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const readRepoFile = (name: string) => readFileSync(repoRoot + name, 'utf8');

interface EmulatorAddress {
  host: string;
  port: number;
}
const emulators = (JSON.parse(readRepoFile('firebase.json')) as { emulators: Record<string, EmulatorAddress> }).emulators;

/** The emulator's address: the one the emulator runner exported (FIRESTORE_EMULATOR_HOST...), else firebase.json's. */
function emulator(name: 'firestore' | 'storage'): EmulatorAddress {
  const exported = name === 'firestore' ? process.env.FIRESTORE_EMULATOR_HOST : process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (exported) {
    const at = exported.lastIndexOf(':');
    return { host: exported.slice(0, at), port: Number(exported.slice(at + 1)) };
  }
  const address = emulators[name];
  if (!address) throw new Error(`firebase.json names no ${name} emulator`);
  return { host: address.host, port: address.port };
}

export const FIRESTORE_EMULATOR = emulator('firestore');

/**
 * Storage runs only where firebase-tools can start it (see scripts/emulators.mjs); the storage suite is
 * left out of the run elsewhere (rules-tests/vitest.config.ts), so only the Firestore environment starts.
 */
export const STORAGE_RUNS = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

/** The three callers every rule is tried with. */
export type Role = 'anonymous' | 'visitor' | 'owner';
export const ROLES: readonly Role[] = ['anonymous', 'visitor', 'owner'];

function context(env: RulesTestEnvironment, role: Role): RulesTestContext {
  switch (role) {
    case 'anonymous':
      return env.unauthenticatedContext();
    case 'visitor':
      // Anyone can create an account with the public API key: signed in, but no admin claim.
      return env.authenticatedContext('visitor-uid', { email: 'visitor@example.com', email_verified: true });
    case 'owner':
      return env.authenticatedContext('owner-uid', { email: 'owner@example.com', admin: true });
  }
}

/*
 * rules-unit-testing hands out compat instances; the modular functions accept them (they unwrap
 * the compat wrapper), which is what lets these tests make the same calls as the app.
 */
const modularFirestore = (ctx: RulesTestContext) => ctx.firestore() as unknown as Firestore;
const modularStorage = (ctx: RulesTestContext) => ctx.storage() as unknown as FirebaseStorage;

/** Deletes every file under `folder`. (env.clearStorage() deletes only the files at the bucket root.) */
async function deleteAll(folder: StorageReference): Promise<void> {
  const { items, prefixes } = await listAll(folder);
  await Promise.all([...items.map((item) => deleteObject(item)), ...prefixes.map(deleteAll)]);
}

export interface RulesSuite {
  /** Firestore as seen by a caller in the given role. */
  db(role: Role): Firestore;
  /** Firestore for a caller with any token (for claims other than the three roles). */
  dbWithToken(uid: string, token: Record<string, unknown>): Firestore;
  storage(role: Role): FirebaseStorage;
  /** Writes test data with the rules switched off. */
  seed(write: (db: Firestore, storage: FirebaseStorage) => Promise<unknown>): Promise<void>;
}

/** Registers the hooks of one suite file and returns its callers. */
export function useRulesSuite(): RulesSuite {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('the rules test environment is not started (beforeAll did not run)');
    return env;
  };

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...FIRESTORE_EMULATOR, rules: readRepoFile('firestore.rules') },
      ...(STORAGE_RUNS ? { storage: { ...emulator('storage'), rules: readRepoFile('storage.rules') } } : {}),
    });
  });
  beforeEach(async () => {
    await current().clearFirestore();
    if (STORAGE_RUNS) await current().withSecurityRulesDisabled((ctx) => deleteAll(ref(modularStorage(ctx))));
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  return {
    db: (role) => modularFirestore(context(current(), role)),
    dbWithToken: (uid, token) => modularFirestore(current().authenticatedContext(uid, token)),
    storage: (role) => modularStorage(context(current(), role)),
    seed: (write) =>
      current().withSecurityRulesDisabled(async (ctx) => {
        // Storage is handed over only where it runs: asking for it without its emulator throws.
        await write(modularFirestore(ctx), STORAGE_RUNS ? modularStorage(ctx) : (undefined as unknown as FirebaseStorage));
      }),
  };
}
