/**
 * The triggers, and only the triggers: each wraps a handler that lives (and is tested) on its own.
 * Deployed functions: submitContactMessage (callable), retryContactMail (every 5 minutes),
 * trackPageView (HTTP, reached through Hosting's /api/track), rollUpAnalytics (every minute),
 * publishScheduledPosts (every minute), indexPostsForSearch and indexProjectsForSearch (Firestore: site
 * search's index after a change), maintainSearchIndex (every 10 minutes), watchHealth (every 5 minutes: mails the owner when background
 * work stops), backUpContent (nightly: the content to Storage), beforeUserCreated and beforeUserSignedIn
 * (Auth blocking), requireSecondFactor, endOtherSessions and signOutEverywhere (callables, the owner's
 * only), noteFailedSignIn (callable: the login page's report of a wrong password), processUploadedImage
 * (Storage: responsive variants of each uploaded picture), publicPages (HTTP: every public page rendered on the server,
 * /sitemap.xml, /feed.xml, each page's share image under /og/, and search's /search.json and /search-index.json), contactForm (HTTP: the contact form posted without script), checkClientAddress
 * (callable through Hosting's /api/client-address: the owner's check of the visitor address).
 * Configuration: params.ts and docs/functions.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BACKGROUND_JOBS, FUNCTIONS, matchPublicRoute, OWNER_CLAIMS, type JobName, type RenderPage } from '@portfolio/model';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated as onBeforeUserCreated, beforeUserSignedIn as onBeforeUserSignedIn } from 'firebase-functions/v2/identity';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { getStorage } from 'firebase-admin/storage';
import { firestoreImageRecords, storageBucket } from './images/firebase-adapters.js';
import { handleImageUpload } from './images/on-upload.js';
import { runRollupJob } from './analytics/rollup-job.js';
import { trackPageView as handleTrackPageView } from './analytics/track-page-view.js';
import {
  endOtherSessions as handleEndOtherSessions,
  requireSecondFactor as handleRequireSecondFactor,
  signOutEverywhere as handleSignOutEverywhere,
  type Caller,
} from './auth/owner-account.js';
import { noteFailedSignIn as handleFailedSignIn } from './auth/failed-sign-ins.js';
import { noteSignIn, retrySignInNotices, type SignInNoticeDeps } from './auth/sign-in-notice.js';
import { refuseSignUp } from './auth/sign-up-closed.js';
import { publishScheduledPosts as publishDuePosts } from './blog/publish-scheduled.js';
import { retryUndelivered } from './contact/delivery.js';
import { smtpMailer, type Mailer } from './contact/mailer.js';
import { contactFormPost, CONTACT_SENT_QUERY } from './contact/contact-form-post.js';
import { submitContactMessage as handleSubmit } from './contact/submit-contact-message.js';
import {
  CLIENT_IP_HOPS,
  HASH_SECRET,
  HOSTING_CDN_RANGES,
  MAIL_FROM,
  OWNER_EMAIL,
  SITE_URL,
  SMTP_HOST,
  SMTP_PASS,
  SMTP_PORT,
  SMTP_TLS,
  SMTP_USER,
} from './params.js';
import { compressBody } from './render/compress.js';
import { refusePageMethod } from './render/page-methods.js';
import type { BuildManifest } from './render/page-document.js';
import { publicReader } from './render/public-reads.js';
import { serveSeoFile } from './render/seo-files.js';
import { serveSearchFile } from './render/search-files.js';
import { buildStoredIndex } from './search/build-index.js';
import { changesSearch, indexBuilds, type IndexBuilds } from './search/index-builds.js';
import { plain } from './shared/firestore-values.js';
import { servePage, type ServeDeps, type ServedResponse } from './render/serve-page.js';
import type { ShareCard } from './share-image/card.js';
import { serveShareImage } from './share-image/serve.js';
import { headerValue } from './shared/client-ip.js';
import { defaultApp } from './shared/admin-app.js';
import { systemClock } from './shared/clock.js';
import { addressTrust, clientAddressReport, visitorKey } from './shared/visitor-address.js';
import { selectHealthStore, selectStore } from './store/select-store.js';
import { recordingMailer, recordRun } from './health/job-runs.js';
import { watchHealth as watchHealthNow } from './health/watchdog.js';
import { firestoreContentReader } from './backup/firestore-content-reader.js';
import { backUpContent as backUpNow } from './backup/nightly-export.js';
import { backfillDerivedFields } from './content/derived-fields.js';
import { cloudBackupBucket } from './backup/storage-bucket.js';

const region = 'us-central1';

const warn = (message: string, detail?: Record<string, unknown>) => logger.warn(message, detail);

// Built on the first send (param values can only be read at run time) and reused afterwards; every
// send's outcome is recorded (job_health/mail), for the dashboard and the watchdog.
let mailer: Mailer | undefined;
const getMailer = (): Mailer =>
  (mailer ??= recordingMailer(
    smtpMailer({
      host: SMTP_HOST.value(),
      port: SMTP_PORT.value(),
      tls: SMTP_TLS.value(),
      user: SMTP_USER.value(),
      pass: SMTP_PASS.value(),
    }),
    selectHealthStore,
    systemClock,
    warn,
  ));

/** Runs a background job's work, recording its outcome (health/job-runs.ts). */
const recorded = <T>(job: JobName, work: () => Promise<T>) => recordRun(selectHealthStore, systemClock, warn, job, work);
/** Which address rate limits and visitor counts use (shared/client-ip.ts, params.ts). */
const visitorOf = (req: { headers: Record<string, string | string[] | undefined>; ip?: string }) =>
  visitorKey(req.headers, req.ip, addressTrust(CLIENT_IP_HOPS.value(), HOSTING_CDN_RANGES.value(), warn), warn);

