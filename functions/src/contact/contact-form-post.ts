/**
 * The contact form sent without script: a native POST of application/x-www-form-urlencoded to
 * /api/contact (a Hosting rewrite to this function). The same checks and delivery as the callable
 * (submit-contact-message.ts); the answer is a page rather than JSON:
 * - sent: 303 to /?contact=sent#contact-outcome (the home page showing the form's success text,
 *   scrolled to it; a reload does not send again);
 * - refused: the home page again, with what was typed and the reason, and a 4xx/5xx status.
 */
import { CONTACT_OUTCOME_ID, type ServedContactForm } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import type { ServedResponse } from '../render/serve-page.js';
import { CONTACT_FAILED } from './submit-contact-message.js';

export const CONTACT_SENT_QUERY = 'contact=sent';
export const CONTACT_SENT_LOCATION = `/?${CONTACT_SENT_QUERY}#${CONTACT_OUTCOME_ID}`;

const STATUS_OF: Partial<Record<string, number>> = { 'invalid-argument': 400, 'resource-exhausted': 429, unavailable: 503 };

export interface ContactFormPostDeps {
  submit: (data: unknown) => Promise<unknown>;
  renderHome: (form: ServedContactForm) => Promise<ServedResponse>;
}

const field = (body: Record<string, unknown>, name: string): string => (typeof body[name] === 'string' ? body[name] : '');

export async function contactFormPost(deps: ContactFormPostDeps, method: string, body: unknown): Promise<ServedResponse> {
  if (method !== 'POST')
    return { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Method not allowed' };
  const form = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values = { name: field(form, 'name'), email: field(form, 'email'), message: field(form, 'message') };
  try {
    // Every field as posted, unknown ones too: the callable's checks refuse what the form never has,
    // so both ways in accept exactly the same messages.
    await deps.submit(form);
    return { status: 303, headers: { Location: CONTACT_SENT_LOCATION, 'Cache-Control': 'no-store' }, body: '' };
  } catch (error) {
    const reason = error instanceof HttpsError ? error.message : CONTACT_FAILED;
    const status = error instanceof HttpsError ? (STATUS_OF[error.code] ?? 500) : 500;
    const page = await deps.renderHome({ values, outcome: { ok: false, message: reason } });
    return { ...page, status };
  }
}
