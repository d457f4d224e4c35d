/**
 * contact_messages/{id}: a visitor's message, written by the submitContactMessage function (never
 * from a browser); the owner reads it and changes its status. Declared for the reads.
 */
import { collectionOf } from '../declare/collection.js';
import { contentType, type DocOf } from '../declare/content-type.js';
import { list, nullable, object } from '../declare/composite.js';
import { choice, integer, text, time } from '../declare/kinds.js';
import { CONTACT_LIMITS } from '../contact.js';

export const MESSAGE_STATUSES = ['new', 'read', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const isoText = (label: string) => nullable(text({ label, max: 40, optional: true }));

/** How the owner's notification mail for a message is going (functions/src/contact/delivery.ts). */
export const MESSAGE_DELIVERY = object(
  {
    state: choice(DELIVERY_STATES, { label: 'Delivery', initial: 'pending' }),
    attempts: integer({ label: 'Attempts', min: 0, max: 1_000_000 }),
    last_error: nullable(text({ label: 'Last error', max: 2000, optional: true })),
    // The delivery's own times are ISO times as text (the functions write them so), not timestamps.
    /** While set and in the future, one function instance is sending; nobody else may (no double mail). */
    lease_until: isoText('Lease until'),
    /** The retry job leaves a failed message alone until then (backoff). */
    next_attempt_at: isoText('Next attempt'),
    sent_at: isoText('Sent'),
  },
  { label: 'Delivery', optional: true },
);

/** A reply's limits: a subject on one line, a text as long as a careful answer needs. */
export const REPLY_LIMITS = { subject: 200, text: 10_000 } as const;

/** How many replies a message keeps: the newest are kept, an older one is dropped. */
export const REPLIES_KEPT = 20;

/**
 * A reply the owner sent from Messages (functions/src/contact/reply.ts): the functions write it once
 * the mail server took the mail; `request_id` makes a retried send of one reply one mail.
 */
export const MESSAGE_REPLY = object(
  {
    request_id: text({ label: 'Request', max: 64 }),
    subject: text({ label: 'Subject', max: REPLY_LIMITS.subject }),
    text: text({ label: 'Reply', max: REPLY_LIMITS.text }),
    sent_at: text({ label: 'Sent', max: 40 }),
  },
  { label: 'Reply' },
);

export const CONTACT_MESSAGE = contentType({
  name: 'message',
  fields: {
    name: text({ label: 'Name', max: CONTACT_LIMITS.name }),
    email: text({ label: 'Email', max: CONTACT_LIMITS.email }),
    message: text({ label: 'Message', max: CONTACT_LIMITS.message }),
    // New -> read; new or read -> archived (the rules' isMessageTransition).
    status: choice(MESSAGE_STATUSES, { label: 'Status', initial: 'new' }),
    created_at: time({ label: 'Received' }),
    /** When the owner last used Reply: set by the admin, at the server's time. */
    replied_at: time({ label: 'Replied', optional: true, system: true }),
    /** Mail to the owner; written by the functions only. */
    delivery: MESSAGE_DELIVERY,
    /** The replies sent from Messages, oldest first; written by the functions only. */
    replies: list(MESSAGE_REPLY, { label: 'Replies', max: REPLIES_KEPT, optional: true, system: true }),
    /** While set and in the future, one function instance is sending a reply; another waits (no double mail). */
    reply_lease: nullable(
      object(
        { request_id: text({ label: 'Request', max: 64 }), until: text({ label: 'Until', max: 40 }) },
        { label: 'Reply lease', optional: true },
      ),
    ),
  },
});

export type ContactMessage = DocOf<typeof CONTACT_MESSAGE>;
export type MessageDelivery = NonNullable<ContactMessage['delivery']>;
export type MessageReply = NonNullable<ContactMessage['replies']>[number];

/** New -> read; new or read -> archived. */
export function canTransition(from: MessageStatus, to: MessageStatus): boolean {
  return (from === 'new' && to === 'read') || ((from === 'new' || from === 'read') && to === 'archived');
}

/** The status a message takes when the owner replies: a new one is read by then; others keep theirs. */
export const statusAfterReply = (from: MessageStatus): MessageStatus => (from === 'new' ? 'read' : from);

export const CONTACT_MESSAGES = collectionOf('contact_messages', CONTACT_MESSAGE, {
  labels: { singular: 'Message', plural: 'Messages' },
  read: 'owner',
  write: 'owner',
  indexes: ['status, created_at desc', 'status, created_at'],
});
