#!/usr/bin/env node
// `npm start`: the development server on http://localhost:5173.
// With Java 21 (the Firestore and Storage emulators need it) the site runs on the Firebase
// emulator suite with the sample content imported; otherwise on the in-memory adapter.
import { canRunFirestoreEmulators, javaMajorVersion, npm, npx } from './lib.mjs';

if (canRunFirestoreEmulators()) {
  console.log('Starting on the Firebase emulator suite (Auth, Firestore, Storage, Functions) with sample content.');
  await npm(['run', 'build', '-w', 'functions']);
  const code = await npx(
    [
      'firebase', 'emulators:exec', '--project', 'demo-portfolio', '--only', 'auth,firestore,storage,functions',
      'node scripts/seed-emulators.mjs && npm run dev -w web',
    ],
    { env: { ...process.env, VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'true' } },
  );
  process.exit(code);
} else {
  console.log(
    `Firestore and Storage emulators unavailable (they need Java 21; found ${javaMajorVersion() || 'none'}): ` +
      'starting on the in-memory adapter with sample content. Sign in at /admin as owner@example.com / demo1234.',
  );
  process.exit(await npm(['run', 'dev', '-w', 'web'], { env: { ...process.env, VITE_BACKEND: 'memory' } }));
}
