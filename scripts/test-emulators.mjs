#!/usr/bin/env node
// `npm run test:emulators`: the suites that need the Firestore and Storage emulators (Java 21):
// the security rules, the Firebase half of the data-port contract, and the functions on Firestore.
import { canRunFirestoreEmulators, javaMajorVersion, npm, npx } from './lib.mjs';

if (!canRunFirestoreEmulators()) {
  console.error(
    `Cannot run: the Firestore and Storage emulators need Java 21 or newer (found ${javaMajorVersion() || 'none'}).`,
  );
  process.exit(1);
}

const exec = (only, command) =>
  npx(['firebase', 'emulators:exec', '--project', 'demo-portfolio', '--only', only, command]);

const codes = [];
codes.push(await exec('firestore,storage', 'npx vitest run --config rules-tests/vitest.config.ts'));
codes.push(await exec('auth,firestore,storage', 'npx vitest run --root web --config vitest.emulators.config.ts'));
codes.push(await npm(['run', 'test:firestore', '-w', 'functions']));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
