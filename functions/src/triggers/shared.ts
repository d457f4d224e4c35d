/**
 * What several triggers share: the region, the mailer built once per instance, how a background
 * job's run is recorded, and which address stands for a visitor.
 */
import { getAuth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { assertOwner, type Caller } from '../auth/owner-account.js';
import { recordingMailer, recordRun } from '../health/job-runs.js';
import { smtpMailer, type Mailer } from '../mail/mailer.js';
import type { SignInNoticeDeps } from '../auth/sign-in-notice.js';
import type { JobName } from '@portfolio/model';
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
} from '../params.js';
import { defaultApp } from '../shared/admin-app.js';
import { systemClock } from '../shared/clock.js';
import { headerValue } from '../shared/client-ip.js';
import { addressTrust, visitorKey } from '../shared/visitor-address.js';
import { selectHealthStore, selectStore } from '../store/select-store.js';

export const region = 'us-central1';

export const warn = (message: string, detail?: Record<string, unknown>) => logger.warn(message, detail);

// Built on the first send (param values can only be read at run time) and reused afterwards; every
// send's outcome is recorded (job_health/mail), for the dashboard and the watchdog.
let mailer: Mailer | undefined;
export const getMailer = (): Mailer =>
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
export const recorded = <T>(job: JobName, work: () => Promise<T>) => recordRun(selectHealthStore, systemClock, warn, job, work);

/** How far the functions trust the forwarding headers (shared/client-ip.ts, params.ts). */
export const trust = () => addressTrust(CLIENT_IP_HOPS.value(), HOSTING_CDN_RANGES.value(), warn);

/** Which address rate limits and visitor counts use. */
export const visitorOf = (req: { headers: Record<string, string | string[] | undefined>; ip?: string }) =>
  visitorKey(req.headers, req.ip, trust(), warn);

/** Who sent a request, as the analytics need it for a moment: the user agent (hashed, then dropped) and the site's host. */
export const senderOf = (req: { headers: Record<string, string | string[] | undefined> }) => ({
  userAgent: headerValue(req.headers, 'user-agent'),
  host: headerValue(req.headers, 'x-forwarded-host') || headerValue(req.headers, 'host'),
});

export const deliveryDeps = () => ({
  store: selectStore(),
  mailer: getMailer,
  mailFrom: MAIL_FROM.value(),
  ownerEmail: OWNER_EMAIL.value(),
  clock: systemClock,
  log: warn,
});

export const adminAuth = () => getAuth(defaultApp());

/** The callable's caller, with the raw ID token for the revocation check. */
export const callerOf = (request: {
  auth?: { uid: string; token: object };
  rawRequest: { headers: Record<string, unknown> };
}): Caller | undefined => {
  const header = request.rawRequest.headers.authorization;
  const rawToken = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : '';
  return request.auth ? { uid: request.auth.uid, token: request.auth.token as Caller['token'], rawToken } : undefined;
};

export const ownerDeps = () => ({ auth: adminAuth(), store: selectStore(), clock: systemClock });

/** For a callable the owner alone may call: refuses anyone else, as the security rules do. */
export const ownerOnly = (request: Parameters<typeof callerOf>[0]) => () => assertOwner(ownerDeps(), callerOf(request));

export const signInNoticeDeps = (): SignInNoticeDeps => ({
  store: selectStore(),
  mailer: getMailer,
  mailFrom: MAIL_FROM.value(),
  siteUrl: SITE_URL.value(),
  hashSecret: HASH_SECRET.value(),
  clock: systemClock,
  emailOf: async (uid) => (await adminAuth().getUser(uid)).email ?? '',
  log: warn,
});
