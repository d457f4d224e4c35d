/**
 * What visitors reach besides the pages: the contact form's callable (and the retry of its mail),
 * the analytics beacon, its hourly and daily rollup, and the owner's weekly digest of them.
 */
import { BACKGROUND_JOBS } from '@portfolio/model';
import { logger } from 'firebase-functions';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { lookUpCountry } from '../analytics/country.js';
import { runRollupJob } from '../analytics/rollup-job.js';
import { sendWeeklyDigest } from '../analytics/weekly-digest.js';
import { trackPageView as handleTrackPageView } from '../analytics/track-page-view.js';
import { retrySignInNotices } from '../auth/sign-in-notice.js';
import { retryUndelivered } from '../contact/delivery.js';
import { submitContactMessage as handleSubmit } from '../contact/submit-contact-message.js';
import { HASH_SECRET, SITE_URL, SMTP_PASS } from '../params.js';
import { headerValue } from '../shared/client-ip.js';
import { systemClock } from '../shared/clock.js';
import { selectStore } from '../store/select-store.js';
import { deliveryDeps, recorded, region, senderOf, signInNoticeDeps, visitorOf } from './shared.js';

export const submitContactMessage = onCall({ region, secrets: [SMTP_PASS, HASH_SECRET], maxInstances: 5, timeoutSeconds: 60 }, (request) =>
  handleSubmit(
    { ...deliveryDeps(), hashSecret: HASH_SECRET.value(), countryOf: lookUpCountry },
    request.data,
    visitorOf(request.rawRequest),
    senderOf(request.rawRequest),
  ),
);

// Mail that could not be sent at once, the contact form's and the sign-in notices', tried again.
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
      { store: selectStore(), hashSecret: HASH_SECRET.value(), clock: systemClock, countryOf: lookUpCountry },
      {
        method: req.method,
        contentType: headerValue(req.headers, 'content-type'),
        rawBody: req.rawBody,
        ip: visitorOf(req),
        ...senderOf(req),
      },
    ).catch((error: unknown) => {
      logger.error('trackPageView failed', { reason: String(error) });
      return { status: 503 };
    });
    res.set('Cache-Control', 'no-store').status(result.status).end();
  },
);

// Every hour: on Monday from 08:00 in the owner's time zone (Settings), the week's figures, once.
export const weeklyDigest = onSchedule(
  { region, schedule: BACKGROUND_JOBS.weeklyDigest.schedule, secrets: [SMTP_PASS], timeoutSeconds: 120, maxInstances: 1 },
  () =>
    recorded('weeklyDigest', async () => {
      const { store, mailer, mailFrom, ownerEmail, clock, log } = deliveryDeps();
      const outcome = await sendWeeklyDigest({ store, mailer, mailFrom, ownerEmail, clock, log, siteUrl: SITE_URL.value() });
      if (outcome === 'failed') throw new Error('The weekly digest could not be sent');
      if (outcome === 'sent') logger.info('Weekly digest sent');
    }),
);

export const rollUpAnalytics = onSchedule(
  { region, schedule: BACKGROUND_JOBS.rollUpAnalytics.schedule, timeoutSeconds: 120, maxInstances: 1 },
  () =>
    recorded('rollUpAnalytics', async () => {
      const run = await runRollupJob({ store: selectStore(), clock: systemClock });
      if (run.events > 0 || run.saltsDeleted > 0) logger.info('Analytics rollup', run);
    }),
);
