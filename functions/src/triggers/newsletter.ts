/**
 * The newsletter: its HTTP function (the sign-up form posted without script, the confirm and
 * unsubscribe links, behind Hosting's /api/newsletter/** and /newsletter/**), the app's sign-up callable, the mail of a post's first publication (on every
 * write of a post), the resumption of sends that stopped (every 5 minutes), and the owner's removal and
 * import of subscribers (the Subscribers screen; subscribers are written here only).
 */
import { BACKGROUND_JOBS, COLLECTIONS } from '@portfolio/model';
import { lookUpCountry } from '../analytics/country.js';
import { countFunctionGoal } from '../analytics/function-goal.js';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FirestoreNewsletterStore } from '../newsletter/firestore-newsletter-store.js';
import { publicPost, siteOf } from '../newsletter/firestore-sources.js';
import { newsletterRequest } from '../newsletter/http.js';
import { onPostWritten } from '../newsletter/on-publish.js';
import { importSubscribers, removeSubscriber } from '../newsletter/owner-admin.js';
import { runSend, type SendDeps } from '../newsletter/send-post.js';
import { subscribe, type SubscriptionDeps } from '../newsletter/subscription.js';
import { HASH_SECRET, MAIL_FROM, SITE_URL, SMTP_PASS } from '../params.js';
import { defaultApp } from '../shared/admin-app.js';
import { systemClock } from '../shared/clock.js';
import { plain } from '../shared/firestore-values.js';
import { selectStore } from '../store/select-store.js';
import { getMailer, ownerOnly, recorded, region, senderOf, visitorOf, warn } from './shared.js';

const db = () => getFirestore(defaultApp());

function common() {
  const firestore = db();
  return {
    store: new FirestoreNewsletterStore(firestore),
    mailer: getMailer,
    mailFrom: MAIL_FROM.value(),
    site: () => siteOf(firestore, SITE_URL.value()),
    hashSecret: HASH_SECRET.value(),
    clock: systemClock,
    log: warn,
  };
}
type Request = Parameters<typeof visitorOf>[0];

/** A sign-up's work, with the count of it as a goal of the visit the request came from. */
const subscriptionDeps = (request: Request): SubscriptionDeps => ({
  ...common(),
  rateLimits: selectStore(),
  countGoal: (visit) =>
    countFunctionGoal(
      { store: selectStore(), clock: systemClock, countryOf: lookUpCountry },
      { ip: visitorOf(request), ...senderOf(request) },
      visit,
      'subscribe',
    ),
});
const ownerAdminDeps = (request: Parameters<typeof ownerOnly>[0]) => ({
  store: new FirestoreNewsletterStore(db()),
  clock: systemClock,
  assertOwner: ownerOnly(request),
});
const sendDeps = (): SendDeps => ({ ...common(), post: (id) => publicPost(db(), id) });

export const newsletter = onRequest(
  { region, secrets: [SMTP_PASS, HASH_SECRET], maxInstances: 5, timeoutSeconds: 60, invoker: 'public' },
  async (req, res) => {
    const answer = await newsletterRequest(subscriptionDeps(req), {
      method: req.method,
      url: req.originalUrl || req.url,
      body: req.body,
      wantsJson: Boolean(req.get('content-type')?.includes('application/json')),
      client: visitorOf(req),
    });
    res.status(answer.status).set(answer.headers).send(answer.body);
  },
);

const CODE_OF = { 400: 'invalid-argument', 429: 'resource-exhausted', 503: 'unavailable' } as const;

// The app's inline form, through Hosting's /api/subscribe: the same handler as the form without script.
export const subscribeToNewsletter = onCall(
  { region, secrets: [SMTP_PASS, HASH_SECRET], maxInstances: 5, timeoutSeconds: 60 },
  async (request) => {
    const answer = await subscribe(subscriptionDeps(request.rawRequest), request.data, visitorOf(request.rawRequest));
    if (answer.status === 200) return { message: answer.message };
    throw new HttpsError(CODE_OF[answer.status], answer.message);
  },
);

export const mailNewPosts = onDocumentWritten(
  { document: `${COLLECTIONS.blogPosts}/{id}`, region, secrets: [SMTP_PASS, HASH_SECRET], timeoutSeconds: 540, maxInstances: 3 },
  async (event) => {
    const before = (plain(event.data?.before.data()) as Record<string, unknown> | undefined) ?? null;
    const after = (plain(event.data?.after.data()) as Record<string, unknown> | undefined) ?? null;
    const run = await onPostWritten(sendDeps(), event.params.id, before, after);
    if (run) logger.info('Newsletter for a new post', { post: event.params.id, run });
  },
);

export const resumeNewsletterSends = onSchedule(
  {
    region,
    schedule: BACKGROUND_JOBS.resumeNewsletterSends.schedule,
    secrets: [SMTP_PASS, HASH_SECRET],
    timeoutSeconds: 540,
    maxInstances: 1,
  },
  () =>
    recorded('resumeNewsletterSends', async () => {
      const deps = sendDeps();
      for (const state of ['preparing', 'sending'] as const)
        for (const send of await deps.store.list('newsletter_sends', { state }, null, 20)) {
          const run = await runSend(deps, send.id);
          if (run.outcome !== 'not-mine') logger.info('Newsletter send resumed', { post: send.id, run });
        }
    }),
);

// The owner's Subscribers screen: an address removed with its data, and a CSV of consenting addresses
// imported (newsletter/owner-admin.ts).
export const removeNewsletterSubscriber = onCall({ region, maxInstances: 2, timeoutSeconds: 60 }, (request) =>
  removeSubscriber(ownerAdminDeps(request), request.data),
);

export const importNewsletterSubscribers = onCall({ region, maxInstances: 1, timeoutSeconds: 300 }, (request) =>
  importSubscribers(ownerAdminDeps(request), request.data),
);
