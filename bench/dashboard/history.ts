import { COLLECTIONS, DEFAULT_PERIOD, lastDays, PERIODS, rollupBounds, rollupsFromEvents, type AnalyticsEvent } from '@portfolio/model';
import type { StoreState } from '../../web/src/data/memory/store';

const PAGES = ['/', '/', '/', '/projects', '/projects/project-1', '/blog', '/blog/terraform-modules-that-scale', '/resume'];
const REFERRERS = ['', '', 'www.google.com', 'www.linkedin.com', 'github.com', 'news.ycombinator.com'];

/** What the dashboard's first view reads: the default period (the last 30 days) and the 30 days before. */
export const firstView = (now: Date) => rollupBounds(lastDays(PERIODS[DEFAULT_PERIOD].days, now));

/**
 * `count` page views spread over what the dashboard's first view shows (the 60 UTC days up to now), so
 * a dashboard reading raw events would have to read every one of them. Deterministic.
 */
export function pageViews(count: number, now: Date): AnalyticsEvent[] {
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const from = new Date(firstView(now).from).getTime();
  const span = now.getTime() - from;
  return Array.from({ length: count }, () => ({
    event_type: 'page_view' as const,
    page_path: PAGES[Math.floor(next() * PAGES.length)]!,
    referrer: REFERRERS[Math.floor(next() * REFERRERS.length)]!,
    visitor: `visitor-${Math.floor(next() * count * 0.3)}`,
    created_at: new Date(from + Math.floor(next() * span)).toISOString(),
    ...(next() < 0.4 ? { entry: true } : {}),
  }));
}

/** The events and the hourly and daily rollups the scheduled job would have written for them. */
export function analyticsState(events: AnalyticsEvent[]): StoreState {
  const asDocs = (entries: Iterable<[string, unknown]>) =>
    Object.fromEntries([...entries].map(([id, data]) => [id, data as Record<string, unknown>]));
  return {
    files: {},
    docs: {
      [COLLECTIONS.analyticsEvents]: asDocs(events.map((e, i) => [`event-${i}`, e])),
      [COLLECTIONS.analyticsHourly]: asDocs(rollupsFromEvents(events, 'hour')),
      // As the rollup job writes them: the visitor hashes are kept apart, by the functions.
      [COLLECTIONS.analyticsDaily]: asDocs([...rollupsFromEvents(events, 'day')].map(([id, { visitors: _v, ...r }]) => [id, r])),
    },
  };
}
