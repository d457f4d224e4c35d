/**
 * The newsletter's subscribe form, shared by the served page, the app and the function that reads it,
 * and the addresses its mails link to. Its records are declared in content-types/newsletter.ts.
 */
import { EMAIL_PATTERN, CONTACT_LIMITS } from './contact.js';

/** What the owner chooses to mail for a post (Settings): its excerpt and a link, or the whole post. */
export const NEWSLETTER_CONTENTS = ['excerpt', 'full'] as const;
export type NewsletterContent = (typeof NEWSLETTER_CONTENTS)[number];

/** The form's field names, shared by the served page's form and the function that reads it. */
export const NEWSLETTER_FORM = { email: 'email', website: 'website', source: 'source' } as const;

/** Product text of the subscribe form and its answers. */
export const NEWSLETTER_TEXT = {
  heading: 'Get new posts by email',
  lead: 'One mail when a post is published. No tracking, unsubscribe with one click.',
  label: 'Email address',
  button: 'Subscribe',
  // The same answer whether the address was new, pending or already confirmed: it never says which.
  checkInbox: 'Almost done: check your inbox and follow the link to confirm your subscription.',
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  failed: 'Subscribing failed. Please try again in a few minutes.',
  tooMany: 'Too many attempts from here. Please try again later.',
} as const;

export type SubscribeValidation = { ok: true; email: string; source: string; bot: boolean } | { ok: false; error: string };

const SOURCE_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~/]{0,199}$/;

/** The form's page when it is a path of this site (never another site's address, never a query string); else null. */
export const formSourcePath = (value: unknown): string | null => (typeof value === 'string' && SOURCE_PATTERN.test(value) ? value : null);

/** The form's input, as posted or sent by the app: a normalised address, the page it came from, and the honeypot. */
export function validateSubscribeInput(input: unknown): SubscribeValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, error: NEWSLETTER_TEXT.invalidEmail };
  const record = input as Record<string, unknown>;
  const email = typeof record[NEWSLETTER_FORM.email] === 'string' ? (record[NEWSLETTER_FORM.email] as string).trim().toLowerCase() : '';
  if (!email || email.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(email))
    return { ok: false, error: NEWSLETTER_TEXT.invalidEmail };
  // Only a path of this site is kept, never a query string; anything else is recorded as the home page.
  const source = formSourcePath(record[NEWSLETTER_FORM.source]) ?? '/';
  const honeypot = record[NEWSLETTER_FORM.website];
  return { ok: true, email, source, bot: typeof honeypot === 'string' && honeypot.trim() !== '' };
}

/** Where the subscribe form posts, and where the mailed links lead (Hosting rewrites to the newsletter function). */
export const NEWSLETTER_PATHS = {
  subscribe: '/api/newsletter/subscribe',
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** The id of the form's outcome message, which the page without script is sent back to. */
export const NEWSLETTER_OUTCOME_ID = 'newsletter-outcome';
