#!/usr/bin/env node
// `npm run test:emulators`: only the suites on the emulators (npm test runs them too): the security
// rules (Storage's only where its emulator runs), the Firebase half of the data-port contract, and the
// functions on Firestore.
import { firestoreEmulator, storageSkipReason } from './emulators.mjs';
import { npm } from './lib.mjs';
import { withEmulators } from './emulators.mjs';

const firestore = firestoreEmulator();
if (firestore.kind === 'none') {
  console.error(`Cannot run: no Firestore emulator here (${firestore.reason}).`);
  process.exit(1);
}
const storage = storageSkipReason() ? [] : ['storage'];
const codes = [];
codes.push(await withEmulators({ only: ['firestore', ...storage] }, 'npx vitest run --config rules-tests/vitest.config.ts'));
codes.push(
  await withEmulators({ only: ['auth', 'firestore', ...storage] }, 'npx vitest run --root web --config vitest.emulators.config.ts'),
);
codes.push(await npm(['run', 'test:firestore', '-w', 'functions']));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
