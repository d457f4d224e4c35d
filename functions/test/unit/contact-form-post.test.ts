import { CONTACT_MARKUP_REFUSED, validateContactInput } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { CONTACT_SENT_LOCATION, contactFormPost } from '../../src/contact/contact-form-post.js';

/** The callable's checks, as submitContactMessage runs them before storing anything. */
async function submit(data: unknown) {
  const checked = validateContactInput(data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  return checked.value;
}

const renderHome = async (form: unknown) => ({ status: 200, headers: {}, body: JSON.stringify(form) });
const deps = { submit, renderHome };
const typed = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Sent without any script.', website: '' };

describe('the contact form sent without script', () => {
  it('sends what the callable accepts, and answers with the page that says so', async () => {
    expect(await contactFormPost(deps, 'POST', typed)).toMatchObject({ status: 303, headers: { Location: CONTACT_SENT_LOCATION } });
  });

  it('refuses a field the form does not have, as the callable does, keeping what was typed', async () => {
    const page = await contactFormPost(deps, 'POST', { ...typed, admin: 'true' });
    expect(page.status).toBe(400);
    expect(JSON.parse(page.body)).toEqual({
      values: { name: typed.name, email: typed.email, message: typed.message },
      outcome: { ok: false, message: 'Unexpected field "admin".' },
    });
  });

  it('refuses a field posted twice (a list, not text)', async () => {
    const page = await contactFormPost(deps, 'POST', { ...typed, name: ['Grace', 'Hopper'] });
    expect(page.status).toBe(400);
    expect(JSON.parse(page.body).outcome).toEqual({ ok: false, message: 'Name must be text.' });
  });

  it('refuses markup-like text with the same reason as the callable, keeping what was typed', async () => {
    const message = 'Hello <xss onfocus=alert(1) autofocus>';
    const page = await contactFormPost(deps, 'POST', { ...typed, message });
    expect(page.status).toBe(400);
    expect(JSON.parse(page.body)).toEqual({
      values: { name: typed.name, email: typed.email, message },
      outcome: { ok: false, message: CONTACT_MARKUP_REFUSED },
    });
  });
});
