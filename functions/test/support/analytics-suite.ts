import { DEFAULT_SETTINGS, COLLECTIONS } from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import type { MakeHarness } from './harness.js';
import { trackPageView } from '../../src/analytics/track-page-view.js';
import { MINUTE } from './clock.js';
import { beacon, counts, FIREFOX, IP_A, IP_B, SAFARI, pageViewFixture } from './page-view-fixture.js';
import { goalsSuite } from './goals-suite.js';
import { rollupSuite } from './rollup-suite.js';

export function analyticsSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`trackPageView on the ${storeName} store`, () => {
    const { ctx, view, jobAt } = pageViewFixture(makeHarness);

    it('records a page view with the referrer host only and a hashed visitor', async () => {
      expect(await view('/blog/hello-world', {}, 'https://news.ycombinator.com/item?id=1&user=ada')).toEqual({
        status: 204,
        outcome: 'recorded',
      });
      const [event] = await ctx.h.events();
      expect(event).toEqual({
        event_type: 'page_view',
        page_path: '/blog/hello-world',
        referrer: 'news.ycombinator.com',
        visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
        country: '',
        created_at: '2026-03-10T08:00:00.000Z',
        // Deleted by Firestore's TTL policy 30 days on.
        expires_at: '2026-04-09T08:00:00.000Z',
      });
    });

    it('accepts JSON and text/plain beacons and refuses anything else', async () => {
      expect((await trackPageView(ctx.deps, beacon({ page_path: '/' }, { contentType: 'application/json' }))).status).toBe(204);
      expect((await trackPageView(ctx.deps, beacon({ page_path: '/resume' }))).status).toBe(204);
      const refused = [
        beacon({ page_path: '/' }, { method: 'GET' }),
        beacon({ page_path: '/' }, { contentType: 'application/x-www-form-urlencoded' }),
        beacon('{not json'),
        beacon({ referrer: 'x' }),
        beacon({ page_path: 42 }),
        beacon([{ page_path: '/' }]),
        beacon({ page_path: '/', referrer: 'x'.repeat(3000) }),
      ];
      const statuses = await Promise.all(refused.map((r) => trackPageView(ctx.deps, r)));
      expect(statuses.map((s) => s.status)).toEqual([405, 400, 400, 400, 400, 400, 400]);
      expect(await ctx.h.events()).toHaveLength(2);
    });

    it('stores no raw IP and no user agent anywhere, events and rollups included', async () => {
      await view('/', { ip: IP_A }, 'https://example.org/');
      await view('/projects', { ip: IP_B, userAgent: SAFARI });
      await jobAt(new Date(ctx.h.clock().getTime() + 2 * MINUTE));
      const stored = await ctx.h.everythingStored();
      for (const secret of [IP_A, IP_B, '203.0.113', '2001:db8', FIREFOX, SAFARI, 'Firefox', 'ip_address']) {
        expect(stored).not.toContain(secret);
      }
      expect((await ctx.h.rollups('day'))[0]!.visitor_count).toBe(2);
    });

    it('counts unique visitors across a day, and gives the same browser a new id the next day', async () => {
      const at = (time: string) => ctx.h.clock.set(`2026-03-10T${time}:00.000Z`);
      at('08:00');
      await view('/', { ip: IP_A });
      at('13:30');
      await view('/projects', { ip: IP_A });
      at('23:59');
      await view('/resume', { ip: IP_A });
      await view('/', { ip: IP_B });
      await view('/', { ip: IP_A, userAgent: SAFARI });
      ctx.h.clock.set('2026-03-11T07:00:00.000Z');
      await view('/', { ip: IP_A });

      const events = await ctx.h.events();
      const day1 = events.filter((e) => e.created_at.startsWith('2026-03-10'));
      expect(new Set(day1.slice(0, 3).map((e) => e.visitor)).size).toBe(1);
      expect(new Set(day1.map((e) => e.visitor)).size).toBe(3);
      expect(day1.map((e) => e.visitor)).not.toContain(events.at(-1)!.visitor);

      await jobAt(new Date('2026-03-11T07:05:00.000Z'));
      const daily = Object.fromEntries((await ctx.h.rollups('day')).map((r) => [r.period_start.slice(0, 10), r]));
      expect(daily['2026-03-10']).toMatchObject({ views: 5 });
      expect(counts(daily['2026-03-10']!.pages)).toEqual({ '/': 3, '/projects': 1, '/resume': 1 });
      expect(daily['2026-03-10']!.visitor_count).toBe(3);
      expect(daily['2026-03-11']).toMatchObject({ views: 1 });
    });

    it('deletes visitor salts older than 48 hours', async () => {
      for (const day of ['2026-03-10', '2026-03-11', '2026-03-12']) {
        ctx.h.clock.set(`${day}T10:00:00.000Z`);
        await view('/');
      }
      const salts = async () => Object.keys(JSON.parse(await ctx.h.everythingStored()).fn_visitor_salts ?? {}).sort();
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
      expect(await ctx.h.events()).toEqual([]);
    });

    it('records nothing while page views are turned off in the settings', async () => {
      const analytics = (enable_page_views: boolean) =>
        ctx.h.seed(COLLECTIONS.siteSettings, 'analytics', { settings: { ...DEFAULT_SETTINGS.analytics, enable_page_views } });
      await analytics(false);
      expect(await view('/')).toEqual({ status: 204, outcome: 'page-views-off' });
      expect(await ctx.h.events()).toEqual([]);
      await analytics(true);
      expect(await view('/')).toEqual({ status: 204, outcome: 'recorded' });
      expect(await ctx.h.events()).toHaveLength(1);
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
      expect((await ctx.h.events()).map((e) => e.page_path)).toEqual(['/blog/my-post', '/projects', '/projects/AbC123xyz']);
    });

    it('answers 204 without reading for a project id or slug that cannot be a document id', async () => {
      for (const path of ['/projects/__x__', '/projects/__proto__', '/projects/x%2Fy', '/projects/..', `/blog/${'a'.repeat(1500)}`]) {
        expect(await view(path), path).toEqual({ status: 204, outcome: 'not-a-site-path' });
      }
      expect(await ctx.h.events()).toEqual([]);
    });

    it('records a detail page only for an active project or a published post', async () => {
      await ctx.h.seed(COLLECTIONS.blogPosts, 'draft', { slug: 'secret-draft', title: 'Draft', published: false });
      await ctx.h.seed(COLLECTIONS.projects, 'old', { title: 'Old', status: 'inactive' });
      for (const path of ['/blog/secret-draft', '/blog/made-up-spam-text', '/projects/old', '/projects/nope123']) {
        expect((await view(path)).outcome).toBe('not-public');
      }
      expect((await view('/blog/hello-world')).outcome).toBe('recorded');
      expect((await view('/projects/p1')).outcome).toBe('recorded');
      expect((await ctx.h.events()).map((e) => e.page_path)).toEqual(['/blog/hello-world', '/projects/p1']);
    });

    it('keeps direct and self referrals as direct, and drops non-web referrers', async () => {
      await view('/', {}, 'https://portfolio.test/projects');
      await view('/', {}, 'javascript:alert(1)');
      await view('/', {}, 'not a url');
      await view('/', {}, 'https://www.LinkedIn.com/feed/');
      expect((await ctx.h.events()).map((e) => e.referrer)).toEqual(['', '', '', 'linkedin.com']);
    });

    it('limits each visitor to 30 views a minute; others are unaffected', async () => {
      for (let i = 0; i < 30; i += 1) expect((await view('/')).status).toBe(204);
      expect(await view('/')).toEqual({ status: 429, outcome: 'rate-limited' });
      expect((await view('/', { ip: IP_B })).outcome).toBe('recorded');
      ctx.h.clock.advance(MINUTE + 1);
      expect((await view('/')).outcome).toBe('recorded');
      expect(await ctx.h.events()).toHaveLength(32);
    });
  });
  rollupSuite(storeName, makeHarness);
  goalsSuite(storeName, makeHarness);
}
