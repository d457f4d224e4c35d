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

/**
 * An address as mail servers accept it: dot-separated words before and after the @ (no empty word, so
 * `a..b@x.example`, `.a@x.example` and `a@b..example` are refused), and a top-level domain of at least
 * two characters.
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)*@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/;

/** Control characters and line separators: none belongs in a one-line value (a name, a subject). */
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A message may span lines (tab, CR, LF) but holds no other control characters. */
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Markup-like text: `<` followed by a letter, `!`, `/` or `?` (a tag, a closing tag, a comment, a
 * doctype, or `<?…`, which browsers read as a comment). The owner reads messages as plain text (mail and admin screen), so markup can
 * only be a mistake or an attack, and refusing it with a clear reason beats mangling it. Any letter
 * counts, not a list of element names: browsers treat any name as an element (`<xss onfocus=…>`,
 * custom elements), so a list always misses one. Prose comparing values keeps a space or a digit after
 * `<` ("a < b", "I <3 it", "<= 5").
 */
const MARKUP_LIKE = /<[\p{L}!/?]/u;
/**
 * Characters that change how text around them is displayed without being seen: direction overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069), direction marks (U+200E, U+200F, U+061C), zero-width
 * space, word joiner and byte-order mark. In a name (which also goes into the owner's mail subject)
 * they can make "Bank" display as something else. The zero-width (non-)joiners U+200C and U+200D stay
 * allowed: Persian, Indic scripts and emoji sequences need them.
 */
export const INVISIBLE_FORMATTING = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/**
 * In a message, the direction overrides and isolates alone (U+202A–U+202E, U+2066–U+2069): they can
 * make the owner read words in another order than they were written ("Trojan Source"); the marks
 * U+200E/U+200F stay allowed, since right-to-left writers use them in ordinary text.
 */
const DIRECTION_OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/;

/** Why a message with markup-like text is refused (see MARKUP_LIKE). */
export const CONTACT_MARKUP_REFUSED =
  'Please write your message as plain text, without HTML tags (put a space after “<” when you compare values).';

export type ContactField = 'name' | 'email' | 'message' | 'website';
export type ContactValidation = { ok: true; value: Required<ContactInput> } | { ok: false; field: ContactField | 'input'; error: string };

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
  if (INVISIBLE_FORMATTING.test(name))
    return { ok: false, field: 'name', error: 'Name contains invisible formatting characters; please type it plainly.' };

  if (!email) return { ok: false, field: 'email', error: 'Please enter your email address.' };
  if (email.length > CONTACT_LIMITS.email)
    return { ok: false, field: 'email', error: `Email must be at most ${CONTACT_LIMITS.email} characters.` };
  if (CONTROL_CHARS.test(email) || INVISIBLE_FORMATTING.test(email) || !EMAIL_PATTERN.test(email))
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
  if (DIRECTION_OVERRIDES.test(message))
    return { ok: false, field: 'message', error: 'Message contains invisible direction-changing characters; please remove them.' };
  if (MARKUP_LIKE.test(message)) return { ok: false, field: 'message', error: CONTACT_MARKUP_REFUSED };

  return { ok: true, value: { name, email, message, website } };
}
