/**
 * The contact form's input, validated the same way in the browser (for quick feedback) and in the
 * submitContactMessage function (the check that counts).
 */
export interface ContactInput {
  name: string;
  email: string;
  message: string;
  /** Honeypot: hidden from people; a filled value marks a bot. */
  website?: string;
}

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A message may span lines (tab, CR, LF) but holds no other control characters. */
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Markup such as <b> or <script>: the owner reads messages as plain text (mail and admin screen), so
 * markup can only be a mistake or an attack; refusing it with a clear reason beats silently mangling it.
 */
const HTML_TAG = /<\s*\/?\s*[a-z!?][^>]*>/i;

export type ContactField = 'name' | 'email' | 'message' | 'website';
export type ContactValidation =
  | { ok: true; value: Required<ContactInput> }
  | { ok: false; field: ContactField | 'input'; error: string };

const ALLOWED_FIELDS = new Set<string>(['name', 'email', 'message', 'website']);

/** Validates untrusted input; returns the trimmed value or the first human-readable error. */
export function validateContactInput(input: unknown): ContactValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, field: 'input', error: 'Please fill in your name, email and message.' };
  }
  const record = input as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !ALLOWED_FIELDS.has(key));
  if (unknown) return { ok: false, field: 'input', error: `Unexpected field "${unknown.slice(0, 40)}".` };

  const text = (field: ContactField): string | null => {
    const value = record[field];
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value.trim() : null;
  };
  const name = text('name');
  const email = text('email');
  const message = text('message');
  const website = text('website');

  if (name === null) return { ok: false, field: 'name', error: 'Name must be text.' };
  if (email === null) return { ok: false, field: 'email', error: 'Email must be text.' };
  if (message === null) return { ok: false, field: 'message', error: 'Message must be text.' };
  if (website === null) return { ok: false, field: 'website', error: 'Website must be text.' };

  if (!name) return { ok: false, field: 'name', error: 'Please enter your name.' };
  if (name.length > CONTACT_LIMITS.name)
    return { ok: false, field: 'name', error: `Name must be at most ${CONTACT_LIMITS.name} characters.` };
  if (CONTROL_CHARS.test(name)) return { ok: false, field: 'name', error: 'Name must be on a single line.' };
  if (/[<>]/.test(name)) return { ok: false, field: 'name', error: 'Name must not contain < or >.' };

  if (!email) return { ok: false, field: 'email', error: 'Please enter your email address.' };
  if (email.length > CONTACT_LIMITS.email)
    return { ok: false, field: 'email', error: `Email must be at most ${CONTACT_LIMITS.email} characters.` };
  if (CONTROL_CHARS.test(email) || !EMAIL_PATTERN.test(email))
    return { ok: false, field: 'email', error: 'Please enter a valid email address.' };

  if (!message) return { ok: false, field: 'message', error: 'Please enter a message.' };
  if (message.length > CONTACT_LIMITS.message)
    return {
      ok: false,
      field: 'message',
      error: `Message must be at most ${CONTACT_LIMITS.message} characters.`,
    };
  if (MESSAGE_CONTROL_CHARS.test(message))
    return { ok: false, field: 'message', error: 'Message contains invisible control characters; please remove them.' };
  if (HTML_TAG.test(message))
    return { ok: false, field: 'message', error: 'Please write your message as plain text, without HTML tags.' };

  return { ok: true, value: { name, email, message, website } };
}