const deliveryDeps = () => ({
  store: selectStore(),
  mailer: getMailer,
  mailFrom: MAIL_FROM.value(),
  ownerEmail: OWNER_EMAIL.value(),
  clock: systemClock,
  log: (message: string, detail?: Record<string, unknown>) => logger.warn(message, detail),
});

/**
 * The web app's server entry and its build files, in lib/ssr (web/scripts/build-server.mjs), loaded
 * on the first request of an instance (the cold start) and kept.
 */
let serveDeps: ServeDeps | undefined;
function getServeDeps(): ServeDeps {
  if (serveDeps) return serveDeps;
  const dir = join(__dirname, 'ssr');
  // A CommonJS file built beside this bundle (lib/index.js is CommonJS too), loaded at run time.
  const entry = createRequire(__filename)(join(dir, 'entry-server.cjs')) as { renderPage: RenderPage };
  const read = publicReader(getFirestore(defaultApp()));
  serveDeps = {
    render: entry.renderPage,
    read,
    search: read.search,
    template: readFileSync(join(dir, 'template.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BuildManifest,
    siteUrl: SITE_URL.value(),
  };
  return serveDeps;
}

// satori and resvg load on the first share image an instance draws, not at every cold start.
const drawShareImage = async (card: ShareCard) => (await import('./share-image/render.js')).renderShareImage(card);

/** Sends an answer compressed for the request (Hosting passes a function's answer through as it is). */
const send = (
  req: { get: (name: string) => string | undefined },
  res: { status: (code: number) => { set: (h: Record<string, string>) => { send: (b: Buffer | string) => void } } },
  answer: ServedResponse,
) => {
  const { body, headers } = compressBody(answer.body, req.get('accept-encoding'));
  res
    .status(answer.status)
    .set({ ...answer.headers, ...headers })
    .send(body);
};

export const publicPages = onRequest(
  { region, memory: '512MiB', concurrency: 40, maxInstances: 10, timeoutSeconds: 30, invoker: 'public' },
  async (req, res) => {
    const refused = refusePageMethod(req.method);
    if (refused) return send(req, res, refused);
    try {
      const deps = getServeDeps();
      const picture = await serveShareImage(deps, req.originalUrl, drawShareImage);
      if (picture) return void res.status(picture.status).set(picture.headers).send(picture.body);
      const seo = await serveSeoFile(deps.read, deps.siteUrl, req.path);
      if (seo) return send(req, res, seo);
      const searchFile = deps.search && (await serveSearchFile(deps.search, req.originalUrl));
      if (searchFile) return send(req, res, searchFile);
      const sent = req.originalUrl.includes(CONTACT_SENT_QUERY);
      send(
        req,
        res,
        await servePage(
          deps,
          req.originalUrl,
          sent ? { contactForm: { values: { name: '', email: '', message: '' }, outcome: { ok: true } } } : {},
        ),
      );
    } catch (error) {
      logger.error('Rendering a public page failed', { path: req.path, reason: error instanceof Error ? error.stack : String(error) });
      // Counted by the page's kind (never its raw path, which a visitor chooses), for the dashboard.
      const { kind } = matchPublicRoute(req.path);
      void selectHealthStore()
        .countPageError(kind === 'notFound' ? 'other' : kind, systemClock())
        .catch((failure: unknown) => warn('Counting a failed page failed', { reason: String(failure) }));
      res
        .status(503)
        .set({ 'Cache-Control': 'no-store', 'Retry-After': '5' })
        .send('The page could not be shown just now. Please try again in a moment.');
    }
  },
);

export const contactForm = onRequest(
  { region, secrets: [SMTP_PASS, HASH_SECRET], maxInstances: 5, timeoutSeconds: 60, invoker: 'public' },
  async (req, res) => {
    const ip = visitorOf(req);
    const answer = await contactFormPost(
      {
        submit: (data) => handleSubmit({ ...deliveryDeps(), hashSecret: HASH_SECRET.value() }, data, ip),
        renderHome: (form) => servePage(getServeDeps(), '/', { contactForm: form }),
      },
      req.method,
      req.body,
    );
    send(req, res, answer);
  },
);

export const submitContactMessage = onCall({ region, secrets: [SMTP_PASS, HASH_SECRET], maxInstances: 5, timeoutSeconds: 60 }, (request) =>
  handleSubmit({ ...deliveryDeps(), hashSecret: HASH_SECRET.value() }, request.data, visitorOf(request.rawRequest)),
);

export const retryContactMail = onSchedule(
  { region, schedule: BACKGROUND_JOBS.retryContactMail.schedule, secrets: [SMTP_PASS, HASH_SECRET], timeoutSeconds: 300, maxInstances: 1 },
  () =>
    recorded('retryContactMail', async () => {
      const counts = await retryUndelivered(deliveryDeps());
      if (counts.sent + counts.failed > 0) logger.info('Contact mail retry', counts);
      const notices = await retrySignInNotices(signInNoticeDeps());
      if (notices.sent + notices.failed > 0) logger.info('Sign-in notice retry', notices);
    }),
);

export const trackPageView = onRequest(
  { region, secrets: [HASH_SECRET], maxInstances: 10, timeoutSeconds: 10, invoker: 'public' },
  async (req, res) => {
    // A failing store must not turn into a crash page: the beacon only needs a status.
    const result = await handleTrackPageView(
      { store: selectStore(), hashSecret: HASH_SECRET.value(), clock: systemClock },
      {
        method: req.method,
        contentType: headerValue(req.headers, 'content-type'),
        rawBody: req.rawBody,
        userAgent: headerValue(req.headers, 'user-agent'),
        ip: visitorOf(req),
        host: headerValue(req.headers, 'x-forwarded-host') || headerValue(req.headers, 'host'),
      },
    ).catch((error: unknown) => {
      logger.error('trackPageView failed', { reason: String(error) });
      return { status: 503 };
    });
    res.set('Cache-Control', 'no-store').status(result.status).end();
  },
);

export const rollUpAnalytics = onSchedule(
  { region, schedule: BACKGROUND_JOBS.rollUpAnalytics.schedule, timeoutSeconds: 120, maxInstances: 1 },
  () =>
    recorded('rollUpAnalytics', async () => {
      const run = await runRollupJob({ store: selectStore(), clock: systemClock });
      if (run.events > 0 || run.saltsDeleted > 0) logger.info('Analytics rollup', run);
    }),
);

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

const indexOnWrite = (collection: 'blog_posts' | 'projects') =>
  onDocumentWritten({ document: `${collection}/{id}`, region, memory: '1GiB', timeoutSeconds: 300, maxInstances: 3 }, async (event) => {
    const before = plain(event.data?.before.data()) as Record<string, unknown> | undefined;
    const after = plain(event.data?.after.data()) as Record<string, unknown> | undefined;
    if (!changesSearch(collection, event.params.id, before, after)) return;
    await recorded('searchIndex', () => searchIndexBuilds().changed(Date.parse(event.time)));
  });

export const indexPostsForSearch = indexOnWrite('blog_posts');
export const indexProjectsForSearch = indexOnWrite('projects');

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

// No client creates an account: the owner's is made by `npm run owner -- create` (Admin SDK).
export const beforeUserCreated = onBeforeUserCreated({ region }, () => refuseSignUp());

const adminAuth = () => getAuth(defaultApp());

const signInNoticeDeps = (): SignInNoticeDeps => ({
  store: selectStore(),
  mailer: getMailer,
  mailFrom: MAIL_FROM.value(),
  siteUrl: SITE_URL.value(),
  hashSecret: HASH_SECRET.value(),
  clock: systemClock,
  emailOf: async (uid) => (await adminAuth().getUser(uid)).email ?? '',
  log: (message, detail) => logger.warn(message, detail),
});

// Every sign-in to the owner's account is recorded, and one from a new browser is mailed to it
// (auth/sign-in-notice.ts); other accounts' are not. In production it runs after the second factor;
// it never refuses a sign-in.
export const beforeUserSignedIn = onBeforeUserSignedIn({ region, secrets: [SMTP_PASS, HASH_SECRET], timeoutSeconds: 7 }, async (event) => {
  const user = event.data;
  if (!user) return;
  // A blocking function that throws refuses the sign-in: nothing here may lock the owner out.
  try {
    await recorded('beforeUserSignedIn', () =>
      noteSignIn(signInNoticeDeps(), {
        uid: user.uid,
        email: user.email ?? '',
        isOwner: user.customClaims?.[OWNER_CLAIMS.admin] === true,
        userAgent: event.userAgent ?? '',
        secondFactor: (user.multiFactor?.enrolledFactors.length ?? 0) > 0,
      }),
    );
  } catch (error) {
    logger.error('Recording a sign-in failed', { uid: user.uid, reason: error instanceof Error ? error.message : String(error) });
  }
});

// The login page reports a wrong password; after ten for the owner's address in an hour the owner
// is mailed, at most once a day (auth/failed-sign-ins.ts: what a caller can and cannot do with it).
export const noteFailedSignIn = onCall({ region, secrets: [SMTP_PASS, HASH_SECRET], maxInstances: 2, timeoutSeconds: 30 }, (request) =>
  handleFailedSignIn(
    {
      store: selectStore(),
      ownerAddress: async (email) => {
        const user = await adminAuth().getUserByEmail(email);
        return user.customClaims?.[OWNER_CLAIMS.admin] === true ? (user.email ?? null) : null;
      },
      mailer: getMailer,
      mailFrom: MAIL_FROM.value(),
      siteUrl: SITE_URL.value(),
      hashSecret: HASH_SECRET.value(),
      clock: systemClock,
      log: (message, detail) => logger.warn(message, detail),
    },
    request.data,
    visitorOf(request.rawRequest),
  ),
);

/** The callable's caller, with the raw ID token for the revocation check. */
const callerOf = (request: {
  auth?: { uid: string; token: object };
  rawRequest: { headers: Record<string, unknown> };
}): Caller | undefined => {
  const header = request.rawRequest.headers.authorization;
  const rawToken = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : '';
  return request.auth ? { uid: request.auth.uid, token: request.auth.token as Caller['token'], rawToken } : undefined;
};

const ownerDeps = () => ({ auth: adminAuth(), store: selectStore(), clock: systemClock });

export const requireSecondFactor = onCall({ region, maxInstances: 2, timeoutSeconds: 30 }, (request) =>
  handleRequireSecondFactor(ownerDeps(), callerOf(request)),
);

export const signOutEverywhere = onCall({ region, maxInstances: 2, timeoutSeconds: 30 }, (request) =>
  handleSignOutEverywhere(ownerDeps(), callerOf(request)),
);

// After a new password: every session signed in before the caller's ends (auth/owner-account.ts).
export const endOtherSessions = onCall({ region, maxInstances: 2, timeoutSeconds: 30 }, (request) =>
  handleEndOtherSessions(ownerDeps(), callerOf(request)),
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
        log: (message, detail) => logger.warn(message, detail),
      },
      { path: event.data.name, contentType: event.data.contentType },
    ),
  );
  if (outcome === 'processed') logger.info('Picture processed', { path: event.data.name });
});

// The owner's check of the address the functions use for visitors, on their own request. Reached
// through Hosting (/api/client-address) so it sees a request as /api/track and /api/contact do.
export const checkClientAddress = onCall({ region, maxInstances: 2, timeoutSeconds: 10 }, (request) =>
  clientAddressReport(
    request.auth,
    request.rawRequest.headers,
    request.rawRequest.ip,
    addressTrust(CLIENT_IP_HOPS.value(), HOSTING_CDN_RANGES.value(), warn),
  ),
);

// The web app reaches these by the names in packages/model FUNCTIONS: this fails to compile
// if an export and its name there drift apart.
const calledByTheWebApp: Record<keyof typeof FUNCTIONS, unknown> = {
  submitContactMessage,
  trackPageView,
  requireSecondFactor,
  signOutEverywhere,
  endOtherSessions,
  noteFailedSignIn,
  checkClientAddress,
};
void calledByTheWebApp;
