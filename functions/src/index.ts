/**
 * The deployed functions, grouped by area in triggers/; each trigger wraps a handler that lives (and
 * is tested) on its own. Configuration: params.ts and docs/functions.md.
 *
 * - the public site (triggers/public-site.ts): publicPages (HTTP: every public page rendered on the
 *   server, /sitemap.xml, /feed.xml, each page's share image under /og/, search's /search.json and
 *   /search-index.json) and contactForm (HTTP: the contact form posted without script);
 * - what visitors reach besides (triggers/visitors.ts): submitContactMessage (callable),
 *   retryContactMail (every 5 minutes), trackPageView (HTTP, through Hosting's /api/track),
 *   rollUpAnalytics (every minute), weeklyDigest (every hour; mails on Monday morning);
 * - work on the content (triggers/content.ts): indexPostsForSearch and indexProjectsForSearch
 *   (Firestore: search's index after a change), maintainSearchIndex (every 10 minutes),
 *   publishScheduledPosts (every minute), backUpContent (nightly, to Storage), processUploadedImage
 *   (Storage: responsive variants), watchHealth (every 5 minutes: mails the owner when background
 *   work stops);
 * - the newsletter (triggers/newsletter.ts): newsletter (HTTP: the sign-up form and the mailed
 *   confirm and unsubscribe links), subscribeToNewsletter (callable, through Hosting's
 *   /api/subscribe: the app's inline form), mailNewPosts (Firestore: a post's first publication mailed to
 *   the subscribers once), resumeNewsletterSends (every 5 minutes: sends that stopped go on),
 *   removeNewsletterSubscriber and importNewsletterSubscribers (callables, the owner's only);
 * - preview links (triggers/previews.ts): createPreviewLink and revokePreviewLink (callables, the
 *   owner's only); publicPages serves /preview/<token>;
 * - the owner's account (triggers/owner-account.ts): beforeUserCreated and beforeUserSignedIn (Auth
 *   blocking), noteFailedSignIn, requireSecondFactor, endOtherSessions, signOutEverywhere,
 *   checkClientAddress (callables; the last through Hosting's /api/client-address) and
 *   replyToMessage (the owner's reply to a contact message, mailed).
 */
import type { FUNCTIONS } from '@portfolio/model';
import { contactForm, publicPages } from './triggers/public-site.js';
import { createPreviewLink, revokePreviewLink } from './triggers/previews.js';
import {
  importNewsletterSubscribers,
  mailNewPosts,
  newsletter,
  removeNewsletterSubscriber,
  resumeNewsletterSends,
  subscribeToNewsletter,
} from './triggers/newsletter.js';
import { rollUpAnalytics, retryContactMail, submitContactMessage, trackPageView, weeklyDigest } from './triggers/visitors.js';
import {
  backUpContent,
  indexPostsForSearch,
  indexProjectsForSearch,
  maintainSearchIndex,
  processUploadedImage,
  publishScheduledPosts,
  watchHealth,
} from './triggers/content.js';
import {
  beforeUserCreated,
  beforeUserSignedIn,
  checkClientAddress,
  endOtherSessions,
  noteFailedSignIn,
  replyToMessage,
  requireSecondFactor,
  signOutEverywhere,
} from './triggers/owner-account.js';

export {
  backUpContent,
  beforeUserCreated,
  beforeUserSignedIn,
  checkClientAddress,
  contactForm,
  createPreviewLink,
  endOtherSessions,
  indexPostsForSearch,
  importNewsletterSubscribers,
  indexProjectsForSearch,
  mailNewPosts,
  maintainSearchIndex,
  newsletter,
  noteFailedSignIn,
  processUploadedImage,
  publicPages,
  publishScheduledPosts,
  removeNewsletterSubscriber,
  replyToMessage,
  requireSecondFactor,
  resumeNewsletterSends,
  retryContactMail,
  revokePreviewLink,
  rollUpAnalytics,
  signOutEverywhere,
  submitContactMessage,
  subscribeToNewsletter,
  trackPageView,
  watchHealth,
  weeklyDigest,
};

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
  subscribeToNewsletter,
  replyToMessage,
  removeNewsletterSubscriber,
  importNewsletterSubscribers,
  createPreviewLink,
  revokePreviewLink,
};
void calledByTheWebApp;
