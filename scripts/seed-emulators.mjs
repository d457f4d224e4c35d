#!/usr/bin/env node
// Replaces whatever the running emulators hold with the sample content (npm start, npm run serve, and
// before each browser test on the emulators): the same content the in-memory demo starts with, plus a
// local owner account with the admin claim.
import { FIREBASE_SERVER_SDKS, importBundle } from './import-bundle.mjs';
import { compareDocuments, writeDocuments } from './put-back-documents.mjs';
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
const { sampleState, withSamplePhotos, firestoreImageRecords, COLLECTION_DECLARATIONS, SEARCHED_COLLECTIONS } = await importBundle(
  {
    contents: [
      "export { sampleState } from './web/src/data/memory/seed.ts';",
      "export { withSamplePhotos } from './web/src/data/memory/sample-photos.ts';",
      "export { firestoreImageRecords } from './functions/src/images/firebase-adapters.ts';",
      "export { COLLECTION_DECLARATIONS, SEARCHED_COLLECTIONS } from '@portfolio/model';",
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

// The sample's times count back from when the stack started (or from now, seeded alone), so every
// re-seed of one stack wants the same documents and writes back only what a test changed.
const sampleNow = Number(process.env.STACK_STARTED_AT) || Date.now();

/** The fields of a document that Firestore holds as timestamps (the sample content has ISO strings). */
const timeFields = (collection, id) =>
  new Set(
    Object.entries(COLLECTION_DECLARATIONS[collection]?.docType(id)?.fields ?? {}).flatMap(([k, f]) => (f.kind === 'time' ? [k] : [])),
  );

/** Every document of the sample, by path ('collection/id'), as Firestore holds it. */
const wanted = new Map();
for (const [collection, docs] of Object.entries(withSamplePhotos(sampleState(sampleNow), photos).docs)) {
  for (const [id, data] of Object.entries(docs)) {
    const times = timeFields(collection, id);
    wanted.set(
      `${collection}/${id}`,
      Object.fromEntries(
        Object.entries(data).map(([k, v]) => [k, times.has(k) && typeof v === 'string' ? Timestamp.fromDate(new Date(v)) : v]),
      ),
    );
  }
}
// The photographs' records, as the upload trigger's own adapter stores them.
const recordsInto = { collection: (c) => ({ doc: (id) => ({ set: async (data) => void wanted.set(`${c}/${id}`, data) }) }) };
for (const photo of photos) await firestoreImageRecords(recordsInto).record(photo.record);
// The sample's page views come with their rollups already counted: the rollup job's watermark
// (functions/src/analytics/rollup-job.ts, fn_state/analytics_rollup) starts after them, or its
// first run would fold them in a second time and the dashboard would show every sample view twice.
wanted.set('fn_state/analytics_rollup', { folded_until: Timestamp.fromMillis(sampleNow) });

// Site search's index (fn_search*, functions/src/search/stored-index.ts) is built by the functions
// from the searched collections. It stays when none of them changed and its last build is done;
// otherwise it goes with the rest, and every searched document is written again so that the search
// triggers build it anew.
const searched = (path) => SEARCHED_COLLECTIONS.some((collection) => path.startsWith(`${collection}/`));
const searchIndex = (path) => /^fn_search(_[a-z]+)?\//.test(path);
const { held, changed, extra } = await compareDocuments(db, wanted);
const build = (await buildState.get()).data() ?? {};
const indexKept =
  held.has('fn_search/meta') &&
  (build.builtAt ?? 0) > (build.requestedAt ?? 0) &&
  !((build.leaseUntil ?? 0) > Date.now()) &&
  ![...changed, ...extra].some(searched);
// A write that changes nothing fires no trigger: to build the index anew, the searched documents go
// first and come back as new ones.
const rebuilt = indexKept ? [] : [...wanted.keys()].filter((path) => searched(path) && held.has(path));
const remove = [...extra.filter((path) => !(indexKept && searchIndex(path))), ...rebuilt];
const write = indexKept ? changed : [...new Set([...changed, ...[...wanted.keys()].filter(searched)])];
await writeDocuments(db, wanted, [], remove);
const writeTimes = await writeDocuments(db, wanted, write, []);
/** When the last searched document was written (as Firestore stamps it): search's index must follow it. */
const searchedWrittenAt = Math.max(0, ...[...writeTimes].filter(([path]) => searched(path)).map(([, time]) => time));

const auth = getAuth();
const email = 'owner@example.com';
const password = 'demo1234';
const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email, password }));
// As `npm run owner -- create` would (scripts/owner.mjs); sign-ups are closed, so the Admin SDK makes it.
await auth.setCustomUserClaims(user.uid, { admin: true, created_by_owner_command: true });
console.log(
  `Seeded ${wanted.size} documents (${write.length} written, ${remove.length} removed${indexKept ? ', search index kept' : ''}). Local owner account (emulator only): ${email} / ${password}`,
);

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
