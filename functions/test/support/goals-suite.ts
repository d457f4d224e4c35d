import { COLLECTIONS, DEFAULT_SETTINGS, lastDays, periodFigures } from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import { lookUpCountry } from '../../src/analytics/country.js';
import { trackPageView } from '../../src/analytics/track-page-view.js';
import type { MakeHarness } from './harness.js';
import { MINUTE } from './clock.js';
import { beacon, pageViewFixture } from './page-view-fixture.js';

/** Goals and campaigns through the beacon: what is kept of each, and what never is. */
export function goalsSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`goals and campaigns on the ${storeName} store`, () => {
    const { ctx, jobAt } = pageViewFixture(makeHarness);
    const send = async (body: Record<string, unknown>) => {
      const response = await trackPageView(ctx.deps, beacon({ referrer: '', ...body }));
      ctx.h.clock.advance(1);
      return response;
    };

    it('records an outbound click by its place and destination host, and the visit it belongs to', async () => {
      const acme = { source: 'linkedin', medium: 'job-application', campaign: 'acme' };
      await send({ page_path: '/', entry: true, ...acme });
      const click = {
        page_path: '/projects/p1',
        goal: 'outbound',
        place: 'demo',
        target: 'Demo.Example.org',
        first_of_kind: true,
        first_of_visit: true,
        ...acme,
      };
      expect(await send(click)).toEqual({ status: 204, outcome: 'recorded' });
      const [entry, goal] = await ctx.h.events();
      expect(entry).toMatchObject({ event_type: 'page_view', entry: true, campaign: 'acme' });
      expect(goal).toMatchObject({
        event_type: 'goal',
        goal: 'outbound',
        page_path: '/projects/p1',
        place: 'demo',
        target: 'demo.example.org',
        first_of_kind: true,
        first_of_visit: true,
        ...acme,
      });
      // A GitHub profile link needs no word from the page: its host says where it is.
      await send({ page_path: '/', goal: 'outbound', target: 'github.com' });
      expect((await ctx.h.events())[2]).toMatchObject({ place: 'github', target: 'github.com' });

      await jobAt(new Date(ctx.h.clock().getTime() + MINUTE));
      const figures = periodFigures(await ctx.h.rollups('day'), lastDays(30, ctx.h.clock()));
      expect(figures.campaigns).toEqual([
        expect.objectContaining({
          key: 'acme',
          visits: { value: 1, previous: 0 },
          goals: { outbound: 1 },
          conversions: { value: 1, previous: 0 },
        }),
      ]);
      expect(figures.goals.find((g) => g.key === 'outbound')).toEqual({
        key: 'outbound',
        reached: { value: 2, previous: 0 },
        visits: { value: 1, previous: 0 },
      });
      expect(figures.targets.map((t) => t.key)).toEqual(['demo demo.example.org', 'github github.com']);
    });

    it('records resume downloads and searches, and refuses a contact message from a beacon', async () => {
      expect((await send({ page_path: '/resume', goal: 'resume' })).outcome).toBe('recorded');
      expect((await send({ page_path: '/blog', goal: 'search' })).outcome).toBe('recorded');
      // Counted by the contact function itself: a beacon claiming one is a forgery.
      expect(await send({ page_path: '/', goal: 'message' })).toEqual({ status: 400, outcome: 'bad-request' });
      for (const bad of [
        { goal: 'signup' },
        { goal: 'outbound' },
        { goal: 'outbound', target: 'https://evil.example/path' },
        { goal: 'outbound', target: 42 },
        { campaign: { $gt: '' } },
      ]) {
        expect((await send({ page_path: '/', ...bad })).status, JSON.stringify(bad)).toBe(400);
      }
      expect((await ctx.h.events()).map((e) => e.goal)).toEqual(['resume', 'search']);
    });

    it('keeps only utm_source, utm_medium and utm_campaign of a campaign, cleaned', async () => {
      await send({
        page_path: '/?utm_campaign=x&token=secret',
        entry: true,
        campaign: `  Acme\u202e  2026 ${'x'.repeat(200)}`,
        source: 'news\u0000letter',
        medium: '',
        email: 'someone@example.org',
        utm_term: 'secret',
      });
      const [event] = await ctx.h.events();
      expect(event!.page_path).toBe('/');
      expect(event!.campaign).toBe(`Acme 2026 ${'x'.repeat(90)}`);
      expect(event!.source).toBe('newsletter');
      expect(event).not.toHaveProperty('medium');
      expect(JSON.stringify(await ctx.h.everythingStored())).not.toMatch(/secret|someone@example|utm_/);
    });

    it('keeps the country of the address and never the address, nor anything of a bot', async () => {
      ctx.deps = { ...ctx.deps, countryOf: lookUpCountry };
      await trackPageView(ctx.deps, beacon({ page_path: '/', referrer: '', entry: true }, { ip: '81.2.69.142' }));
      await trackPageView(ctx.deps, beacon({ page_path: '/', referrer: '', goal: 'search' }, { ip: '2a00:1450:4001:80b::200e' }));
      await trackPageView(ctx.deps, beacon({ page_path: '/', referrer: '' }, { ip: '10.1.2.3' }));
      const bot = 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)';
      expect(
        (
          await trackPageView(
            ctx.deps,
            beacon({ page_path: '/', referrer: '', goal: 'outbound', target: 'github.com' }, { userAgent: bot }),
          )
        ).outcome,
      ).toBe('bot');
      expect((await ctx.h.events()).map((e) => e.country).sort()).toEqual(['', 'DE', 'GB']);
      const stored = await ctx.h.everythingStored();
      for (const secret of ['81.2.69.142', '2a00:1450', '10.1.2.3', 'Firefox', 'Discordbot']) expect(stored).not.toContain(secret);
    });

    it('counts goals by the events switch and page views by theirs', async () => {
      const switches = (enable_page_views: boolean, enable_event_tracking: boolean) =>
        ctx.h.seed(COLLECTIONS.siteSettings, 'analytics', {
          settings: { ...DEFAULT_SETTINGS.analytics, enable_page_views, enable_event_tracking },
        });
      await switches(true, false);
      expect(await send({ page_path: '/resume', goal: 'resume' })).toEqual({ status: 204, outcome: 'events-off' });
      expect((await send({ page_path: '/' })).outcome).toBe('recorded');
      await switches(false, true);
      expect((await send({ page_path: '/resume', goal: 'resume' })).outcome).toBe('recorded');
      expect((await send({ page_path: '/' })).outcome).toBe('page-views-off');
      expect((await ctx.h.events()).map((e) => e.event_type)).toEqual(['page_view', 'goal']);
    });
  });
}
