#!/usr/bin/env node
// Replaces whatever the running emulators hold with the sample content (npm start, npm run serve, and
// before each browser test on the emulators): the same content the in-memory demo starts with, plus a
// local owner account with the admin claim.
import { FIREBASE_SERVER_SDKS, importBundle } from './import-bundle.mjs';
import { clearFirestoreEmulator } from './clear-firestore-emulator.mjs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { SAMPLE_PHOTOS_URL, samplePhotos } from './sample-photos.mjs';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('Refusing to seed: this script only writes to the local emulators.');
  process.exit(1);
}

// The sample content is TypeScript in the web app, and which fields are timestamps is declared in
// packages/model.
const { sampleState, withSamplePhotos, firestoreImageRecords, COLLECTION_DECLARATIONS } = await importBundle(
  {
    contents: [
      "export { sampleState } from './web/src/data/memory/seed.ts';",
      "export { withSamplePhotos } from './web/src/data/memory/sample-photos.ts';",
      "export { firestoreImageRecords } from './functions/src/images/firebase-adapters.ts';",
      "export { COLLECTION_DECLARATIONS } from '@portfolio/model';",
    ].join('\n'),
  },
  { external: FIREBASE_SERVER_SDKS },
);

// The sample's photographs, as if the owner had uploaded them: made by the upload trigger's own code
// (once, then kept: scripts/sample-photos.mjs), each item given what the editor copies from its
// record, and the records stored as the trigger stores them (below). The dev server (npm start)
// serves them from where they are kept; Hosting (npm run serve, the stack) from its public folder.
const made = await samplePhotos({ progress: (line) => console.log(line) });
const photos = made.photos.map((photo) => ({ ...photo, src: `${SAMPLE_PHOTOS_URL}/${photo.path}` }));
const hostingPublic = process.env.STACK_LOG ? join(dirname(process.env.STACK_LOG), 'public') : null;
if (hostingPublic && existsSync(hostingPublic)) {
  const served = join(hostingPublic, SAMPLE_PHOTOS_URL);
  const copied = join(served, `.${basename(made.folder)}`);
  if (!existsSync(copied)) {
    rmSync(served, { recursive: true, force: true });
    cpSync(made.folder, served, { recursive: true, filter: (file) => !file.endsWith('records.json') });
    writeFileSync(copied, '');
  }
}

initializeApp({ projectId: 'demo-portfolio' });
const db = getFirestore();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Site search's index is built by the functions after posts and projects change, one build at a time
// under a lease in fn_search/build (functions/src/search/index-builds.ts). A build still running from
// the last test's edits would lose its lease to the clearing below and race the builds of the sample
// content: it finishes first.
const buildState = db.collection('fn_search').doc('build');
const leaseGivenUpAt = Date.now() + 60_000;
while (((await buildState.get()).data()?.leaseUntil ?? 0) > Date.now()) {
  if (Date.now() > leaseGivenUpAt) {
    console.warn('A search index build has held its lease for a minute; clearing it with the rest.');
    break;
  }
  await sleep(200);
}

// Back to the sample content exactly: every document of the emulator's project goes first.
await clearFirestoreEmulator('demo-portfolio');
/** The fields of a document that Firestore holds as timestamps (the sample content has ISO strings). */
const timeFields = (collection, id) =>
  new Set(
    Object.entries(COLLECTION_DECLARATIONS[collection]?.docType(id)?.fields ?? {}).flatMap(([k, f]) => (f.kind === 'time' ? [k] : [])),
  );

let count = 0;
/** When the last post or project was written (as Firestore stamps it): search's index must follow it. */
let searchedWrittenAt = 0;
for (const [collection, docs] of Object.entries(withSamplePhotos(sampleState(), photos).docs)) {
  const batch = db.batch();
  for (const [id, data] of Object.entries(docs)) {
    const times = timeFields(collection, id);
    const converted = Object.fromEntries(
      Object.entries(data).map(([k, v]) => [k, times.has(k) && typeof v === 'string' ? Timestamp.fromDate(new Date(v)) : v]),
    );
    batch.set(db.collection(collection).doc(id), converted);
    count += 1;
  }
  const results = await batch.commit();
  if (collection === 'blog_posts' || collection === 'projects')
    for (const result of results) searchedWrittenAt = Math.max(searchedWrittenAt, result.writeTime.toMillis());
}

const imageRecords = firestoreImageRecords(db);
for (const photo of photos) await imageRecords.record(photo.record);

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

// Site search's index follows the posts and projects: their writes fired indexPostsForSearch and
// indexProjectsForSearch (scripts/local-firestore-triggers.mjs registers them where firebase-tools
// cannot), which build it. A test that searches right away finds the sample content once they are done.
// Three minutes: on a machine loaded to 15 the Functions emulator has taken over a minute to load a
// worker for the first trigger, and a stack that gave up then failed before its first test.
const indexGivenUpAt = Date.now() + 180_000;
for (;;) {
  const state = (await buildState.get()).data() ?? {};
  if ((state.builtAt ?? 0) >= searchedWrittenAt && !((state.leaseUntil ?? 0) > Date.now())) break;
  if (Date.now() > indexGivenUpAt)
    throw new Error('Site search did not index the sample content within three minutes: do the Functions emulator and its triggers run?');
  await sleep(200);
}
