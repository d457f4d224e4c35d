/**
 * The dashboard's periods and figures, from daily rollups only: a period of N days with the N days
 * before it beside each figure, so a view reads 2N small documents however many events there were.
 */
import { GOAL_KEYS, type GoalKey } from './analytics-goals.js';
import { DAY, rollupRows, visitorCount, addRows, type RollupDimension } from './analytics.js';
import type { AnalyticsRollup, RollupCount } from './content-types/analytics.js';
import { isCalendarDate } from './field-rules.js';

export const PERIODS = {
  '7d': { days: 7, label: 'Last 7 days' },
  '30d': { days: 30, label: 'Last 30 days' },
  '90d': { days: 90, label: 'Last 90 days' },
} as const;
export type PeriodChoice = keyof typeof PERIODS;
export const DEFAULT_PERIOD: PeriodChoice = '30d';
/** The longest custom range: a year and a day (a leap year's worth), read as twice that many rollups. */
export const MAX_CUSTOM_DAYS = 366;

/** UTC days, both ends included ('2026-03-01' to '2026-03-30'). */
export interface DayRange {
  from: string;
  to: string;
}
export interface PeriodRange {
  days: number;
  current: DayRange;
  previous: DayRange;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

function rangeEnding(to: string, days: number): PeriodRange {
  const end = msOf(to);
  const from = end - (days - 1) * DAY;
  return {
    days,
    current: { from: dayOf(from), to },
    previous: { from: dayOf(from - days * DAY), to: dayOf(from - DAY) },
  };
}

/** The last `days` UTC days, today included, and the as many days before them. */
export const lastDays = (days: number, now: Date): PeriodRange => rangeEnding(dayOf(now.getTime()), days);

/** A range the owner chose, or why it cannot be one (in words the date fields can show). */
export function customRange(from: string, to: string): PeriodRange | { problem: string } {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return { problem: 'Choose a start and an end date.' };
  if (from > to) return { problem: 'The start date must be on or before the end date.' };
  const days = Math.round((msOf(to) - msOf(from)) / DAY) + 1;
  if (days > MAX_CUSTOM_DAYS) return { problem: `Choose at most ${MAX_CUSTOM_DAYS} days.` };
  return rangeEnding(to, days);
}

/** The daily rollups a range needs: period_start from the previous period's first day to the current one's last. */
export function rollupBounds(range: PeriodRange): { from: string; before: string } {
  return { from: new Date(msOf(range.previous.from)).toISOString(), before: new Date(msOf(range.current.to) + DAY).toISOString() };
}

/** A figure of the period and the same figure of the period before. */
export interface Figure {
  value: number;
  previous: number;
}

/** How a figure moved: 'new' where the previous period had none; nothing to say where neither had any. */
export type Change = { kind: 'none' } | { kind: 'new' } | { kind: 'same' } | { kind: 'up' | 'down'; percent: number };

export function changeOf({ value, previous }: Figure): Change {
  if (previous === 0) return value === 0 ? { kind: 'none' } : { kind: 'new' };
  const percent = Math.round(((value - previous) / previous) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/**
 * How a rate (conversions of visits) moved, in percentage points: a rate that fell from 43% to 35%
 * moved down 8 points, whatever the counts did. 'none' where the period before had no visits.
 */
export type RateChange = { kind: 'none' } | { kind: 'same' } | { kind: 'up' | 'down'; points: number };

export function rateChangeOf(part: Figure, whole: Figure): RateChange {
  if (whole.previous === 0) return { kind: 'none' };
  // The difference of the two rates as they are shown (43% and 35%: 8 points, not 7.9).
  const points = shownRate(part.value, whole.value) - shownRate(part.previous, whole.previous);
  const rounded = Math.round(points * 10) / 10;
  if (rounded === 0) return { kind: 'same' };
  return { kind: rounded > 0 ? 'up' : 'down', points: Math.abs(rounded) };
}

/** The colour a change is shown in: a rise green, a fall red, anything else muted (never a green fall). */
export function changeColour(kind: Change['kind'] | RateChange['kind']): 'green.fg' | 'red.fg' | 'blue.fg' | 'fg.muted' {
  if (kind === 'up') return 'green.fg';
  if (kind === 'down') return 'red.fg';
  return kind === 'new' ? 'blue.fg' : 'fg.muted';
}

/** One key of a dimension over the period, beside the period before. */
export interface DimensionRow {
  key: string;
  views: Figure;
  visits: Figure;
  goals: Partial<Record<GoalKey, number>>;
  /** Visits under this key whose first goal was reached (its source, campaign or country). */
  conversions: Figure;
}

export interface GoalFigures {
  key: GoalKey;
  /** Times reached. */
  reached: Figure;
  /** Visits that reached it. */
  visits: Figure;
}

export interface PeriodFigures {
  range: PeriodRange;
  visits: Figure;
  visitors: Figure;
  views: Figure;
  /** Distinct pages viewed. */
  activePages: Figure;
  /** Visits that reached any goal. */
  conversions: Figure;
  goals: GoalFigures[];
  pages: DimensionRow[];
  sources: DimensionRow[];
  campaigns: DimensionRow[];
  countries: DimensionRow[];
  targets: DimensionRow[];
  /** One entry per day of the current period, oldest first, zeros included. */
  perDay: { day: string; views: number; visits: number }[];
}

/** How many rows each list shows: the top pages and sources five, as the dashboard always did. */
export const DIMENSION_LIMITS: Readonly<Record<Exclude<RollupDimension, 'goals'>, number>> = {
  pages: 5,
  referrers: 5,
  campaigns: 10,
  countries: 10,
  targets: 10,
};

const inRange = (r: AnalyticsRollup, range: DayRange) => {
  const day = r.period_start.slice(0, 10);
  return day >= range.from && day <= range.to;
};

function sum(rollups: readonly AnalyticsRollup[]) {
  const totals = { visits: 0, visitors: 0, views: 0, conversions: 0 };
  for (const r of rollups) {
    totals.visits += r.visits ?? 0;
    totals.visitors += visitorCount(r);
    totals.views += r.views;
    totals.conversions += r.conversions ?? 0;
  }
  return totals;
}

function merged(rollups: readonly AnalyticsRollup[], dim: RollupDimension): Map<string, RollupCount> {
  const rows = new Map<string, RollupCount>();
  for (const r of rollups) for (const [key, row] of rollupRows(r[dim])) rows.set(key, addRows(rows.get(key), row));
  return rows;
}

const viewedPages = (rollups: readonly AnalyticsRollup[]) => [...merged(rollups, 'pages').values()].filter((row) => row.views > 0).length;

const weight = (row: RollupCount) => [row.visits ?? 0, row.views, Object.values(row.goals ?? {}).reduce((a, b) => a + (b ?? 0), 0)];

function rows(current: readonly AnalyticsRollup[], previous: readonly AnalyticsRollup[], dim: Exclude<RollupDimension, 'goals'>) {
  const now = merged(current, dim);
  const before = merged(previous, dim);
  return [...now.values()]
    .sort((a, b) => {
      const [wa, wb] = [weight(a), weight(b)];
      return wb[0]! - wa[0]! || wb[1]! - wa[1]! || wb[2]! - wa[2]! || a.key.localeCompare(b.key);
    })
    .slice(0, DIMENSION_LIMITS[dim])
    .map((row): DimensionRow => {
      const old = before.get(row.key);
      return {
        key: row.key,
        views: { value: row.views, previous: old?.views ?? 0 },
        visits: { value: row.visits ?? 0, previous: old?.visits ?? 0 },
        goals: row.goals ?? {},
        conversions: { value: row.conversions ?? 0, previous: old?.conversions ?? 0 },
      };
    });
}

/** The dashboard's figures for a range, from the daily rollups of it and of the period before (others are ignored). */
export function periodFigures(daily: readonly AnalyticsRollup[], range: PeriodRange): PeriodFigures {
  const current = daily.filter((r) => inRange(r, range.current));
  const previous = daily.filter((r) => inRange(r, range.previous));
  const [now, before] = [sum(current), sum(previous)];
  const figure = (key: keyof typeof now): Figure => ({ value: now[key], previous: before[key] });
  const [goalsNow, goalsBefore] = [merged(current, 'goals'), merged(previous, 'goals')];
  const byDay = new Map(current.map((r) => [r.period_start.slice(0, 10), r]));
  const start = msOf(range.current.from);
  return {
    range,
    visits: figure('visits'),
    visitors: figure('visitors'),
    views: figure('views'),
    activePages: { value: viewedPages(current), previous: viewedPages(previous) },
    conversions: figure('conversions'),
    goals: GOAL_KEYS.map((key) => ({
      key,
      reached: { value: goalsNow.get(key)?.views ?? 0, previous: goalsBefore.get(key)?.views ?? 0 },
      visits: { value: goalsNow.get(key)?.visits ?? 0, previous: goalsBefore.get(key)?.visits ?? 0 },
    })),
    pages: rows(current, previous, 'pages'),
    sources: rows(current, previous, 'referrers'),
    campaigns: rows(current, previous, 'campaigns'),
    countries: rows(current, previous, 'countries'),
    targets: rows(current, previous, 'targets'),
    perDay: Array.from({ length: range.days }, (_, i) => {
      const day = dayOf(start + i * DAY);
      const r = byDay.get(day);
      return { day, views: r?.views ?? 0, visits: r?.visits ?? 0 };
    }),
  };
}

/** A rate as a person reads it ('12.5%'), or '–' when there were no visits to divide by. */
export function rateText(part: number, whole: number): string {
  if (whole === 0) return '–';
  return `${shownRate(part, whole)}%`;
}

/** A rate in per cent as it is shown: whole from 10 up, else to one decimal (6.3); 0 of none is 0. */
function shownRate(part: number, whole: number): number {
  if (whole === 0) return 0;
  const percent = (part / whole) * 100;
  return percent >= 10 || Number.isInteger(percent) ? Math.round(percent) : Math.round(percent * 10) / 10;
}
