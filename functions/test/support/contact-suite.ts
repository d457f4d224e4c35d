import { COLLECTIONS } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { retryUndelivered } from '../../src/contact/delivery.js';
import { decideClaim, INTERRUPTED_ERROR, MAX_DELIVERY_ATTEMPTS } from '../../src/mail/delivery-rules.js';
import { smtpMailer, type Mailer } from '../../src/mail/mailer.js';
import { submitContactMessage, type SubmitDeps } from '../../src/contact/submit-contact-message.js';
import { MINUTE } from './clock.js';
import { BAD_CONTACT_INPUTS } from './bad-contact-inputs.js';
import type { Harness, MakeHarness } from './harness.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from './smtp.js';

const OWNER = 'owner@portfolio.test';
const FALLBACK = 'fallback-owner@portfolio.test';
const FROM = 'Portfolio <noreply@portfolio.test>';
const VISITOR_IP = '203.0.113.7';
const good = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!\nI liked your projects.' };

async function rejection(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected the call to be refused').toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

/** The contact handler and its retry, against whichever store `makeHarness` builds. */
export function contactSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`submitContactMessage on the ${storeName} store, with a real SMTP server`, () => {
    const received: ReceivedMail[] = [];
    let smtp: TestSmtp;
    let smtpPort: number;
    let h: Harness;
    let deps: SubmitDeps;
    let mailer: Mailer;

    beforeAll(async () => {
      smtp = await startSmtp(0, received);
      smtpPort = smtp.port;
      // One transport for the whole suite, as one function instance would have.
      mailer = smtpMailer({ host: '127.0.0.1', port: smtpPort, tls: false, user: '', pass: '' });
    });
    afterAll(() => smtp.close());

    beforeEach(async () => {
      received.length = 0;
      h = await makeHarness('2026-03-10T09:00:00.000Z');
      await h.seed(COLLECTIONS.sections, 'contact', { content: { email: OWNER, social: { github: '', linkedin: '' } } });
      deps = { store: h.store, mailer: () => mailer, mailFrom: FROM, ownerEmail: FALLBACK, clock: h.clock, hashSecret: 'test-secret' };
    });

    const stored = async () => (await h.messages()).filter(Boolean);

    it('stores the message as new, then mails the owner: recipient, sender, Reply-To and a plain-text body', async () => {
      await expect(submitContactMessage(deps, good, VISITOR_IP)).resolves.toEqual({ ok: true });

      const [message] = await stored();
      expect(message).toMatchObject({ ...good, status: 'new', created_at: '2026-03-10T09:00:00.000Z' });
      expect(message!.delivery).toMatchObject({ state: 'sent', attempts: 1, last_error: null, lease_until: null });

      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.envelopeTo).toEqual([OWNER]);
      expect(mail.headers.to).toBe(OWNER);
      expect(mail.headers.from).toBe('Portfolio <noreply@portfolio.test>');
      expect(mail.headers['reply-to']).toBe('Ada Lovelace <ada@example.com>');
      expect(mail.headers['content-type']).toMatch(/^text\/plain/);
      expect(mail.text).toContain('Name: Ada Lovelace\nEmail: ada@example.com\n\nMessage:\nHello!\nI liked your projects.');
    });

    it('mails OWNER_EMAIL while the contact section has no e-mail', async () => {
      await h.seed(COLLECTIONS.sections, 'contact', { content: { email: '', social: { github: '', linkedin: '' } } });
      await submitContactMessage(deps, good, VISITOR_IP);
      expect(received.map((m) => m.envelopeTo)).toEqual([[FALLBACK]]);
    });

    it('answers a filled honeypot with success and stores and mails nothing', async () => {
      await expect(submitContactMessage(deps, { ...good, website: 'http://spam.example' }, VISITOR_IP)).resolves.toEqual({
        ok: true,
      });
      expect(await stored()).toEqual([]);
      expect(received).toEqual([]);
    });

    it.each(BAD_CONTACT_INPUTS)('refuses $label with a reason a person can act on, storing nothing', async ({ input, error }) => {
      const refused = await rejection(submitContactMessage(deps, input(), VISITOR_IP));
      expect(refused.code).toBe('invalid-argument');
      expect(refused.message).toBe(error);
      expect(await stored()).toEqual([]);
      expect(received).toEqual([]);
    });

    it('takes 5 messages per visitor in 10 minutes, then refuses with a clear wait; others are unaffected', async () => {
      for (let i = 0; i < 5; i += 1) {
        await submitContactMessage(deps, { ...good, message: `message ${i}` }, VISITOR_IP);
        h.clock.advance(MINUTE);
      }
      const refused = await rejection(submitContactMessage(deps, good, VISITOR_IP));
      expect(refused.code).toBe('resource-exhausted');
      expect(refused.message).toBe('You have sent several messages in a short time. Please try again in 5 minutes.');
      await expect(submitContactMessage(deps, good, '198.51.100.1')).resolves.toEqual({ ok: true });

      h.clock.advance(5 * MINUTE);
      await expect(submitContactMessage(deps, good, VISITOR_IP)).resolves.toEqual({ ok: true });
      expect(await stored()).toHaveLength(7);
      expect(received).toHaveLength(7);
    });

    it('does not count refused input against the limit, and never stores the IP', async () => {
      for (let i = 0; i < 10; i += 1) await rejection(submitContactMessage(deps, { ...good, email: 'nope' }, VISITOR_IP));
      await expect(submitContactMessage(deps, good, VISITOR_IP)).resolves.toEqual({ ok: true });
      expect(await h.everythingStored()).not.toContain(VISITOR_IP);
    });

    it('keeps the message as failed while SMTP is down, and the retry delivers it exactly once when it is back', async () => {
      await smtp.close();
      await expect(submitContactMessage(deps, good, VISITOR_IP)).resolves.toEqual({ ok: true });
      let [message] = await stored();
      expect(message!.delivery).toMatchObject({ state: 'failed', attempts: 1, lease_until: null });
      expect(message!.delivery.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(message!.delivery.next_attempt_at).toBe('2026-03-10T09:02:00.000Z');

      // Too early for the backoff: left alone.
      h.clock.advance(MINUTE);
      expect(await retryUndelivered(deps)).toEqual({ sent: 0, failed: 0, skipped: 1 });

      smtp = await startSmtp(smtpPort, received);
      h.clock.advance(2 * MINUTE);
      // Two retry runs at once (an overlapping schedule) still send one mail: the lease decides.
      const runs = await Promise.all([retryUndelivered(deps), retryUndelivered(deps)]);
      expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
      h.clock.advance(10 * MINUTE);
      expect(await retryUndelivered(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });

      [message] = await stored();
      expect(message!.delivery).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
      expect(received).toHaveLength(1);
      expect(received[0]!.headers['reply-to']).toBe('Ada Lovelace <ada@example.com>');
    });

    it(`gives up after ${MAX_DELIVERY_ATTEMPTS} failed attempts and leaves the message flagged as failed`, async () => {
      const down: Mailer = { send: async () => Promise.reject(new Error('535 Authentication failed')) };
      const failing = { ...deps, mailer: () => down };
      await submitContactMessage(failing, good, VISITOR_IP);
      for (let i = 0; i < 10; i += 1) {
        h.clock.advance(3 * 60 * MINUTE);
        await retryUndelivered(failing);
      }
      const [message] = await stored();
      expect(message!.delivery).toMatchObject({
        state: 'failed',
        attempts: MAX_DELIVERY_ATTEMPTS,
        last_error: '535 Authentication failed',
        next_attempt_at: null,
      });
    });

    it('never resends a message whose sender died mid-send (it may have gone out); it is flagged instead', async () => {
      const down: Mailer = { send: async () => Promise.reject(new Error('offline')) };
      await submitContactMessage({ ...deps, mailer: () => down }, good, VISITOR_IP);
      h.clock.advance(3 * MINUTE);
      const [first] = await stored();
      // A sender takes the lease and then vanishes without recording an outcome.
      expect(await h.store.claimDelivery(first!.id, (d) => decideClaim(d, h.clock()))).not.toBeNull();
      h.clock.advance(6 * MINUTE);
      await retryUndelivered(deps);
      const [message] = await stored();
      expect(message!.delivery).toMatchObject({ state: 'failed', last_error: INTERRUPTED_ERROR, lease_until: null });
      expect(received).toEqual([]);
    });

    it('answers "unavailable" with the generic error when the store is down, and mails nothing', async () => {
      const broken: typeof h.store = Object.assign(Object.create(h.store), {
        takeRateLimit: () => Promise.reject(new Error('Firestore unavailable')),
      });
      const refused = await rejection(submitContactMessage({ ...deps, store: broken }, good, VISITOR_IP));
      expect(refused.code).toBe('unavailable');
      expect(refused.message).toBe('Failed to send message. Please try again.');
      expect(received).toEqual([]);
    });

    it('counts a message sent as a goal of the visit it came from, by this function, never its address', async () => {
      const sender = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', host: 'portfolio.test' };
      const visit = {
        page_path: '/',
        referrer: 'https://mail.example/x?u=1',
        campaign: 'acme',
        source: 'cv',
        first_of_kind: true,
        first_of_visit: true,
      };
      await expect(submitContactMessage(deps, { ...good, visit }, VISITOR_IP, sender)).resolves.toEqual({ ok: true });
      expect(await h.events()).toEqual([
        expect.objectContaining({
          event_type: 'goal',
          goal: 'message',
          page_path: '/',
          referrer: 'mail.example',
          campaign: 'acme',
          source: 'cv',
          first_of_kind: true,
          first_of_visit: true,
        }),
      ]);
      // The form without script says nothing of its visit: counted all the same, under no campaign.
      h.clock.advance(1000);
      await submitContactMessage(deps, good, VISITOR_IP, sender);
      expect((await h.events())[1]).toMatchObject({ goal: 'message', page_path: '/' });
      expect((await h.events())[1]).not.toHaveProperty('campaign');
      expect(await h.everythingStored()).not.toContain(VISITOR_IP);
      // Refused, a honeypot, or the owner's events switch off: nothing counted.
      await rejection(submitContactMessage(deps, { ...good, email: 'nope', visit }, VISITOR_IP, sender));
      await submitContactMessage(deps, { ...good, website: 'x', visit }, VISITOR_IP, sender);
      await h.seed(COLLECTIONS.siteSettings, 'analytics', {
        settings: { google_analytics_id: '', enable_page_views: true, enable_event_tracking: false },
      });
      await submitContactMessage(deps, { ...good, visit }, VISITOR_IP, sender);
      expect(await h.events()).toHaveLength(2);
      expect(await stored()).toHaveLength(3);
    });

    afterEach(() => {
      received.length = 0;
    });
  });
}
