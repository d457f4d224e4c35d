import { describe, expect, it } from 'vitest';
import {
  type AnalyticsEvent,
  dashboardFromEvents,
  dashboardFromRollups,
  addToRollup,
  emptyRollup,
  OTHER_KEY,
  percentChange,
  ROLLUP_LIMITS,
  rollupId,
  rollupsFromEvents,
  type AnalyticsRollup,
} from '../analytics.js';

const now = new Date('2026-11-22T10:30:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

function sampleEvents(count: number): AnalyticsEvent[] {
  const pages = ['/', '/projects', '/blog', '/resume', '/blog/zero-downtime', ''];
  const refs = ['', 'www.google.com', 'github.com', 'www.linkedin.com'];
  // A deterministic spread over 20 days, with visitors returning across hours.
  return Array.from({ length: count }, (_, i) => ({
    event_type: 'page_view' as const,
    page_path: pages[(i * 7) % pages.length]!,
    referrer: refs[(i * 3) % refs.length]!,
    visitor: `v${(i * 13) % 37}`,
    created_at: hoursAgo(((i * 29) % (20 * 24 * 10)) / 10),
  }));
}

describe('analytics rollups', () => {
  it('names periods by UTC hour and day', () => {
    expect(rollupId('2026-11-22T10:59:59.999Z', 'hour')).toBe('2026-11-22T10');
    expect(rollupId('2026-11-22T23:00:00Z', 'day')).toBe('2026-11-22');
  });

  it('percent change is 100 when the prior value is 0', () => {
    expect(percentChange(5, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(100);
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
  });

  it('gives the same dashboard figures as the raw events', () => {
    const events = sampleEvents(1500);
    const fromRollups = dashboardFromRollups(
      [...rollupsFromEvents(events, 'hour').values()],
      [...rollupsFromEvents(events, 'day').values()],
      now,
    );
    const fromEvents = dashboardFromEvents(events, now);
    expect(fromRollups).toEqual(fromEvents);
    expect(fromEvents.totalViews.value).toBeGreaterThan(0);
    expect(fromEvents.viewsPerDay).toHaveLength(14);
  });

  it('counts a visitor once across the hours of a day, and labels empty referrer and path', () => {
    const events: AnalyticsEvent[] = [
      { event_type: 'page_view', page_path: '', referrer: '', visitor: 'a', created_at: hoursAgo(1) },
      { event_type: 'page_view', page_path: '/blog', referrer: 'github.com', visitor: 'a', created_at: hoursAgo(5) },
      { event_type: 'page_view', page_path: '/blog', referrer: '', visitor: 'b', created_at: hoursAgo(30) },
    ];
    const d = dashboardFromRollups([...rollupsFromEvents(events, 'hour').values()], [...rollupsFromEvents(events, 'day').values()], now);
    expect(d.totalViews).toEqual({ value: 2, change: 100 });
    expect(d.uniqueVisitors).toEqual({ value: 1, change: 0 });
    expect(d.activePages).toEqual({ value: 2, change: 100 });
    expect(d.topPages[0]).toEqual({ path: '/blog', views: 2 });
    expect(d.topPages).toContainEqual({ path: '/', views: 1 });
    expect(d.topReferrers[0]).toEqual({ referrer: 'Direct', views: 2 });
    expect(d.averageTimeOnSite).toBe('2:30');
  });

  it('keeps any text a visitor sends as a plain count: empty, __x__, constructor, __proto__', () => {
    const hostile = ['', '__x__', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'a.b', 'x'.repeat(1600)];
    const events: AnalyticsEvent[] = hostile.map((referrer, i) => ({
      event_type: 'page_view',
      page_path: '/',
      referrer,
      visitor: `v${i}`,
      created_at: hoursAgo(1),
    }));
    const rollup = addToRollup(emptyRollup(new Date(hoursAgo(1))), [...events, events[2]!]);
    expect(rollup.views).toBe(9);
    expect(rollup.referrers).toContainEqual({ key: 'constructor', views: 2 });
    expect(rollup.referrers).toContainEqual({ key: '__proto__', views: 1 });
    expect(rollup.referrers).toContainEqual({ key: '', views: 1 });
    // Every key is a value in a list, never a field name: nothing for Firestore to refuse.
    expect(Array.isArray(rollup.referrers) && Array.isArray(rollup.pages)).toBe(true);
    expect(Object.getPrototypeOf(rollup)).toBe(Object.prototype);
    const d = dashboardFromRollups([rollup], [rollup], now);
    expect(d.topReferrers[0]).toEqual({ referrer: 'constructor', views: 2 });
    expect(d.totalViews.value).toBe(9);
  });

  it('caps the distinct keys and visitors a rollup holds, counting the rest', () => {
    const many: AnalyticsEvent[] = Array.from({ length: ROLLUP_LIMITS.keys + 20 }, (_, i) => ({
      event_type: 'page_view',
      page_path: '/',
      referrer: `site-${i}.example`,
      visitor: 'same',
      created_at: hoursAgo(1),
    }));
    const rollup = addToRollup(emptyRollup(new Date(hoursAgo(1))), many);
    expect(rollup.referrers).toHaveLength(ROLLUP_LIMITS.keys + 1);
    expect(rollup.referrers).toContainEqual({ key: OTHER_KEY, views: 20 });
    const crowd: AnalyticsEvent[] = Array.from({ length: ROLLUP_LIMITS.visitors + 5 }, (_, i) => ({
      event_type: 'page_view',
      page_path: '/',
      referrer: '',
      visitor: `v${i}`,
      created_at: hoursAgo(1),
    }));
    const busy = addToRollup(emptyRollup(new Date(hoursAgo(1))), crowd);
    expect(busy.visitors).toHaveLength(ROLLUP_LIMITS.visitors);
    expect(busy.visitors_beyond_cap).toBe(5);
    expect(dashboardFromRollups([busy], [busy], now).uniqueVisitors.value).toBe(ROLLUP_LIMITS.visitors + 5);
  });

  it('still reads rollups stored in the earlier map shape', () => {
    const legacy = {
      period_start: new Date(hoursAgo(1)).toISOString().slice(0, 13) + ':00:00.000Z',
      views: 3,
      visitors: ['a', 'b'],
      pages: { '/': 2, '/blog': 1 },
      referrers: { 'github.com': 3 },
    } as unknown as AnalyticsRollup;
    const d = dashboardFromRollups([legacy], [legacy], now);
    expect(d.topReferrers).toEqual([{ referrer: 'github.com', views: 3 }]);
    const next = addToRollup(legacy, [
      { event_type: 'page_view', page_path: '/blog', referrer: '', visitor: 'c', created_at: hoursAgo(1) },
    ]);
    expect(next.pages).toContainEqual({ key: '/blog', views: 2 });
    expect(next.referrers).toEqual([
      { key: 'github.com', views: 3 },
      { key: '', views: 1 },
    ]);
  });
});
