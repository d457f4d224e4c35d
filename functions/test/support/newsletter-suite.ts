import { NEWSLETTER_TEXT, type NewsletterSend } from '@portfolio/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpMailer, type Mailer } from '../../src/mail/mailer.js';
import { onPostWritten } from '../../src/newsletter/on-publish.js';
import { runSend, type SendDeps } from '../../src/newsletter/send-post.js';
import { firstSend, SEND_LEASE_MS } from '../../src/newsletter/send-rules.js';
import { confirm, subscribe, unsubscribe, type SubscriptionDeps } from '../../src/newsletter/subscription.js';
import { subscriberId } from '../../src/newsletter/tokens.js';
import { DAY, MINUTE } from './clock.js';
import type { Harness, MakeHarness } from './harness.js';
import { parseMail, startSmtp, type ReceivedMail, type TestSmtp } from './smtp.js';

const FROM = 'Portfolio <noreply@portfolio.test>';
const SITE = { url: 'https://portfolio.test', title: 'Jane Doe, Cloud Engineer' };
const CLIENT = '203.0.113.7';
const START = '2026-03-10T09:00:00.000Z';

/** The text/plain and text/html parts of a multipart mail. */
function partsOf(mail: ReceivedMail): { text: string; html: string } {
  const boundary = /boundary="?([^";]+)"?/.exec(mail.headers['content-type'] ?? '')?.[1];
  if (!boundary) return { text: mail.text, html: '' };
  const parts = mail.raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parseMail(part.replace(/^\r\n/, '')));
  const of = (type: string) => parts.find((p) => p.headers['content-type']?.startsWith(type))?.text ?? '';
  return { text: of('text/plain'), html: of('text/html') };
}

const linkIn = (mail: ReceivedMail, path: string) =>
  new RegExp(`https://portfolio\\.test${path}\\?token=(\\S+)`).exec(partsOf(mail).text)?.[1];

