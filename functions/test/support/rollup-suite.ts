import { lastDays, periodFigures, rollupCounts, rollupsFromEvents, type AnalyticsEvent, type AnalyticsRollup } from '@portfolio/model';
import { DAY, HOUR, MINUTE } from './clock.js';
import { describe, expect, it } from 'vitest';
import type { MakeHarness } from './harness.js';
import { counts, FIREFOX, random, SAFARI, pageViewFixture } from './page-view-fixture.js';

/** The figures of the last 30 days from these daily rollups, and from folding `events` all at once. */
function figuresBoth(daily: AnalyticsRollup[], events: AnalyticsEvent[], now: Date) {
  const range = lastDays(30, now);
  return { folded: periodFigures(daily, range), reference: periodFigures([...rollupsFromEvents(events, 'day').values()], range) };
}

export function rollupSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`the analytics rollups on the ${storeName} store`, () => {
    const { ctx, view, jobAt } = pageViewFixture(makeHarness);

    it('gives the dashboard the same figures from the rollups folded minute by minute as from all the events at once', async () => {
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
        ctx.h.clock.set(new Date(at));
        const visitor = visitors[Math.floor(rand() * visitors.length)]!;
        await view(paths[Math.floor(rand() * paths.length)]!, visitor, referrers[Math.floor(rand() * referrers.length)]);
        if ((sinceJob += 1) % 40 === 0) await jobAt(new Date(at + 10 * MINUTE));
      }
      await jobAt(now);

      const events = await ctx.h.events();
      expect(events.length).toBeGreaterThan(300);
      const daily = await ctx.h.rollups('day');
      const { folded, reference } = figuresBoth(daily, events, now);
      expect(folded).toEqual(reference);
      expect(folded.visitors.value).toBeGreaterThan(25);
      // The hashes that count a visitor once are the functions' own: none is in a rollup the owner reads.
      expect(daily.every((r) => r.visitors === undefined && typeof r.visitor_count === 'number')).toBe(true);
      // And nothing was counted twice: the rollups hold every event exactly once.
      const allDaily = await ctx.h.rollups('day');
      expect(allDaily.reduce((sum, r) => sum + r.views, 0)).toBe(events.length);
      expect((await ctx.h.rollups('hour')).reduce((sum, r) => sum + r.views, 0)).toBe(events.length);
    });

    it('folds each event once however often the job runs, and leaves events of the last 30 seconds for later', async () => {
      await view('/');
      ctx.h.clock.advance(50_000);
      await view('/resume');
      await jobAt(new Date(ctx.h.clock().getTime() + 10_000));
      expect((await ctx.h.rollups('day'))[0]!.views).toBe(1);
      await jobAt(new Date(ctx.h.clock().getTime() + 1000));
      await jobAt(new Date(ctx.h.clock().getTime() + HOUR));
      await jobAt(new Date(ctx.h.clock().getTime() + HOUR));
      const [day] = await ctx.h.rollups('day');
      expect(day).toMatchObject({ views: 2 });
      expect(counts(day!.pages)).toEqual({ '/': 1, '/resume': 1 });
    });

    it('rolls up direct, __x__, constructor and __proto__ referrers like any other, and the dashboard counts them right', async () => {
      ctx.h.clock.set('2026-03-10T09:00:00.000Z');
      await view('/', { ip: '192.0.2.1' }, '');
      await view('/', { ip: '192.0.2.2' }, '');
      await view('/resume', { ip: '192.0.2.3' }, 'https://__x__/');
      await view('/blog', { ip: '192.0.2.4' }, 'https://constructor/');
      await view('/blog', { ip: '192.0.2.5' }, 'https://constructor/page');
      await view('/', { ip: '192.0.2.6' }, 'https://__proto__/');
      await view('/projects', { ip: '192.0.2.7' }, 'https://www.google.com/search?q=me');
      // A salt from three days ago, which the job must delete whatever happens to the fold.
      await ctx.h.seed('fn_visitor_salts', '2026-03-07', { salt: 'old', created_at: '2026-03-07T00:00:00.000Z' });

      const now = new Date('2026-03-10T10:00:00.000Z');
      const run = await jobAt(now);
      expect(run.events).toBe(7);
      expect(run.saltsDeleted).toBe(1);
      const [day] = await ctx.h.rollups('day');
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

      const { folded, reference } = figuresBoth(await ctx.h.rollups('day'), await ctx.h.events(), now);
      expect(folded.views.value).toBe(7);
      expect(folded.visitors.value).toBe(7);
      expect(folded.sources.map((row) => [row.key, row.views.value])).toEqual([
        ['', 2],
        ['constructor', 2],
        ['__proto__', 1],
        ['__x__', 1],
        ['google.com', 1],
      ]);
      expect(folded).toEqual(reference);
      const salts = Object.keys(JSON.parse(await ctx.h.everythingStored()).fn_visitor_salts ?? {});
      expect(salts).not.toContain('2026-03-07');
    });
  });
}
