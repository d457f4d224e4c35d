#!/usr/bin/env node
// Replaces whatever the running emulators hold with the sample content (npm start, npm run serve, and
// before each browser test on the emulators): the same content the in-memory demo starts with, plus a
// local owner account with the admin claim.
import { build } from 'esbuild';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('Refusing to seed: this script only writes to the local emulators.');
  process.exit(1);
}

// The sample content is TypeScript in the web app, and which fields are timestamps is declared in
// packages/model; bundle both for Node on the fly.
const bundle = await build({
  stdin: {
    contents: "export { sampleState } from './web/src/data/memory/seed.ts'; export { COLLECTION_DECLARATIONS } from '@portfolio/model';",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'silent',
});
const { sampleState, COLLECTION_DECLARATIONS } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
);

initializeApp({ projectId: 'demo-portfolio' });
const db = getFirestore();

// Back to the sample content exactly: every document of the emulator's project goes first.
const cleared = await fetch(
  `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/demo-portfolio/databases/(default)/documents`,
  { method: 'DELETE' },
);
if (!cleared.ok) throw new Error(`Clearing the Firestore emulator failed: ${cleared.status}`);
/** The fields of a document that Firestore holds as timestamps (the sample content has ISO strings). */
const timeFields = (collection, id) =>
  new Set(
    Object.entries(COLLECTION_DECLARATIONS[collection]?.docType(id)?.fields ?? {}).flatMap(([k, f]) => (f.kind === 'time' ? [k] : [])),
  );

let count = 0;
for (const [collection, docs] of Object.entries(sampleState().docs)) {
  const batch = db.batch();
  for (const [id, data] of Object.entries(docs)) {
    const times = timeFields(collection, id);
    const converted = Object.fromEntries(
      Object.entries(data).map(([k, v]) => [k, times.has(k) && typeof v === 'string' ? Timestamp.fromDate(new Date(v)) : v]),
    );
    batch.set(db.collection(collection).doc(id), converted);
    count += 1;
  }
  await batch.commit();
}

// The sample's page views come with their rollups already counted: the rollup job's watermark
// (functions/src/analytics/rollup-job.ts, fn_state/analytics_rollup) starts after them, or its
// first run would fold them in a second time and the dashboard would show every sample view twice.
await db.collection('fn_state').doc('analytics_rollup').set({ folded_until: Timestamp.now() });

const auth = getAuth();
const email = 'owner@example.com';
const password = 'demo1234';
const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email, password }));
// As `npm run owner -- create` would (scripts/owner.mjs); sign-ups are closed, so the Admin SDK makes it.
await auth.setCustomUserClaims(user.uid, { admin: true, created_by_owner_command: true });
console.log(`Seeded ${count} documents. Local owner account (emulator only): ${email} / ${password}`);
