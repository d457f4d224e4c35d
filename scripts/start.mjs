#!/usr/bin/env node
// `npm start`: the development server on http://localhost:5173 (hot reload).
// Where a Firestore emulator can run (see scripts/emulators.mjs: on our machines, Google's Debian
// build on Java 17), the app runs on the Firebase emulator suite, seeded with the sample content and a
// local owner account, with a local mail sink printing what the functions send. Elsewhere it runs on
// the in-memory adapter.
import { firestoreEmulator, storageSkipReason } from './emulators.mjs';
import { npm } from './lib.mjs';
import { PORT_SETS, runStack, webBuildEnv } from './stack.mjs';

const firestore = firestoreEmulator();
if (firestore.kind !== 'none') {
  console.log(
    `Backend: the Firebase emulator suite (Auth, Firestore, Functions; Firestore: ${firestore.describe}), seeded with sample content.`,
  );
  const storage = storageSkipReason();
  if (storage) console.log(`${storage} Uploads in the admin fail on this backend; \`npm run demo\` has them.`);
  const ports = PORT_SETS.dev;
  const env = { ...webBuildEnv(ports), VITE_EMULATOR_TRACK_DIRECT: 'true' };
  const code = await runStack({ name: 'dev', ports, web: false, command: 'npm run dev -w web', env });
  process.exit(code);
} else {
  console.log(
    `Backend: the in-memory adapter with sample content (no Firestore emulator here: ${firestore.reason}). ` +
      'Sign in at /admin as owner@example.com / demo1234.',
  );
  process.exit(await npm(['run', 'dev', '-w', 'web'], { env: { ...process.env, VITE_BACKEND: 'memory' } }));
}
