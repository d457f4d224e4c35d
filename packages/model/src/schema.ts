import type { BeaconRequest, MessageVisitReport } from './analytics-goals.js';
import type { DeclaredTypes } from './content-types/registry.js';
import type { ClientAddressReport } from './client-address.js';
import type { Revision } from './revisions.js';
import type { ImportSummary } from './newsletter-admin.js';
import type { PreviewedCollection } from './content-types/preview-links.js';

/**
 * What each collection's documents hold (the id is the document id, not a field): as each collection
 * declares it, a revision's data by the collection it belongs to.
 */
export interface CollectionTypes extends Omit<DeclaredTypes, 'revisions'> {
  revisions: Revision;
}

/** The input and output of each function the browser calls. */
export interface FunctionContracts {
  submitContactMessage: {
    /** `visit`: the visit the message is sent in, which the function counts it under (never checked as a field of the message). */
    request: { name: string; email: string; message: string; website?: string; visit?: MessageVisitReport };
    response: { ok: true };
  };
  /** A page view or a goal reached on a page (analytics-goals.ts), sent with navigator.sendBeacon. */
  trackPageView: {
    request: BeaconRequest;
    response: void;
  };
  /**
   * After enrolling a second factor: the rules want it from then on (the claim second_factor), and
   * every other session ends; the caller's too when it did not sign in with the factor.
   */
  requireSecondFactor: {
    request: Record<string, never>;
    response: { required: true; sessionKept: boolean };
  };
  /**
   * The login page, after a wrong password: counted when the address is the owner's (the owner is
   * mailed once ten fail within an hour). The answer is the same for any address.
   */
  noteFailedSignIn: {
    request: { email: string };
    response: Record<string, never>;
  };
  /** After a new password: every session signed in before the caller's ends. */
  endOtherSessions: {
    request: Record<string, never>;
    response: { validAfter: number };
  };
  /** Ends every session of the owner's account, this one included. */
  signOutEverywhere: {
    request: Record<string, never>;
    response: { validAfter: number };
  };
  /**
   * The newsletter's sign-up from the app's inline form: the same checks and answer as the form
   * posted without script; `message` is what to show (the same whether the address was known or not).
   */
  subscribeToNewsletter: {
    request: { email: string; source: string; website?: string; visit?: MessageVisitReport };
    response: { message: string };
  };
  /**
   * Owner only: mails a reply to a message's sender through the functions' mail server and records
   * it (Replied); `request_id` is the same on every retry of one reply, which is then mailed once.
   */
  replyToMessage: {
    request: { message_id: string; request_id: string; subject: string; text: string };
    response: { replied_at: string };
  };
  /** Owner only: removes a subscriber and every record of mail to their address (newsletter-admin.ts). */
  removeNewsletterSubscriber: {
    request: { id: string };
    response: { removed: boolean };
  };
  /** Owner only: stores the addresses of a CSV that consented elsewhere as confirmed and imported (newsletter-admin.ts). */
  importNewsletterSubscribers: {
    request: { csv: string };
    response: ImportSummary;
  };
  /**
   * Owner only: a private link to a draft (preview-links.ts), valid for `days`. The answer holds the
   * token's only copy: it is stored hashed.
   */
  createPreviewLink: {
    request: { collection: PreviewedCollection; id: string; days: number };
    response: { id: string; path: string; expires_at: string };
  };
  /** Owner only: ends a preview link at once. */
  revokePreviewLink: {
    request: { id: string };
    response: { revoked: boolean };
  };
  /** Owner only: the addresses the functions see for the owner's own request (client-address.ts). */
  checkClientAddress: {
    request: Record<string, never>;
    response: ClientAddressReport;
  };
}
export type FunctionName = keyof FunctionContracts;
