import { COLLECTIONS, NEWSLETTER_TEXT } from '@portfolio/model';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/mail/mailer.js';
import { countFunctionGoal } from '../../src/analytics/function-goal.js';
import { subscribe, type SubscriptionDeps } from '../../src/newsletter/subscription.js';
import type { Harness } from '../support/harness.js';
import { memoryHarness } from '../support/memory-harness.js';

const SENDER = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', host: 'portfolio.test' };

describe('a newsletter sign-up counted as a goal of its visit', () => {
  let h: Harness;
  let deps: SubscriptionDeps;
  const mailer: Mailer = { send: async () => undefined };

  beforeEach(async () => {
    h = await memoryHarness('2026-03-10T09:00:00.000Z');
    deps = {
      store: h.newsletter,
      rateLimits: h.store,
      mailer: () => mailer,
      mailFrom: 'Portfolio <noreply@portfolio.test>',
      site: async () => ({ url: 'https://portfolio.test', title: 'Portfolio' }),
      hashSecret: 'test-secret',
      clock: h.clock,
      countGoal: (visit) => countFunctionGoal({ store: h.store, clock: h.clock }, SENDER, visit, 'subscribe'),
    };
  });

  it('is counted by the function with the visit the app sends, and under its page for the form without script', async () => {
    const visit = { page_path: '/blog', referrer: 'https://news.example/x', source: 'mastodon', first_of_kind: true, first_of_visit: true };
    await expect(subscribe(deps, { email: 'a@example.com', source: '/blog', visit }, SENDER.ip)).resolves.toMatchObject({ status: 200 });
    await subscribe(deps, { email: 'b@example.com', source: '/blog' }, SENDER.ip);
    const goals = (await h.events()).filter((e) => e.event_type === 'goal');
    expect(goals.map((e) => [e.goal, e.page_path, e.source ?? '', e.referrer])).toEqual([
      ['subscribe', '/blog', 'mastodon', 'news.example'],
      ['subscribe', '/blog', '', ''],
    ]);
  });

  it('is counted under the post it was sent from while that post is public, else under home', async () => {
    await h.seed(COLLECTIONS.blogPosts, 'live', {
      slug: 'a-live-post',
      title: 'Live',
      published: true,
      published_at: '2026-03-01T09:00:00.000Z',
    });
    await h.seed(COLLECTIONS.blogPosts, 'draft', { slug: 'a-draft', title: 'Draft', published: false });
    for (const [email, page_path] of [
      ['a@example.com', '/blog/a-live-post'],
      ['b@example.com', '/blog/a-draft'],
      ['c@example.com', '/blog/made-up-spam-text'],
      ['d@example.com', '/blog/tags'],
    ]) {
      await subscribe(deps, { email, source: page_path, visit: { page_path } }, SENDER.ip);
    }
    const goals = (await h.events()).filter((e) => e.event_type === 'goal');
    expect(goals.map((e) => e.page_path)).toEqual(['/blog/a-live-post', '/', '/', '/blog/tags']);
  });

  it('is not counted for a bot or a bad address', async () => {
    await expect(subscribe(deps, { email: 'nope', source: '/blog' }, SENDER.ip)).resolves.toEqual({
      status: 400,
      message: NEWSLETTER_TEXT.invalidEmail,
    });
    await subscribe(deps, { email: 'bot@example.com', website: 'https://spam.example' }, SENDER.ip);
    expect(await h.events()).toEqual([]);
  });
});