/** The newsletter's subscription and sends, against whichever store `makeHarness` builds, with a real SMTP server. */
export function newsletterSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`the newsletter on the ${storeName} store, with a real SMTP server`, () => {
    const received: ReceivedMail[] = [];
    let smtp: TestSmtp;
    let mailer: Mailer;
    let h: Harness;
    let subs: SubscriptionDeps;
    let sends: SendDeps;
    const posts = new Map<string, { title: string; excerpt: string; slug: string; image_url: string }>();

    beforeAll(async () => {
      smtp = await startSmtp(0, received);
      mailer = smtpMailer({ host: '127.0.0.1', port: smtp.port, tls: false, user: '', pass: '' });
    });
    afterAll(() => smtp.close());

    beforeEach(async () => {
      received.length = 0;
      posts.clear();
      h = await makeHarness(START);
      const common = {
        store: h.newsletter,
        mailer: () => mailer,
        mailFrom: FROM,
        site: async () => SITE,
        hashSecret: 'test-secret',
        clock: h.clock,
      };
      subs = { ...common, rateLimits: h.store };
      sends = { ...common, post: async (id) => (posts.has(id) ? { id, ...posts.get(id)! } : null) };
    });

    const mailsTo = (address: string) => received.filter((m) => m.envelopeTo.includes(address));
    /** Subscribes and confirms by the mailed link, as a reader does. */
    async function reader(address: string) {
      await expect(subscribe(subs, { email: address, source: '/blog' }, CLIENT)).resolves.toEqual({
        status: 200,
        message: NEWSLETTER_TEXT.checkInbox,
      });
      const token = linkIn(mailsTo(address).at(-1)!, '/newsletter/confirm');
      expect(await confirm(subs, decodeURIComponent(token!))).toBe('done');
    }
    /** A post becoming public for the first time, as the trigger sees it. */
    function publish(id: string, extra: Record<string, unknown> = {}) {
      posts.set(id, { title: `Post ${id}`, excerpt: `What ${id} is about.`, slug: `post-${id}`, image_url: '' });
      const post = {
        title: `Post ${id}`,
        published: true,
        created_at: h.clock().toISOString(),
        published_at: h.clock().toISOString(),
        ...extra,
      };
      return onPostWritten(sends, id, { ...post, published: false }, post);
    }
    /** A post whose send its first publication has just created (preparing), not yet run. */
    async function sendStarted(id: string) {
      posts.set(id, { title: `Post ${id}`, excerpt: 'x', slug: `post-${id}`, image_url: '' });
      const at = h.clock().toISOString();
      const fresh = firstSend({ title: `Post ${id}`, published_at: at, created_at: at }, h.clock());
      await h.newsletter.update('newsletter_sends', id, () => ({ write: fresh, result: null }));
    }
    const send = async (id: string) => (await h.newsletter.get('newsletter_sends', id)) as NewsletterSend;

    it('a sign-up is stored pending, with its page, and mailed one confirmation link; following it confirms', async () => {
      await expect(subscribe(subs, { email: ' Reader@Example.com ', source: '/blog/a-post' }, CLIENT)).resolves.toEqual({
        status: 200,
        message: NEWSLETTER_TEXT.checkInbox,
      });
      const id = subscriberId('reader@example.com');
      expect(await h.newsletter.get('newsletter_subscribers', id)).toMatchObject({
        email: 'reader@example.com',
        state: 'pending',
        source: '/blog/a-post',
        subscribed_at: START,
        confirmed_at: null,
        imported: false,
      });
      expect(received).toHaveLength(1);
      expect(received[0]!.headers.subject).toBe(`Confirm your subscription to ${SITE.title}`);
      const token = decodeURIComponent(linkIn(received[0]!, '/newsletter/confirm')!);
      h.clock.advance(MINUTE);
      expect(await confirm(subs, token)).toBe('done');
      expect(await h.newsletter.get('newsletter_subscribers', id)).toMatchObject({
        state: 'confirmed',
        confirmed_at: '2026-03-10T09:01:00.000Z',
      });
      expect(await confirm(subs, token)).toBe('done');
      expect(await confirm(subs, `${token.slice(0, -2)}xx`)).toBe('invalid');
    });

    it('answers the same whether an address is new, pending or confirmed, and mails a confirmed one nothing', async () => {
      await reader('known@example.com');
      received.length = 0;
      await expect(subscribe(subs, { email: 'known@example.com' }, CLIENT)).resolves.toEqual({
        status: 200,
        message: NEWSLETTER_TEXT.checkInbox,
      });
      expect(received).toHaveLength(0);
      expect(await h.newsletter.get('newsletter_subscribers', subscriberId('known@example.com'))).toMatchObject({ state: 'confirmed' });
    });

    it('refuses a bad address with a clear message, and stores nothing for it or for a bot', async () => {
      for (const email of ['', 'not-an-address', 'a@b', 'x'.repeat(250) + '@example.com', 42])
        await expect(subscribe(subs, { email }, CLIENT)).resolves.toEqual({ status: 400, message: NEWSLETTER_TEXT.invalidEmail });
      await expect(subscribe(subs, { email: 'bot@example.com', website: 'https://spam.example' }, CLIENT)).resolves.toEqual({
        status: 200,
        message: NEWSLETTER_TEXT.checkInbox,
      });
      expect(await h.newsletter.list('newsletter_subscribers', {}, null, 10)).toEqual([]);
      expect(received).toHaveLength(0);
    });

    it('keeps only a path of this site as the page signed up on, never a query string', async () => {
      await subscribe(subs, { email: 'a@example.com', source: '/blog?utm_source=x' }, CLIENT);
      await subscribe(subs, { email: 'b@example.com', source: 'https://evil.example/' }, CLIENT);
      const stored = await h.newsletter.list('newsletter_subscribers', {}, null, 10);
      expect(stored.map((s) => s.source)).toEqual(['/', '/']);
    });

    it('limits sign-ups per client, and confirmation mails per address without saying so', async () => {
      for (let i = 0; i < 4; i += 1) await subscribe(subs, { email: 'flooded@example.com' }, `198.51.100.${i}`);
      expect(mailsTo('flooded@example.com')).toHaveLength(3);
      for (let i = 0; i < 10; i += 1) await subscribe(subs, { email: `r${i}@example.com` }, CLIENT);
      await expect(subscribe(subs, { email: 'one-more@example.com' }, CLIENT)).resolves.toEqual({
        status: 429,
        message: NEWSLETTER_TEXT.tooMany,
      });
    });

    it('a confirmation link expires after seven days, and one from before an unsubscribe does not bring the address back', async () => {
      await subscribe(subs, { email: 'late@example.com' }, CLIENT);
      const late = decodeURIComponent(linkIn(received.at(-1)!, '/newsletter/confirm')!);
      h.clock.advance(7 * DAY + MINUTE);
      expect(await confirm(subs, late)).toBe('expired');

      await reader('gone@example.com');
      const old = decodeURIComponent(linkIn(received.at(-1)!, '/newsletter/confirm')!);
      await publish('p1');
      const leave = decodeURIComponent(
        /\/newsletter\/unsubscribe\?token=(\S+)/.exec(partsOf(mailsTo('gone@example.com').at(-1)!).text)![1]!,
      );
      expect(await unsubscribe(subs, leave)).toBe('done');
      expect(await confirm(subs, old)).toBe('invalid');
      expect(await h.newsletter.get('newsletter_subscribers', subscriberId('gone@example.com'))).toMatchObject({ state: 'unsubscribed' });
    });

    it('mails a post once to each confirmed address, none to a pending one, with text, HTML and one-click unsubscribe', async () => {
      await reader('one@example.com');
      await reader('two@example.com');
      await subscribe(subs, { email: 'pending@example.com' }, CLIENT);
      received.length = 0;

      await expect(publish('p1')).resolves.toEqual({ outcome: 'done', sent: 2 });
      expect(received.map((m) => m.envelopeTo[0]).sort()).toEqual(['one@example.com', 'two@example.com']);
      const mail = mailsTo('one@example.com')[0]!;
      expect(mail.headers.subject).toBe('Post p1');
      expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/portfolio\.test\/newsletter\/unsubscribe\?token=\S+>$/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const { text, html } = partsOf(mail);
      expect(text).toContain('What p1 is about.');
      expect(text).toContain('Read the post: https://portfolio.test/blog/post-p1');
      expect(html).toContain('<a class="button" href="https://portfolio.test/blog/post-p1">Read the post</a>');
      expect(html).not.toMatch(/<img[^>]+(width="1"|height="1")/);
      expect(await send('p1')).toMatchObject({ state: 'done', total: 2, sent: 2, not_sent: 0, lease_until: null });

      // Published again (unpublished first), re-saved, or the trigger delivered twice: nobody is mailed again.
      received.length = 0;
      expect(await publish('p1')).toBeNull();
      expect(await runSend(sends, 'p1')).toEqual({ outcome: 'not-mine', sent: 0 });
      expect(received).toHaveLength(0);
    });

    it('after a one-click unsubscribe the next post mails the others only', async () => {
      await reader('stays@example.com');
      await reader('leaves@example.com');
      await publish('p1');
      const header = mailsTo('leaves@example.com').at(-1)!.headers['list-unsubscribe']!;
      const token = decodeURIComponent(/token=([^>]+)>/.exec(header)![1]!);
      expect(await unsubscribe(subs, token)).toBe('done');
      expect(await unsubscribe(subs, token)).toBe('done');
      received.length = 0;
      await publish('p2');
      expect(received.map((m) => m.envelopeTo[0])).toEqual(['stays@example.com']);
    });

    it('skips a post marked not for the newsletter, and one first published days ago (a restored backup)', async () => {
      await reader('r@example.com');
      received.length = 0;
      expect(await publish('quiet', { not_in_newsletter: true })).toBe('skipped');
      expect(await publish('old', { published_at: '2026-01-02T00:00:00.000Z' })).toBe('skipped');
      expect(received).toHaveLength(0);
      expect(await send('quiet')).toMatchObject({ state: 'skipped', reason: 'Marked not for the newsletter.' });
      expect((await send('old')).reason).toMatch(/^First published on 2026-01-02/);
    });

    it('a send stopped midway resumes where it stopped and mails each remaining address once', async () => {
      for (const n of [1, 2, 3, 4, 5]) await reader(`r${n}@example.com`);
      received.length = 0;
      await sendStarted('p1');
      // The instance ends after two mails (its time is up): the rest stays queued.
      expect(await runSend(sends, 'p1', 2)).toEqual({ outcome: 'paused', sent: 2 });
      // The next sender's own mail hangs and its instance dies with it: that mail may or may not have left.
      let hung = false;
      const dying: SendDeps = { ...sends, mailer: () => ({ send: () => ((hung = true), new Promise(() => undefined)) }) };
      void runSend(dying, 'p1');
      await expect.poll(() => hung).toBe(true);
      expect(await runSend(sends, 'p1')).toEqual({ outcome: 'not-mine', sent: 0 });
      h.clock.advance(SEND_LEASE_MS + MINUTE);
      expect(await runSend(sends, 'p1')).toEqual({ outcome: 'done', sent: 2 });

      const counts = new Map<string, number>();
      for (const m of received) counts.set(m.envelopeTo[0]!, (counts.get(m.envelopeTo[0]!) ?? 0) + 1);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(received).toHaveLength(4);
      expect(await send('p1')).toMatchObject({ state: 'done', total: 5, sent: 4, not_sent: 1 });
      const interrupted = await h.newsletter.list('newsletter_recipients', { post_id: 'p1', state: 'interrupted' }, null, 10);
      expect(interrupted.map((r) => r.email)).toHaveLength(1);
      expect(counts.has(interrupted[0]!.email)).toBe(false);
    });

    it('when the mail server fails, the send pauses with the reason and a later run sends the rest', async () => {
      await reader('r1@example.com');
      received.length = 0;
      const down: SendDeps = { ...sends, mailer: () => ({ send: () => Promise.reject(new Error('connect ECONNREFUSED')) }) };
      await sendStarted('p1');
      expect(await runSend(down, 'p1')).toEqual({ outcome: 'paused', sent: 0 });
      const [queued] = await h.newsletter.list('newsletter_recipients', { post_id: 'p1', state: 'queued' }, null, 10);
      expect(queued).toMatchObject({ attempts: 1, last_error: 'connect ECONNREFUSED' });
      expect(await runSend(sends, 'p1')).toEqual({ outcome: 'done', sent: 1 });
      expect(mailsTo('r1@example.com')).toHaveLength(1);
    });
  });
}
