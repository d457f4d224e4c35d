import { COLLECTIONS, REPLY_PROBLEMS } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpMailer, type Mailer } from '../../src/mail/mailer.js';
import { replyToMessage, type ReplyDeps } from '../../src/contact/reply.js';
import type { Harness, MakeHarness } from './harness.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from './smtp.js';

const CONTACT = 'owner@portfolio.test';
const FROM = 'Portfolio <noreply@portfolio.test>';
const ID = 'msg1';
const reply = (request_id: string, text = 'Thank you, Ada. Tuesday at 10 suits me.') => ({
  message_id: ID,
  request_id,
  subject: 'Re: Your message on Jane Doe',
  text,
});

async function refusal(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected the call to be refused').toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

/** The owner's reply to a contact message, against whichever store `makeHarness` builds, with a real SMTP server. */
export function replySuite(storeName: string, makeHarness: MakeHarness) {
  describe(`replyToMessage on the ${storeName} store, with a real SMTP server`, () => {
    const received: ReceivedMail[] = [];
    let smtp: TestSmtp;
    let mailer: Mailer;
    let h: Harness;
    let deps: ReplyDeps;

    beforeAll(async () => {
      smtp = await startSmtp(0, received);
      mailer = smtpMailer({ host: '127.0.0.1', port: smtp.port, tls: false, user: '', pass: '' });
    });
    afterAll(() => smtp.close());

    beforeEach(async () => {
      received.length = 0;
      h = await makeHarness('2026-03-10T09:00:00.000Z');
      await h.seed(COLLECTIONS.sections, 'contact', { content: { email: CONTACT, social: { github: '', linkedin: '' } } });
      await h.seed(COLLECTIONS.contactMessages, ID, {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Could we talk about a platform role?\nI am free next week.',
        status: 'new',
        created_at: h.timestamp('2026-03-09T18:30:00.000Z'),
      });
      deps = { assertOwner: async () => 'owner', store: h.store, mailer: () => mailer, mailFrom: FROM, ownerEmail: '', clock: h.clock };
    });

    const message = async () => (await h.doc(COLLECTIONS.contactMessages, ID))!;

    it('mails the sender from our address, answers go to the contact address, and the message shows Replied', async () => {
      await expect(replyToMessage(deps, reply('r1'))).resolves.toEqual({ replied_at: '2026-03-10T09:00:00.000Z' });
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.envelopeTo).toEqual(['ada@example.com']);
      expect(mail.headers.from).toBe(FROM);
      expect(mail.headers['reply-to']).toBe(CONTACT);
      expect(mail.headers.subject).toBe('Re: Your message on Jane Doe');
      expect(mail.headers['content-type']).toMatch(/^text\/plain/);
      expect(mail.text).toContain('Thank you, Ada. Tuesday at 10 suits me.\n\nOn Mon, 09 Mar 2026 18:30:00 GMT, Ada Lovelace wrote:');
      expect(mail.text).toContain('> Could we talk about a platform role?\n> I am free next week.');
      expect(await message()).toMatchObject({
        status: 'read',
        replied_at: '2026-03-10T09:00:00.000Z',
        reply_lease: null,
        replies: [
          {
            request_id: 'r1',
            subject: 'Re: Your message on Jane Doe',
            text: 'Thank you, Ada. Tuesday at 10 suits me.',
            sent_at: '2026-03-10T09:00:00.000Z',
          },
        ],
      });
    });

    it('mails one reply once however often it is sent, a second reply again', async () => {
      await replyToMessage(deps, reply('r1'));
      h.clock.advance(60_000);
      await expect(replyToMessage(deps, reply('r1'))).resolves.toEqual({ replied_at: '2026-03-10T09:00:00.000Z' });
      expect(received).toHaveLength(1);
      await replyToMessage(deps, reply('r2', 'One more thing: bring the diagram.'));
      expect(received).toHaveLength(2);
      expect((await message()).replies).toHaveLength(2);
    });

    it('mails one reply sent twice at once (a double click, two tabs) once', async () => {
      const outcomes = await Promise.allSettled([replyToMessage(deps, reply('r1')), replyToMessage(deps, reply('r1'))]);
      expect(received).toHaveLength(1);
      expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
      for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as HttpsError).message).toBe(REPLY_PROBLEMS.busy);
    });

    it('says so when the mail server refuses, records nothing, and the next try sends', async () => {
      const down: Mailer = { send: async () => Promise.reject(new Error('connect ECONNREFUSED')) };
      const error = await refusal(replyToMessage({ ...deps, mailer: () => down }, reply('r1')));
      expect([error.code, error.message]).toEqual(['unavailable', REPLY_PROBLEMS.failed]);
      expect(await message()).toMatchObject({ status: 'new', reply_lease: null });
      expect((await message()).replied_at ?? null).toBeNull();
      await replyToMessage(deps, reply('r1'));
      expect(received).toHaveLength(1);
      expect((await message()).status).toBe('read');
    });

    it.each([
      ['no text', { ...reply('r1'), text: '   ' }, REPLY_PROBLEMS.text],
      ['a text over the limit', { ...reply('r1'), text: 'x'.repeat(10_001) }, REPLY_PROBLEMS.text],
      ['a subject on two lines', { ...reply('r1'), subject: 'Re: hi\r\nBcc: everyone@example.com' }, REPLY_PROBLEMS.subject],
      ['no subject', { ...reply('r1'), subject: '' }, REPLY_PROBLEMS.subject],
      ['a message id with a slash', { ...reply('r1'), message_id: '../sections/contact' }, REPLY_PROBLEMS.request],
      ['no request id', { ...reply('r1'), request_id: undefined }, REPLY_PROBLEMS.request],
      ['not an object', 'reply', REPLY_PROBLEMS.request],
    ])('refuses %s with a sentence, mailing and storing nothing', async (_what, data, problem) => {
      const error = await refusal(replyToMessage(deps, data));
      expect([error.code, error.message]).toEqual(['invalid-argument', problem]);
      expect(received).toHaveLength(0);
      expect((await message()).status).toBe('new');
    });

    it('answers a message that is gone with not-found', async () => {
      const error = await refusal(replyToMessage(deps, { ...reply('r1'), message_id: 'gone' }));
      expect([error.code, error.message]).toEqual(['not-found', REPLY_PROBLEMS.missing]);
    });

    it('lets nobody but the owner send', async () => {
      const notOwner = async () => Promise.reject(new HttpsError('permission-denied', 'Only the owner may do this.'));
      const error = await refusal(replyToMessage({ ...deps, assertOwner: notOwner }, reply('r1')));
      expect(error.code).toBe('permission-denied');
      expect(received).toHaveLength(0);
    });
  });
}
