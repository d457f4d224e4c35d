import type { AnalyticsEvent, AnalyticsRollup, RollupCount } from './content-types/analytics.js';

export type { AnalyticsEvent, AnalyticsRollup, RollupCount } from './content-types/analytics.js';

/** Far above a personal site's traffic, far below Firestore's document limit. */
export const ROLLUP_LIMITS = { visitors: 10_000, keys: 500 } as const;
/** Where pages or referrers beyond ROLLUP_LIMITS.keys are counted. */
export const OTHER_KEY = '(other)';

export type RollupGranularity = 'hour' | 'day';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function periodStart(at: Date | string, granularity: RollupGranularity): Date {
  const d = new Date(at);
  return granularity === 'hour'
    ? new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours()))
    : new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** Document id of the rollup holding `at`: 2026-11-22T10 (hour) or 2026-11-22 (day). */
export function rollupId(at: Date | string, granularity: RollupGranularity): string {
  const iso = periodStart(at, granularity).toISOString();
  return granularity === 'hour' ? iso.slice(0, 13) : iso.slice(0, 10);
}

export const emptyRollup = (start: Date): AnalyticsRollup => ({
  period_start: start.toISOString(),
  views: 0,
  visitors: [],
  pages: [],
  referrers: [],
});

/**
 * The counts of a stored rollup as a Map. Also reads the map shape rollups had before (a record keyed
 * by the text), so a project that folded some events with the old code keeps its history.
 */
export function rollupCounts(value: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  if (Array.isArray(value)) {
    for (const item of value as Partial<RollupCount>[]) {
      if (item && typeof item.key === 'string' && typeof item.views === 'number') {
        counts.set(item.key, (counts.get(item.key) ?? 0) + item.views);
      }
    }
  } else if (value && typeof value === 'object') {
    for (const [key, views] of Object.entries(value)) if (typeof views === 'number') counts.set(key, views);
  }
  return counts;
}

function countsToList(counts: Map<string, number>): RollupCount[] {
  return [...counts].map(([key, views]) => ({ key, views }));
}

/** Adds one view of `key`, folding new keys into OTHER_KEY once the list is full. */
function bump(counts: Map<string, number>, key: string) {
  const target = counts.has(key) || counts.size < ROLLUP_LIMITS.keys ? key : OTHER_KEY;
  counts.set(target, (counts.get(target) ?? 0) + 1);
}

/**
 * Adds events to a rollup (pure: returns a new object). Events must fall inside its period. Only Maps
 * hold visitor-sent text, so a path or host like `constructor` or `__proto__` is just a key.
 */
export function addToRollup(rollup: AnalyticsRollup, events: readonly AnalyticsEvent[]): AnalyticsRollup {
  const visitors = new Set(Array.isArray(rollup.visitors) ? rollup.visitors : []);
  let beyondCap = rollup.visitors_beyond_cap ?? 0;
  const pages = rollupCounts(rollup.pages);
  const referrers = rollupCounts(rollup.referrers);
  for (const event of events) {
    const visitor = String(event.visitor);
    if (!visitors.has(visitor)) {
      if (visitors.size < ROLLUP_LIMITS.visitors) visitors.add(visitor);
      else beyondCap += 1;
    }
    bump(pages, String(event.page_path));
    bump(referrers, typeof event.referrer === 'string' ? event.referrer : '');
  }
  return {
    period_start: rollup.period_start,
    views: rollup.views + events.length,
    visitors: [...visitors],
    ...(beyondCap > 0 ? { visitors_beyond_cap: beyondCap } : {}),
    pages: countsToList(pages),
    referrers: countsToList(referrers),
  };
}

/** Groups events into rollups by period id. */
export function rollupsFromEvents(events: readonly AnalyticsEvent[], granularity: RollupGranularity): Map<string, AnalyticsRollup> {
  const groups = new Map<string, AnalyticsEvent[]>();
  for (const event of events) {
    const id = rollupId(event.created_at, granularity);
    groups.set(id, [...(groups.get(id) ?? []), event]);
  }
  const rollups = new Map<string, AnalyticsRollup>();
  for (const [id, group] of groups) {
    rollups.set(id, addToRollup(emptyRollup(periodStart(group[0]!.created_at, granularity)), group));
  }
  return rollups;
}

// ---------- the dashboard's figures ----------

export interface Trend {
  value: number;
  /** Percent change against the prior 24 hours; 100 when the prior value is 0. */
  change: number;
}

export interface DashboardFigures {
  totalViews: Trend;
  uniqueVisitors: Trend;
  activePages: Trend;
  /** Over the chart's window (the last 14 days). */
  topPages: { path: string; views: number }[];
  topReferrers: { referrer: string; views: number }[];
  /** Oldest first, one entry per UTC day, zeros included. */
  viewsPerDay: { day: string; views: number }[];
  /** Fixed text, not computed. */
  averageTimeOnSite: '2:30';
}

export const DASHBOARD_CHART_DAYS = 14;
export const DASHBOARD_TOP_LIMIT = 5;
export const DASHBOARD_RECENT_LIMIT = 10;

