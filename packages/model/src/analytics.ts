import type { GoalKey } from './analytics-goals.js';
import type { AnalyticsEvent, AnalyticsRollup, RollupCount } from './content-types/analytics.js';

export type { AnalyticsEvent, AnalyticsRollup, RollupCount } from './content-types/analytics.js';

/** Far above a personal site's traffic, far below Firestore's document limit. */
export const ROLLUP_LIMITS = { visitors: 10_000, keys: 500 } as const;
/** Where keys of a dimension beyond ROLLUP_LIMITS.keys are counted. */
export const OTHER_KEY = '(other)';

export type RollupGranularity = 'hour' | 'day';

/** Raw events are deleted (Firestore's TTL policy on expires_at) this long after they happen; rollups stay. */
export const EVENT_TTL_DAYS = 30;

/** The dimensions a rollup counts by, each a list of RollupCount. */
export const ROLLUP_DIMENSIONS = ['pages', 'referrers', 'campaigns', 'countries', 'goals', 'targets'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

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
  visits: 0,
  conversions: 0,
  visitor_count: 0,
  visitors: [],
  pages: [],
  referrers: [],
  campaigns: [],
  countries: [],
  goals: [],
  targets: [],
});

/**
 * The rows of a stored dimension by key. Also reads the map shape rollups had before (a record keyed
 * by the text, its value the views), so a project that folded some events with the old code keeps
 * its history.
 */
export function rollupRows(value: unknown): Map<string, RollupCount> {
  const rows = new Map<string, RollupCount>();
  if (Array.isArray(value)) {
    for (const item of value as Partial<RollupCount>[]) {
      if (!item || typeof item.key !== 'string' || typeof item.views !== 'number') continue;
      rows.set(item.key, addRows(rows.get(item.key), item as RollupCount));
    }
  } else if (value && typeof value === 'object') {
    for (const [key, views] of Object.entries(value)) if (typeof views === 'number') rows.set(key, { key, views });
  }
  return rows;
}

/** The views of each key of a stored dimension. */
export function rollupCounts(value: unknown): Map<string, number> {
  return new Map([...rollupRows(value)].map(([key, row]) => [key, row.views]));
}

const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** Two rows of the same key added up (either may lack the fields older rollups had not). */
export function addRows(a: RollupCount | undefined, b: RollupCount): RollupCount {
  const goals: Partial<Record<GoalKey, number>> = { ...a?.goals };
  for (const [goal, n] of Object.entries(b.goals ?? {})) goals[goal as GoalKey] = num(goals[goal as GoalKey]) + num(n);
  const row: RollupCount = { key: b.key, views: num(a?.views) + num(b.views) };
  const visits = num(a?.visits) + num(b.visits);
  const conversions = num(a?.conversions) + num(b.conversions);
  if (visits) row.visits = visits;
  if (Object.keys(goals).length) row.goals = goals;
  if (conversions) row.conversions = conversions;
  return row;
}

/** What one event adds to a key of a dimension. */
type Increment = Omit<RollupCount, 'key'>;

/** The keys an event counts under in each dimension, and what it adds there. */
function incrementsOf(event: AnalyticsEvent): [RollupDimension, string, Increment][] {
  const out: [RollupDimension, string, Increment][] = [];
  const isGoal = event.event_type === 'goal' && event.goal !== undefined;
  const under: Increment = isGoal
    ? { views: 0, goals: { [event.goal!]: 1 }, ...(event.first_of_visit ? { conversions: 1 } : {}) }
    : { views: 1, ...(event.entry ? { visits: 1 } : {}) };
  out.push(['pages', String(event.page_path), under]);
  out.push(['referrers', event.source || (typeof event.referrer === 'string' ? event.referrer : ''), under]);
  if (event.campaign) out.push(['campaigns', event.campaign, under]);
  out.push(['countries', event.country ?? '', under]);
  if (isGoal) {
    out.push(['goals', event.goal!, { views: 1, ...(event.first_of_kind ? { visits: 1 } : {}) }]);
    if (event.goal === 'outbound') out.push(['targets', `${event.place ?? 'other'} ${event.target ?? ''}`, { views: 1 }]);
  }
  return out;
}

/**
 * Adds events to a rollup (pure: returns a new object). Events must fall inside its period. Only Maps
 * hold visitor-sent text, so a path or host like `constructor` or `__proto__` is just a key; new keys
 * beyond ROLLUP_LIMITS.keys are counted under OTHER_KEY.
 */
export function addToRollup(rollup: AnalyticsRollup, events: readonly AnalyticsEvent[]): AnalyticsRollup {
  const visitors = new Set(Array.isArray(rollup.visitors) ? rollup.visitors : []);
  let beyondCap = rollup.visitors_beyond_cap ?? 0;
  const dims = Object.fromEntries(ROLLUP_DIMENSIONS.map((d) => [d, rollupRows(rollup[d])])) as Record<
    RollupDimension,
    Map<string, RollupCount>
  >;
  let views = rollup.views;
  let visits = num(rollup.visits);
  let conversions = num(rollup.conversions);
  for (const event of events) {
    const visitor = String(event.visitor);
    if (!visitors.has(visitor)) {
      if (visitors.size < ROLLUP_LIMITS.visitors) visitors.add(visitor);
      else beyondCap += 1;
    }
    if (event.event_type === 'goal') {
      if (event.first_of_visit) conversions += 1;
    } else {
      views += 1;
      if (event.entry) visits += 1;
    }
    for (const [dim, key, increment] of incrementsOf(event)) {
      const rows = dims[dim];
      const target = rows.has(key) || rows.size < ROLLUP_LIMITS.keys ? key : OTHER_KEY;
      rows.set(target, addRows(rows.get(target), { key: target, ...increment }));
    }
  }
  return {
    period_start: rollup.period_start,
    views,
    visits,
    conversions,
    visitor_count: visitors.size + beyondCap,
    visitors: [...visitors],
    ...(beyondCap > 0 ? { visitors_beyond_cap: beyondCap } : {}),
    ...(Object.fromEntries(ROLLUP_DIMENSIONS.map((d) => [d, [...dims[d].values()]])) as Record<RollupDimension, RollupCount[]>),
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

/** Unique visitors of a stored rollup: its count, or the hashes rollups kept before. */
export const visitorCount = (rollup: AnalyticsRollup): number =>
  typeof rollup.visitor_count === 'number' ? rollup.visitor_count : (rollup.visitors?.length ?? 0) + (rollup.visitors_beyond_cap ?? 0);

export { HOUR, DAY };
