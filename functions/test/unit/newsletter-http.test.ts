import { NEWSLETTER_TEXT } from '@portfolio/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../src/mail/mailer.js';
import { newsletterRequest, type NewsletterRequest } from '../../src/newsletter/http.js';
import { MemoryNewsletterStore } from '../../src/newsletter/memory-newsletter-store.js';
import type { SubscriptionDeps } from '../../src/newsletter/subscription.js';
import { subscriberId } from '../../src/newsletter/tokens.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { fakeClock } from '../support/clock.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.js';

const SITE = { url: 'https://portfolio.test', title: 'Jane Doe' };

describe('the newsletter function: the form without script, and the pages the mailed links open', () => {
  const received: ReceivedMail[] = [];
  let smtp: TestSmtp;
  let deps: SubscriptionDeps;
  let store: MemoryNewsletterStore;
  beforeAll(async () => (smtp = await startSmtp(0, received)));
  afterAll(() => smtp.close());
  beforeEach(() => {
    received.length = 0;
    store = new MemoryNewsletterStore();
    const clock = fakeClock('2026-03-10T09:00:00.000Z');
    const mailer = smtpMailer({ host: '127.0.0.1', port: smtp.port, tls: false, user: '', pass: '' });
    deps = {
      store,
      rateLimits: new MemoryStore(clock),
      mailer: () => mailer,
      mailFrom: 'noreply@portfolio.test',
      site: async () => SITE,
      hashSecret: 's',
      clock,
    };
  });
  const ask = (request: Partial<NewsletterRequest>) =>
    newsletterRequest(deps, { method: 'GET', url: '/', body: undefined, wantsJson: false, client: '203.0.113.7', ...request });
  const confirmToken = () => decodeURIComponent(/confirm\?token=(\S+)/.exec(received.at(-1)!.text)![1]!);

  it('a form posted without script gets a page that says to check the inbox, with a link back to its page', async () => {
    const page = await ask({ method: 'POST', url: '/api/newsletter/subscribe', body: { email: 'r@example.com', source: '/blog/a-post' } });
    expect(page.status).toBe(200);
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(page.body).toContain('<h1>Check your inbox</h1>');
    expect(page.body).toContain(NEWSLETTER_TEXT.checkInbox);
    expect(page.body).toContain('<a href="/blog/a-post">Back to the page</a>');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
  });

  it('a bad address gets the same page with the reason and a 400; the app gets JSON', async () => {
    const page = await ask({ method: 'POST', url: '/api/newsletter/subscribe', body: { email: 'nope', source: '//evil.example' } });
    expect(page.status).toBe(400);
    expect(page.body).toContain(NEWSLETTER_TEXT.invalidEmail);
    expect(page.body).toContain('<a href="/blog">Back to the page</a>');
    const answer = await ask({ method: 'POST', url: '/api/newsletter/subscribe', body: { email: 'r@example.com' }, wantsJson: true });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ message: NEWSLETTER_TEXT.checkInbox });
  });

  it('opening the confirmation link only shows a button; pressing it confirms', async () => {
    await ask({ method: 'POST', url: '/api/newsletter/subscribe', body: { email: 'r@example.com' } });
    const token = confirmToken();
    const page = await ask({ url: `/newsletter/confirm?token=${encodeURIComponent(token)}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<button type="submit">Confirm subscription</button>');
    expect(await store.get('newsletter_subscribers', subscriberId('r@example.com'))).toMatchObject({ state: 'pending' });
    const done = await ask({ method: 'POST', url: '/newsletter/confirm', body: { token } });
    expect(done.body).toContain('<h1>You are subscribed</h1>');
    expect(await store.get('newsletter_subscribers', subscriberId('r@example.com'))).toMatchObject({ state: 'confirmed' });
  });

  it('a one-click POST to the unsubscribe address ends the subscription; a broken link is a 404 page', async () => {
    await ask({ method: 'POST', url: '/api/newsletter/subscribe', body: { email: 'r@example.com' } });
    await ask({ method: 'POST', url: '/newsletter/confirm', body: { token: confirmToken() } });
    const { signToken } = await import('../../src/newsletter/tokens.js');
    const token = signToken('s', 'unsubscribe', subscriberId('r@example.com'), new Date());
    const page = await ask({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      body: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>You are unsubscribed</h1>');
    expect(await store.get('newsletter_subscribers', subscriberId('r@example.com'))).toMatchObject({ state: 'unsubscribed' });
    for (const url of ['/newsletter/unsubscribe?token=abc', '/newsletter/confirm', '/newsletter/other'])
      expect((await ask({ url })).status).toBe(404);
    expect((await ask({ method: 'POST', url: '/newsletter/confirm', body: { token: 'x.y.z' } })).status).toBe(404);
  });
});
