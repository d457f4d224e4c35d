/**
 * The owner's reply to a contact message, as the replyToMessage function and the demo check it: the
 * same words for the same mistakes, whichever answers.
 */
import { CONTROL_CHARS } from './contact.js';
import { REPLY_LIMITS } from './content-types/messages.js';

export const REPLY_PROBLEMS = {
  request: 'This reply could not be read. Reload the page and try again.',
  subject: `Write a subject on one line, at most ${REPLY_LIMITS.subject} characters.`,
  text: `Write a reply of at most ${REPLY_LIMITS.text.toLocaleString('en-US')} characters.`,
  missing: 'This message no longer exists.',
  busy: 'This reply is being sent. Wait a moment and look again before sending it again.',
  failed: 'The reply could not be sent: the mail server did not take it. Please try again.',
} as const;

export interface ReplyInput {
  message_id: string;
  request_id: string;
  subject: string;
  text: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The request as the browser sent it, checked field by field; a problem is a sentence for the owner. */
export function validateReplyInput(data: unknown): { ok: true; value: ReplyInput } | { ok: false; error: string } {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { message_id, request_id } = d;
  if (typeof message_id !== 'string' || !ID.test(message_id) || typeof request_id !== 'string' || !ID.test(request_id)) {
    return { ok: false, error: REPLY_PROBLEMS.request };
  }
  const subject = typeof d.subject === 'string' ? d.subject.trim() : '';
  // A subject is one header line: no line breaks or control characters.
  if (subject === '' || CONTROL_CHARS.test(subject) || subject.length > REPLY_LIMITS.subject)
    return { ok: false, error: REPLY_PROBLEMS.subject };
  const text = typeof d.text === 'string' ? d.text.trim() : '';
  if (text === '' || text.length > REPLY_LIMITS.text) return { ok: false, error: REPLY_PROBLEMS.text };
  return { ok: true, value: { message_id, request_id, subject, text } };
}
