/**
 * The newsletter's records, written by the functions only and read by the owner's Subscribers screen:
 * one document per address that asked for the newsletter, one per post mailed to them, and one per
 * post and recipient. Only an address whose owner followed the mailed confirmation link
 * (double opt-in) is ever sent a post; each post goes out once, on its first publication.
 */
import { collectionOf } from '../declare/collection.js';
import { contentType, type DocOf } from '../declare/content-type.js';
import { choice, flag, integer, text, time } from '../declare/kinds.js';
import { CONTACT_LIMITS } from '../contact.js';

export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** newsletter_subscribers/{id}: the id is a hash of the address, so one address is one document. */
export const NEWSLETTER_SUBSCRIBER = contentType({
  name: 'subscriber',
  fields: {
    email: text({ label: 'Email', max: CONTACT_LIMITS.email }),
    state: choice(SUBSCRIBER_STATES, { label: 'State', initial: 'pending' }),
    /** When the address last asked to be subscribed (the form, or the owner's import). */
    subscribed_at: time({ label: 'Subscribed', system: true }),
    confirmed_at: time({ label: 'Confirmed', nullable: true, system: true }),
    unsubscribed_at: time({ label: 'Unsubscribed', nullable: true, system: true }),
    /** The page of this site the form was sent from ('/blog/a-post'), or 'import'. */
    source: text({ label: 'Signed up on', max: 200 }),
    /** Imported by the owner as having consented elsewhere: no confirmation mail was sent. */
    imported: flag({ label: 'Imported' }),
  },
});
export type NewsletterSubscriber = DocOf<typeof NEWSLETTER_SUBSCRIBER>;

/**
 * preparing: its recipients are being listed; sending; done; skipped: decided not to send (the owner
 * marked the post not for the newsletter, or it was first published long before, as a restored
 * backup's posts were).
 */
export const SEND_STATES = ['preparing', 'sending', 'done', 'skipped'] as const;

/** newsletter_sends/{post id}: a post's send as a whole, created once, on its first publication. */
export const NEWSLETTER_SEND = contentType({
  name: 'newsletter send',
  fields: {
    title: text({ label: 'Post', max: 200 }),
    state: choice(SEND_STATES, { label: 'State', initial: 'preparing' }),
    reason: text({ label: 'Why not sent', max: 300 }),
    /** Confirmed addresses when the send began: one recipient document each. */
    total: integer({ label: 'Recipients', min: 0, max: Number.MAX_SAFE_INTEGER }),
    sent: integer({ label: 'Sent', min: 0, max: Number.MAX_SAFE_INTEGER }),
    /** The address left meanwhile, every attempt failed, or a send was interrupted (see RECIPIENT_STATES). */
    not_sent: integer({ label: 'Not sent', min: 0, max: Number.MAX_SAFE_INTEGER }),
    started_at: time({ label: 'Started', system: true }),
    finished_at: time({ label: 'Finished', nullable: true, system: true }),
    /** Whoever holds the lease is sending; an expired one means the sender stopped and another goes on. */
    lease_until: time({ label: 'Sending until', nullable: true, system: true, future: true }),
  },
});
export type NewsletterSend = DocOf<typeof NEWSLETTER_SEND>;

/**
 * A recipient's mail. `interrupted`: a sender stopped while this mail was going out, so it may or may
 * not have left; it is never sent again, so nobody gets a post twice. `left`: unsubscribed meanwhile.
 */
export const RECIPIENT_STATES = ['queued', 'sending', 'sent', 'failed', 'left', 'interrupted'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** newsletter_recipients/{post id}_{subscriber id}: one post's mail to one address. */
export const NEWSLETTER_RECIPIENT = contentType({
  name: 'newsletter recipient',
  fields: {
    post_id: text({ label: 'Post', max: 200 }),
    email: text({ label: 'Email', max: CONTACT_LIMITS.email }),
    state: choice(RECIPIENT_STATES, { label: 'State', initial: 'queued' }),
    attempts: integer({ label: 'Attempts', min: 0, max: 100 }),
    last_error: text({ label: 'Last error', max: 500 }),
    sent_at: time({ label: 'Sent', nullable: true, system: true }),
  },
});
export type NewsletterRecipient = DocOf<typeof NEWSLETTER_RECIPIENT>;

/** One document per address that asked for the newsletter (newsletter.ts). */
export const NEWSLETTER_SUBSCRIBERS = collectionOf('newsletter_subscribers', NEWSLETTER_SUBSCRIBER, {
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  read: 'owner',
  write: 'functions',
});
/** One document per post mailed to the subscribers. */
export const NEWSLETTER_SENDS = collectionOf('newsletter_sends', NEWSLETTER_SEND, {
  labels: { singular: 'Newsletter send', plural: 'Newsletter sends' },
  read: 'owner',
  write: 'functions',
});
/** One document per post and subscriber mailed it (`<post id>_<subscriber id>`). */
export const NEWSLETTER_RECIPIENTS = collectionOf('newsletter_recipients', NEWSLETTER_RECIPIENT, {
  labels: { singular: 'Recipient', plural: 'Recipients' },
  read: 'owner',
  write: 'functions',
});
