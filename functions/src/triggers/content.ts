/**
 * Work on the content after it is written: site search's index, scheduled posts going live, the
 * nightly backup, the responsive variants of each uploaded picture, and the watch over all of them.
 */
import { BACKGROUND_JOBS, COLLECTIONS, type SearchedCollection } from '@portfolio/model';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { firestoreContentReader } from '../backup/firestore-content-reader.js';
import { backUpContent as backUpNow } from '../backup/nightly-export.js';
import { cloudBackupBucket } from '../backup/storage-bucket.js';
import { publishScheduledPosts as publishDuePosts } from '../blog/publish-scheduled.js';
import { backfillDerivedFields } from '../content/derived-fields.js';
import { watchHealth as watchHealthNow } from '../health/watchdog.js';
import { firestoreImageRecords, storageBucket } from '../images/firebase-adapters.js';
import { handleImageUpload } from '../images/on-upload.js';
import { MAIL_FROM, OWNER_EMAIL, SITE_URL, SMTP_PASS } from '../params.js';
import { publicReader } from '../render/public-reads.js';
import { buildStoredIndex } from '../search/build-index.js';
import { changesSearch, indexBuilds, type IndexBuilds } from '../search/index-builds.js';
import { defaultApp } from '../shared/admin-app.js';
import { systemClock } from '../shared/clock.js';
import { plain } from '../shared/firestore-values.js';
import { selectHealthStore, selectStore } from '../store/select-store.js';
import { getMailer, recorded, region, warn } from './shared.js';

// Site search's index (search/): built after a change search can see, one build at a time, never
// on a visitor's request; the render function only reads it.
let searchBuilds: IndexBuilds | undefined;
const searchIndexBuilds = (): IndexBuilds => {
  if (searchBuilds) return searchBuilds;
  const db = getFirestore(defaultApp());
  const read = publicReader(db).parsed;
  searchBuilds = indexBuilds(db, async () => logger.info('Search index built', await buildStoredIndex(db, read, Date.now, warn)));
  return searchBuilds;
};

const indexOnWrite = (collection: SearchedCollection) =>
  onDocumentWritten({ document: `${collection}/{id}`, region, memory: '1GiB', timeoutSeconds: 300, maxInstances: 3 }, async (event) => {
    const before = plain(event.data?.before.data()) as Record<string, unknown> | undefined;
    const after = plain(event.data?.after.data()) as Record<string, unknown> | undefined;
    if (!changesSearch(collection, event.params.id, before, after)) return;
    await recorded('searchIndex', () => searchIndexBuilds().changed(Date.parse(event.time)));
  });

/**
 * One trigger for each collection search covers (its `search` in packages/model), by the name it is
 * deployed under; the type check below refuses a searched collection without one.
 */
const SEARCH_TRIGGERS = { indexPostsForSearch: COLLECTIONS.blogPosts, indexProjectsForSearch: COLLECTIONS.projects } as const;
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const searchTriggersCoverSearch: Exact<(typeof SEARCH_TRIGGERS)[keyof typeof SEARCH_TRIGGERS], SearchedCollection> = true;

export const indexPostsForSearch = indexOnWrite(SEARCH_TRIGGERS.indexPostsForSearch);
export const indexProjectsForSearch = indexOnWrite(SEARCH_TRIGGERS.indexProjectsForSearch);

// Builds the index when none exists yet (the first deploy), its version changed, or a build died.
// First, once per set of derived fields, gives documents stored before one was declared what a save
// would derive (content/derived-fields.ts: a project's technology keys, which the filter asks for).
export const maintainSearchIndex = onSchedule(
  { region, schedule: BACKGROUND_JOBS.searchIndex.schedule, memory: '1GiB', timeoutSeconds: 300, maxInstances: 1 },
  () =>
    recorded('searchIndex', async () => {
      const backfilled = await backfillDerivedFields(getFirestore(defaultApp()));
      if (backfilled) logger.info('Derived fields checked', backfilled);
      if (await searchIndexBuilds().buildIfStale()) logger.info('Search index checked: it was stale and is built');
    }),
);

// Publishes scheduled drafts whose time has come (a post scheduled for 09:00 is public by 09:01).
export const publishScheduledPosts = onSchedule(
  { region, schedule: BACKGROUND_JOBS.publishScheduledPosts.schedule, timeoutSeconds: 60, maxInstances: 1 },
  () =>
    recorded('publishScheduledPosts', async () => {
      const run = await publishDuePosts({ store: selectStore(), clock: systemClock });
      if (run.published.length > 0) logger.info('Scheduled posts published', run);
    }),
);

// Every night at 03:00 UTC, the whole content in the Export's format to Storage's backups/, the newest 30 kept.
export const backUpContent = onSchedule(
  { region, schedule: BACKGROUND_JOBS.backUpContent.schedule, timeZone: 'UTC', memory: '512MiB', timeoutSeconds: 540, maxInstances: 1 },
  () =>
    recorded('backUpContent', async () => {
      const app = defaultApp();
      const run = await backUpNow({
        reader: firestoreContentReader(getFirestore(app), (path, problem) =>
          warn('A stored value was read as its fallback', { path, problem }),
        ),
        bucket: cloudBackupBucket(getStorage(app).bucket()),
        clock: systemClock,
      });
      logger.info('Content backed up', run);
    }),
);

// Every picture uploaded under images/ gets its responsive variants (images/on-upload.ts). AVIF at
// 1600 px takes a few seconds and some memory; a picture is processed once.
export const processUploadedImage = onObjectFinalized({ region, memory: '1GiB', timeoutSeconds: 120, maxInstances: 3 }, async (event) => {
  const app = defaultApp();
  const outcome = await recorded('processUploadedImage', () =>
    handleImageUpload(
      {
        bucket: storageBucket(getStorage(app).bucket(event.data.bucket)),
        records: firestoreImageRecords(getFirestore(app)),
        log: warn,
      },
      { path: event.data.name, contentType: event.data.contentType },
    ),
  );
  if (outcome === 'processed') logger.info('Picture processed', { path: event.data.name });
});

// Mails the owner once when a job stops or mail keeps failing, and once when it recovers (health/watchdog.ts).
export const watchHealth = onSchedule(
  { region, schedule: BACKGROUND_JOBS.watchHealth.schedule, secrets: [SMTP_PASS], timeoutSeconds: 60, maxInstances: 1 },
  () =>
    recorded('watchHealth', async () => {
      const run = await watchHealthNow({
        health: selectHealthStore(),
        mailer: getMailer,
        mailFrom: MAIL_FROM.value(),
        ownerEmail: OWNER_EMAIL.value(),
        siteUrl: SITE_URL.value(),
        clock: systemClock,
        log: warn,
      });
      if (run.opened.length + run.recovered.length > 0) logger.info('Health watch', run);
    }),
);