/** Where the dashboard's reads start: the hourly rollups of the last 48 hours, the daily of 14 days. */
export function dashboardWindow(now: Date) {
  const thisHour = periodStart(now, 'hour').getTime();
  const today = periodStart(now, 'day').getTime();
  return {
    hourlyFrom: new Date(thisHour - 47 * HOUR).toISOString(),
    currentFrom: new Date(thisHour - 23 * HOUR).toISOString(),
    dailyFrom: new Date(today - (DASHBOARD_CHART_DAYS - 1) * DAY).toISOString(),
  };
}

export function percentChange(current: number, prior: number): number {
  if (prior === 0) return 100;
  return Math.round(((current - prior) / prior) * 1000) / 10;
}

function summarise(rollups: readonly AnalyticsRollup[]) {
  const visitors = new Set<string>();
  const pages = new Set<string>();
  let views = 0;
  let beyondCap = 0;
  for (const r of rollups) {
    views += r.views;
    r.visitors.forEach((v) => visitors.add(v));
    beyondCap += r.visitors_beyond_cap ?? 0;
    rollupCounts(r.pages).forEach((_, p) => pages.add(p));
  }
  return { views, visitors: visitors.size + beyondCap, pages: pages.size };
}

function top(counts: Map<string, number>) {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, DASHBOARD_TOP_LIMIT);
}

/**
 * The dashboard from rollups: the hourly ones of the last 48 hours and the daily ones of the last
 * 14 days. "Last 24 hours" means the current UTC hour and the 23 before it.
 */
export function dashboardFromRollups(hourly: readonly AnalyticsRollup[], daily: readonly AnalyticsRollup[], now: Date): DashboardFigures {
  const window = dashboardWindow(now);
  const current = summarise(hourly.filter((r) => r.period_start >= window.currentFrom));
  const prior = summarise(hourly.filter((r) => r.period_start >= window.hourlyFrom && r.period_start < window.currentFrom));

  const inChart = daily.filter((r) => r.period_start >= window.dailyFrom);
  const pageCounts = new Map<string, number>();
  const referrerCounts = new Map<string, number>();
  for (const r of inChart) {
    for (const [path, n] of rollupCounts(r.pages)) pageCounts.set(path, (pageCounts.get(path) ?? 0) + n);
    for (const [ref, n] of rollupCounts(r.referrers)) referrerCounts.set(ref, (referrerCounts.get(ref) ?? 0) + n);
  }

  const byDay = new Map(inChart.map((r) => [r.period_start.slice(0, 10), r.views]));
  const start = new Date(window.dailyFrom).getTime();
  const viewsPerDay = Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) => {
    const day = new Date(start + i * DAY).toISOString().slice(0, 10);
    return { day, views: byDay.get(day) ?? 0 };
  });

  return {
    totalViews: { value: current.views, change: percentChange(current.views, prior.views) },
    uniqueVisitors: { value: current.visitors, change: percentChange(current.visitors, prior.visitors) },
    activePages: { value: current.pages, change: percentChange(current.pages, prior.pages) },
    topPages: top(pageCounts).map(([path, views]) => ({ path: path || '/', views })),
    topReferrers: top(referrerCounts).map(([referrer, views]) => ({ referrer: referrer || 'Direct', views })),
    viewsPerDay,
    averageTimeOnSite: '2:30',
  };
}

/**
 * The same figures computed straight from raw events, with no rollups in between: the reference the
 * rollup path is checked against (and what a read-every-event dashboard would do).
 */
export function dashboardFromEvents(events: readonly AnalyticsEvent[], now: Date): DashboardFigures {
  const window = dashboardWindow(now);
  const figures = (list: readonly AnalyticsEvent[]) => ({
    views: list.length,
    visitors: new Set(list.map((e) => e.visitor)).size,
    pages: new Set(list.map((e) => e.page_path)).size,
  });
  const current = figures(events.filter((e) => periodStart(e.created_at, 'hour').toISOString() >= window.currentFrom));
  const prior = figures(
    events.filter((e) => {
      const hour = periodStart(e.created_at, 'hour').toISOString();
      return hour >= window.hourlyFrom && hour < window.currentFrom;
    }),
  );
  const inChart = events.filter((e) => periodStart(e.created_at, 'day').toISOString() >= window.dailyFrom);
  const count = (key: (e: AnalyticsEvent) => string) => {
    const counts = new Map<string, number>();
    inChart.forEach((e) => counts.set(key(e), (counts.get(key(e)) ?? 0) + 1));
    return counts;
  };
  const perDay = count((e) => e.created_at.slice(0, 10));
  const start = new Date(window.dailyFrom).getTime();
  return {
    totalViews: { value: current.views, change: percentChange(current.views, prior.views) },
    uniqueVisitors: { value: current.visitors, change: percentChange(current.visitors, prior.visitors) },
    activePages: { value: current.pages, change: percentChange(current.pages, prior.pages) },
    topPages: top(count((e) => e.page_path)).map(([path, views]) => ({ path: path || '/', views })),
    topReferrers: top(count((e) => e.referrer)).map(([referrer, views]) => ({ referrer: referrer || 'Direct', views })),
    viewsPerDay: Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) => {
      const day = new Date(start + i * DAY).toISOString().slice(0, 10);
      return { day, views: perDay.get(day) ?? 0 };
    }),
    averageTimeOnSite: '2:30',
  };
}
