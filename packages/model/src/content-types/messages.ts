/**
 * contact_messages/{id}: a visitor's message, written by the submitContactMessage function (never
 * from a browser); the owner reads it and changes its status. Declared for the reads.
 */
import { contentType, type DocOf } from '../declare/content-type.js';
import { nullable, object } from '../declare/composite.js';
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
  },
});

export type ContactMessage = DocOf<typeof CONTACT_MESSAGE>;
export type MessageDelivery = NonNullable<ContactMessage['delivery']>;

/** New -> read; new or read -> archived. */
export function canTransition(from: MessageStatus, to: MessageStatus): boolean {
  return (from === 'new' && to === 'read') || ((from === 'new' || from === 'read') && to === 'archived');
}

/** The status a message takes when the owner replies: a new one is read by then; others keep theirs. */
export const statusAfterReply = (from: MessageStatus): MessageStatus => (from === 'new' ? 'read' : from);
