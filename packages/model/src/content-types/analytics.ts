/**
 * analytics_events (one page view) and analytics_hourly / analytics_daily (rollups), written by the
 * functions only; the owner's dashboard reads them. Declared for the reads.
 */
import { contentType, type DocOf } from '../declare/content-type.js';
import { isObj, list, object } from '../declare/composite.js';
import { makeField, scalar } from '../declare/field.js';
import { choice, integer, text, time } from '../declare/kinds.js';

/** A page path or referrer host with its views. */
const COUNT = object(
  { key: text({ label: 'Key', max: 2000 }), views: integer({ label: 'Views', min: 0, max: Number.MAX_SAFE_INTEGER }) },
  { label: 'Count' },
);
type Count = { key: string; views: number };

/**
 * A rollup's counts: a list of { key, views }, or the map keyed by the text that rollups had before
 * (read by rollupCounts, so a project's older history stays).
 */
const counts = (label: string) =>
  makeField<Count[], false>(
    { label },
    {
      ...scalar<Count[]>({
        kind: 'list',
        initial: () => [],
        rules: { all: [] },
        defaultInput: 'none',
        is: (value): value is Count[] => Array.isArray(value) || isObj(value),
        problem: (value) => (Array.isArray(value) ? null : 'must be a list'),
      }),
      item: COUNT,
    },
  );

export const ANALYTICS_EVENT = contentType({
  name: 'page view',
  fields: {
    event_type: choice(['page_view'] as const, { label: 'Event', initial: 'page_view' }),
    page_path: text({ label: 'Page', max: 2000 }),
    /** Referrer host only ('' for direct visits). */
    referrer: text({ label: 'Referrer', max: 2000 }),
    /**
     * Replaces the specification's ip_address: a hash of a secret, daily-rotating salt with the IP and
     * user agent, so unique visitors can be counted while no raw IP or user agent is ever stored.
     */
    visitor: text({ label: 'Visitor', max: 200 }),
    created_at: time({ label: 'Time' }),
  },
});

export const ANALYTICS_ROLLUP = contentType({
  name: 'rollup',
  fields: {
    // An ISO time as text (the functions write it so), not a timestamp.
    period_start: text({ label: 'Period start', max: 40 }),
    views: integer({ label: 'Views', min: 0, max: Number.MAX_SAFE_INTEGER }),
    /** Distinct visitor hashes seen in the period (at most ROLLUP_LIMITS.visitors). */
    visitors: list(text({ label: 'Visitor', max: 200 }), { label: 'Visitors', max: 10_000 }),
    /** Visitors beyond the cap: counted as new, since they can no longer be told apart. */
    visitors_beyond_cap: integer({ label: 'Visitors beyond the cap', min: 0, max: Number.MAX_SAFE_INTEGER, optional: true }),
    pages: counts('Pages'),
    referrers: counts('Referrers'),
  },
});

export type AnalyticsEvent = DocOf<typeof ANALYTICS_EVENT>;
export type AnalyticsRollup = DocOf<typeof ANALYTICS_ROLLUP>;
/** How often one page or referrer was seen in a period. */
export type RollupCount = Count;
