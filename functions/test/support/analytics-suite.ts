import {
  COLLECTIONS,
  DEFAULT_SETTINGS,
  dashboardFromEvents,
  dashboardFromRollups,
  dashboardWindow,
  rollupCounts,
  type RollupCount,
} from '@portfolio/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { runRollupJob } from '../../src/analytics/rollup-job.js';
import { trackPageView, type TrackDeps, type TrackRequest } from '../../src/analytics/track-page-view.js';
import { DAY, HOUR, MINUTE } from './clock.js';
import type { Harness, MakeHarness } from './harness.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
const IP_A = '203.0.113.10';
const IP_B = '2001:db8::42';

export function beacon(body: unknown, over: Partial<TrackRequest> = {}): TrackRequest {
  return {
    method: 'POST',
    contentType: 'text/plain;charset=UTF-8',
    rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    userAgent: FIREFOX,
    ip: IP_A,
    host: 'portfolio.test',
    ...over,
  };
}

/** A rollup's page or referrer counts as a plain object, for readable assertions. */
const counts = (list: RollupCount[]) => Object.fromEntries(rollupCounts(list));

/** A small deterministic random source, so a failing sample can be replayed. */
function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

export function analyticsSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`trackPageView and the rollups on the ${storeName} store`, () => {
    let h: Harness;
    let deps: TrackDeps;
    beforeEach(async () => {
      h = await makeHarness('2026-03-10T08:00:00.000Z');
      deps = { store: h.store, hashSecret: 'test-secret', clock: h.clock };
      // The public detail pages the views below visit; drafts and inactive projects count as unknown.
      for (const slug of ['hello-world', 'my-post', 'first-post', 'second-post']) {
        await h.seed(COLLECTIONS.blogPosts, slug, { slug, title: slug, published: true });
      }
      for (const id of ['AbC123xyz', 'p1']) await h.seed(COLLECTIONS.projects, id, { title: id, status: 'active' });
    });
    // Each view a millisecond after the one before: Firestore orders equal created_at values by document
    // id, not by insertion, and the assertions read events in the order they were sent.
    const view = async (path: string, over: Partial<TrackRequest> = {}, referrer = '') => {
      const response = await trackPageView(deps, beacon({ page_path: path, referrer }, over));
      h.clock.advance(1);
      return response;
    };
    const jobAt = async (at: Date) => {
      h.clock.set(at);
      return runRollupJob({ store: h.store, clock: h.clock });
    };

    it('records a page view with the referrer host only and a hashed visitor', async () => {
      expect(await view('/blog/hello-world', {}, 'https://news.ycombinator.com/item?id=1&user=ada')).toEqual({
        status: 204,
        outcome: 'recorded',
      });
      const [event] = await h.events();
      expect(event).toEqual({
        event_type: 'page_view',
        page_path: '/blog/hello-world',
        referrer: 'news.ycombinator.com',
        visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
        created_at: '2026-03-10T08:00:00.000Z',
      });
    });

    it('accepts JSON and text/plain beacons and refuses anything else', async () => {
      expect((await trackPageView(deps, beacon({ page_path: '/' }, { contentType: 'application/json' }))).status).toBe(204);
      expect((await trackPageView(deps, beacon({ page_path: '/resume' }))).status).toBe(204);
      const refused = [
        beacon({ page_path: '/' }, { method: 'GET' }),
        beacon({ page_path: '/' }, { contentType: 'application/x-www-form-urlencoded' }),
        beacon('{not json'),
        beacon({ referrer: 'x' }),
        beacon({ page_path: 42 }),
        beacon([{ page_path: '/' }]),
        beacon({ page_path: '/', referrer: 'x'.repeat(3000) }),
      ];
      const statuses = await Promise.all(refused.map((r) => trackPageView(deps, r)));
      expect(statuses.map((s) => s.status)).toEqual([405, 400, 400, 400, 400, 400, 400]);
      expect(await h.events()).toHaveLength(2);
    });

    it('stores no raw IP and no user agent anywhere, events and rollups included', async () => {
      await view('/', { ip: IP_A }, 'https://example.org/');
      await view('/projects', { ip: IP_B, userAgent: SAFARI });
      await jobAt(new Date(h.clock().getTime() + 2 * MINUTE));
      const stored = await h.everythingStored();
      for (const secret of [IP_A, IP_B, '203.0.113', '2001:db8', FIREFOX, SAFARI, 'Firefox', 'ip_address']) {
        expect(stored).not.toContain(secret);
      }
      expect((await h.rollups('day'))[0]!.visitors).toHaveLength(2);
    });

    it('counts unique visitors across a day, and gives the same browser a new id the next day', async () => {
      const at = (time: string) => h.clock.set(`2026-03-10T${time}:00.000Z`);
      at('08:00');
      await view('/', { ip: IP_A });
      at('13:30');
      await view('/projects', { ip: IP_A });
      at('23:59');
      await view('/resume', { ip: IP_A });
      await view('/', { ip: IP_B });
      await view('/', { ip: IP_A, userAgent: SAFARI });
      h.clock.set('2026-03-11T07:00:00.000Z');
      await view('/', { ip: IP_A });

      const events = await h.events();
      const day1 = events.filter((e) => e.created_at.startsWith('2026-03-10'));
      expect(new Set(day1.slice(0, 3).map((e) => e.visitor)).size).toBe(1);
      expect(new Set(day1.map((e) => e.visitor)).size).toBe(3);
      expect(day1.map((e) => e.visitor)).not.toContain(events.at(-1)!.visitor);

      await jobAt(new Date('2026-03-11T07:05:00.000Z'));
      const daily = Object.fromEntries((await h.rollups('day')).map((r) => [r.period_start.slice(0, 10), r]));
      expect(daily['2026-03-10']).toMatchObject({ views: 5 });
      expect(counts(daily['2026-03-10']!.pages)).toEqual({ '/': 3, '/projects': 1, '/resume': 1 });
      expect(daily['2026-03-10']!.visitors).toHaveLength(3);
      expect(daily['2026-03-11']).toMatchObject({ views: 1 });
    });

    it('deletes visitor salts older than 48 hours', async () => {
      for (const day of ['2026-03-10', '2026-03-11', '2026-03-12']) {
        h.clock.set(`${day}T10:00:00.000Z`);
        await view('/');
      }
      const salts = async () => Object.keys(JSON.parse(await h.everythingStored()).fn_visitor_salts ?? {}).sort();
      expect(await salts()).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
      const run = await jobAt(new Date('2026-03-12T10:05:00.000Z'));
      expect(run.saltsDeleted).toBe(1);
      expect(await salts()).toEqual(['2026-03-11', '2026-03-12']);
    });

    it('records nothing from bots, crawlers, previews and scripts', async () => {
      const bots = [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.6834.110 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;)',
        'Mozilla/5.0 (compatible; GoogleOther)',
        'facebookexternalhit/1.1',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36',
        'Mozilla/5.0 (Linux) Chrome-Lighthouse',
        'curl/8.5.0',
        'python-requests/2.31',
        'Wget/1.21',
        '',
      ];
      for (const userAgent of bots) expect(await view('/', { userAgent })).toEqual({ status: 204, outcome: 'bot' });
      expect(await h.events()).toEqual([]);
    });

    it('records nothing while page views are turned off in the settings', async () => {
      const analytics = (enable_page_views: boolean) =>
        h.seed(COLLECTIONS.siteSettings, 'analytics', { settings: { ...DEFAULT_SETTINGS.analytics, enable_page_views } });
      await analytics(false);
      expect(await view('/')).toEqual({ status: 204, outcome: 'page-views-off' });
      expect(await h.events()).toEqual([]);
      await analytics(true);
      expect(await view('/')).toEqual({ status: 204, outcome: 'recorded' });
      expect(await h.events()).toHaveLength(1);
    });

    it("records only the site's own paths, normalised", async () => {
      const outside = [
        '/admin',
        '/admin/dashboard',
        'https://evil.example/',
        '//evil.example/x',
        '/../etc/passwd',
        '/blog/Not A Slug',
        '/projects/a/b',
        '/wp-login.php',
        `/${'x'.repeat(300)}`,
        'resume',
        '',
      ];
      for (const path of outside) expect((await view(path)).outcome).toBe('not-a-site-path');
      await view('/blog/my-post?utm_source=x#top');
      await view('/projects/');
      await view('/projects/AbC123xyz');
      expect((await h.events()).map((e) => e.page_path)).toEqual(['/blog/my-post', '/projects', '/projects/AbC123xyz']);
    });

    it('answers 204 without reading for a project id or slug that cannot be a document id', async () => {
      for (const path of ['/projects/__x__', '/projects/__proto__', '/projects/x%2Fy', '/projects/..', `/blog/${'a'.repeat(1500)}`]) {
        expect(await view(path), path).toEqual({ status: 204, outcome: 'not-a-site-path' });
      }
      expect(await h.events()).toEqual([]);
    });

    it('records a detail page only for an active project or a published post', async () => {
      await h.seed(COLLECTIONS.blogPosts, 'draft', { slug: 'secret-draft', title: 'Draft', published: false });
      await h.seed(COLLECTIONS.projects, 'old', { title: 'Old', status: 'inactive' });
      for (const path of ['/blog/secret-draft', '/blog/made-up-spam-text', '/projects/old', '/projects/nope123']) {
        expect((await view(path)).outcome).toBe('not-public');
      }
      expect((await view('/blog/hello-world')).outcome).toBe('recorded');
      expect((await view('/projects/p1')).outcome).toBe('recorded');
      expect((await h.events()).map((e) => e.page_path)).toEqual(['/blog/hello-world', '/projects/p1']);
    });

    it('keeps direct and self referrals as direct, and drops non-web referrers', async () => {
      await view('/', {}, 'https://portfolio.test/projects');
      await view('/', {}, 'javascript:alert(1)');
      await view('/', {}, 'not a url');
      await view('/', {}, 'https://www.LinkedIn.com/feed/');
      expect((await h.events()).map((e) => e.referrer)).toEqual(['', '', '', 'linkedin.com']);
    });

    it('limits each visitor to 30 views a minute; others are unaffected', async () => {
      for (let i = 0; i < 30; i += 1) expect((await view('/')).status).toBe(204);
      expect(await view('/')).toEqual({ status: 429, outcome: 'rate-limited' });
      expect((await view('/', { ip: IP_B })).outcome).toBe('recorded');
      h.clock.advance(MINUTE + 1);
      expect((await view('/')).outcome).toBe('recorded');
      expect(await h.events()).toHaveLength(32);
    });

    it('gives the dashboard the same figures from rollups as from the raw events, reading under 100 documents', async () => {
      const rand = random(7);
      const now = new Date('2026-03-24T15:20:00.000Z');
      const paths = ['/', '/resume', '/projects', '/projects/p1', '/blog', '/blog/first-post', '/blog/second-post'];
      const referrers = ['', '', 'https://www.google.com/search?q=me', 'https://github.com/me', 'https://t.co/x'];
      const visitors = Array.from({ length: 25 }, (_, i) => ({ ip: `198.51.100.${i}`, userAgent: i % 2 ? FIREFOX : SAFARI }));
      let at = now.getTime() - 17 * DAY;
      let sinceJob = 0;
      while (at < now.getTime() - MINUTE) {
        at += Math.floor(rand() * 90 * MINUTE) + 1000;
        if (at >= now.getTime() - MINUTE) break;
        h.clock.set(new Date(at));
        const visitor = visitors[Math.floor(rand() * visitors.length)]!;
        await view(paths[Math.floor(rand() * paths.length)]!, visitor, referrers[Math.floor(rand() * referrers.length)]);
        if ((sinceJob += 1) % 40 === 0) await jobAt(new Date(at + 10 * MINUTE));
      }
      await jobAt(now);

      const events = await h.events();
      expect(events.length).toBeGreaterThan(300);
      const window = dashboardWindow(now);
      const hourly = (await h.rollups('hour')).filter((r) => r.period_start >= window.hourlyFrom);
      const daily = (await h.rollups('day')).filter((r) => r.period_start >= window.dailyFrom);
      expect(hourly.length + daily.length + 10).toBeLessThanOrEqual(100);
      expect(dashboardFromRollups(hourly, daily, now)).toEqual(dashboardFromEvents(events, now));
      // And nothing was counted twice: the rollups hold every event exactly once.
      const allDaily = await h.rollups('day');
      expect(allDaily.reduce((sum, r) => sum + r.views, 0)).toBe(events.length);
      expect((await h.rollups('hour')).reduce((sum, r) => sum + r.views, 0)).toBe(events.length);
    });

    it('folds each event once however often the job runs, and leaves events of the last 30 seconds for later', async () => {
      await view('/');
      h.clock.advance(50_000);
      await view('/resume');
      await jobAt(new Date(h.clock().getTime() + 10_000));
      expect((await h.rollups('day'))[0]!.views).toBe(1);
      await jobAt(new Date(h.clock().getTime() + 1000));
      await jobAt(new Date(h.clock().getTime() + HOUR));
      await jobAt(new Date(h.clock().getTime() + HOUR));
      const [day] = await h.rollups('day');
      expect(day).toMatchObject({ views: 2 });
      expect(counts(day!.pages)).toEqual({ '/': 1, '/resume': 1 });
    });

    it('rolls up direct, __x__, constructor and __proto__ referrers like any other, and the dashboard counts them right', async () => {
      h.clock.set('2026-03-10T09:00:00.000Z');
      await view('/', { ip: '192.0.2.1' }, '');
      await view('/', { ip: '192.0.2.2' }, '');
      await view('/resume', { ip: '192.0.2.3' }, 'https://__x__/');
      await view('/blog', { ip: '192.0.2.4' }, 'https://constructor/');
      await view('/blog', { ip: '192.0.2.5' }, 'https://constructor/page');
      await view('/', { ip: '192.0.2.6' }, 'https://__proto__/');
      await view('/projects', { ip: '192.0.2.7' }, 'https://www.google.com/search?q=me');
      // A salt from three days ago, which the job must delete whatever happens to the fold.
      await h.seed('fn_visitor_salts', '2026-03-07', { salt: 'old', created_at: '2026-03-07T00:00:00.000Z' });

      const now = new Date('2026-03-10T10:00:00.000Z');
      const run = await jobAt(now);
      expect(run.events).toBe(7);
      expect(run.saltsDeleted).toBe(1);
      const [day] = await h.rollups('day');
      // A Map, not an object literal: in a literal, `__proto__: 1` would set the prototype.
      expect(rollupCounts(day!.referrers)).toEqual(
        new Map([
          ['', 2],
          ['__x__', 1],
          ['constructor', 2],
          ['__proto__', 1],
          ['google.com', 1],
        ]),
      );

      const window = dashboardWindow(now);
      const figures = dashboardFromRollups(
        (await h.rollups('hour')).filter((r) => r.period_start >= window.hourlyFrom),
        (await h.rollups('day')).filter((r) => r.period_start >= window.dailyFrom),
        now,
      );
      expect(figures.totalViews.value).toBe(7);
      expect(figures.uniqueVisitors.value).toBe(7);
      expect(figures.topReferrers).toEqual([
        { referrer: 'Direct', views: 2 },
        { referrer: 'constructor', views: 2 },
        { referrer: '__proto__', views: 1 },
        { referrer: '__x__', views: 1 },
        { referrer: 'google.com', views: 1 },
      ]);
      expect(figures).toEqual(dashboardFromEvents(await h.events(), now));
      const salts = Object.keys(JSON.parse(await h.everythingStored()).fn_visitor_salts ?? {});
      expect(salts).not.toContain('2026-03-07');
    });
  });
}
