/**
 * The owner's account: no sign-up, every sign-in recorded (a new browser mailed), wrong passwords
 * counted, sessions ended, the check of the address the functions see for a visitor, and the
 * owner's replies to contact messages.
 */
import { OWNER_CLAIMS } from '@portfolio/model';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import { beforeUserCreated as onBeforeUserCreated, beforeUserSignedIn as onBeforeUserSignedIn } from 'firebase-functions/v2/identity';
import { noteFailedSignIn as handleFailedSignIn } from '../auth/failed-sign-ins.js';
import { replyToMessage as handleReply } from '../contact/reply.js';
import {
  endOtherSessions as handleEndOtherSessions,
  requireSecondFactor as handleRequireSecondFactor,
  signOutEverywhere as handleSignOutEverywhere,
} from '../auth/owner-account.js';
import { noteSignIn } from '../auth/sign-in-notice.js';
import { refuseSignUp } from '../auth/sign-up-closed.js';
import { HASH_SECRET, MAIL_FROM, SITE_URL, SMTP_PASS } from '../params.js';
import { systemClock } from '../shared/clock.js';
import { clientAddressReport } from '../shared/visitor-address.js';
import { selectStore } from '../store/select-store.js';
import {
  adminAuth,
  callerOf,
  deliveryDeps,
  getMailer,
  ownerDeps,
  ownerOnly,
  recorded,
  region,
  signInNoticeDeps,
  trust,
  visitorOf,
  warn,
} from './shared.js';

// No client creates an account: the owner's is made by `npm run owner -- create` (Admin SDK).
export const beforeUserCreated = onBeforeUserCreated({ region }, () => refuseSignUp());

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
      log: warn,
    },
    request.data,
    visitorOf(request.rawRequest),
  ),
);

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

// The owner's check of the address the functions use for visitors, on their own request. Reached
// through Hosting (/api/client-address) so it sees a request as /api/track and /api/contact do.
export const checkClientAddress = onCall({ region, maxInstances: 2, timeoutSeconds: 10 }, (request) =>
  clientAddressReport(request.auth, request.rawRequest.headers, request.rawRequest.ip, trust()),
);

// The owner's reply to a contact message, written in Messages and mailed through the functions' mail
// server; the message records it (contact/reply.ts).
export const replyToMessage = onCall({ region, secrets: [SMTP_PASS], maxInstances: 2, timeoutSeconds: 60 }, (request) =>
  handleReply({ ...deliveryDeps(), assertOwner: ownerOnly(request) }, request.data),
);
