import { COLLECTIONS, dashboardWindow, rollupsFromEvents, type AnalyticsEvent } from '@portfolio/model';
import type { StoreState } from '../../web/src/data/memory/store';

const PAGES = ['/', '/', '/', '/projects', '/projects/project-1', '/blog', '/blog/terraform-modules-that-scale', '/resume'];
const REFERRERS = ['', '', 'www.google.com', 'www.linkedin.com', 'github.com', 'news.ycombinator.com'];

/**
 * `count` page views spread over the dashboard's whole window (the 14 UTC days up to now), so a
 * dashboard reading raw events would have to read every one of them. Deterministic.
 */
export function pageViews(count: number, now: Date): AnalyticsEvent[] {
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const from = new Date(dashboardWindow(now).dailyFrom).getTime();
  const span = now.getTime() - from;
  return Array.from({ length: count }, () => ({
    event_type: 'page_view' as const,
    page_path: PAGES[Math.floor(next() * PAGES.length)]!,
    referrer: REFERRERS[Math.floor(next() * REFERRERS.length)]!,
    visitor: `visitor-${Math.floor(next() * count * 0.3)}`,
    created_at: new Date(from + Math.floor(next() * span)).toISOString(),
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
      [COLLECTIONS.analyticsDaily]: asDocs(rollupsFromEvents(events, 'day')),
    },
  };
}
