/**
 * analytics_events (one page view or goal) and analytics_hourly / analytics_daily (rollups), written
 * by the functions only; the owner's dashboard reads them. Declared for the reads.
 */
import { collectionOf } from '../declare/collection.js';
import { GOAL_KEYS, LINK_PLACES, CAMPAIGN_MAX_LENGTH, type GoalKey } from '../analytics-goals.js';
import { contentType, type DocOf } from '../declare/content-type.js';
import { isObj, list, object } from '../declare/composite.js';
import { makeField, scalar } from '../declare/field.js';
import { choice, flag, integer, text, time } from '../declare/kinds.js';

const tally = (label: string) => integer({ label, min: 0, max: Number.MAX_SAFE_INTEGER, optional: true });
const GOAL_TALLIES = object(Object.fromEntries(GOAL_KEYS.map((goal) => [goal, tally(goal)])) as Record<GoalKey, ReturnType<typeof tally>>, {
  label: 'Goals',
  optional: true,
});

/**
 * One key of a dimension (a page, a source, a campaign, a country, a goal, an outbound destination)
 * in a period: its page views, the visits that started with it, the goals reached under it and the
 * visits it converted (their first goal). Rollups before goals have only key and views.
 */
const COUNT = object(
  {
    key: text({ label: 'Key', max: 2000 }),
    views: integer({ label: 'Views', min: 0, max: Number.MAX_SAFE_INTEGER }),
    visits: tally('Visits'),
    goals: GOAL_TALLIES,
    conversions: tally('Converted visits'),
  },
  { label: 'Count' },
);
type Count = { key: string; views: number; visits?: number; goals?: Partial<Record<GoalKey, number>>; conversions?: number };

/**
 * A rollup's counts: a list of { key, views }, or the map keyed by the text that rollups had before
 * (read by rollupCounts, so a project's older history stays).
 */
const counts = <O extends boolean = false>(label: string, optional?: O) =>
  makeField<Count[], O>(
    { label, ...(optional ? { optional } : {}) },
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

const campaignText = (label: string) => text({ label, max: CAMPAIGN_MAX_LENGTH, optional: true });

const optionalCounts = (label: string) => counts(label, true);

export const ANALYTICS_EVENT = contentType({
  name: 'analytics event',
  fields: {
    event_type: choice(['page_view', 'goal'] as const, { label: 'Event', initial: 'page_view' }),
    /** The page viewed, or the page a goal was reached on. */
    page_path: text({ label: 'Page', max: 2000 }),
    /** The visit's source: the referrer's host only ('' for direct visits). */
    referrer: text({ label: 'Referrer', max: 2000 }),
    /**
     * Stands where an ip_address field would: a hash of a secret, daily-rotating salt with the IP and
     * user agent, so unique visitors can be counted while no raw IP or user agent is ever stored.
     */
    visitor: text({ label: 'Visitor', max: 200 }),
    created_at: time({ label: 'Time' }),
    /** A page view that starts a visit. */
    entry: flag({ label: 'Starts a visit', optional: true }),
    goal: choice(GOAL_KEYS, { label: 'Goal', initial: 'outbound', optional: true }),
    /** An outbound click: where the link sat, and its destination's host (never the rest of its address). */
    place: choice(LINK_PLACES, { label: 'Link place', initial: 'other', optional: true }),
    target: text({ label: 'Destination', max: 253, optional: true }),
    /** The visit reached this goal for the first time / reached its first goal. */
    first_of_kind: flag({ label: 'First of its kind in the visit', optional: true }),
    first_of_visit: flag({ label: "The visit's first goal", optional: true }),
    /** The landing's utm_source, utm_medium and utm_campaign ('' for none): nothing else of a query string. */
    source: campaignText('Source'),
    medium: campaignText('Medium'),
    campaign: campaignText('Campaign'),
    /** ISO 3166-1 alpha-2, looked up from the address, which is then dropped ('' when unknown). */
    country: text({ label: 'Country', max: 2, optional: true }),
    /** When Firestore's TTL policy deletes the event (30 days on): only rollups are kept longer. */
    expires_at: time({ label: 'Expires', optional: true, future: true }),
  },
});

export const ANALYTICS_ROLLUP = contentType({
  name: 'rollup',
  fields: {
    // An ISO time as text (the functions write it so), not a timestamp.
    period_start: text({ label: 'Period start', max: 40 }),
    views: integer({ label: 'Views', min: 0, max: Number.MAX_SAFE_INTEGER }),
    /** Page views that started a visit. */
    visits: tally('Visits'),
    /** Visits that reached a goal (their first goal was in this period). */
    conversions: tally('Converted visits'),
    /** Distinct visitors of the period (the hashes themselves are kept by the functions only). */
    visitor_count: tally('Unique visitors'),
    /** Rollups written before visitor_count kept the hashes here. */
    visitors: list(text({ label: 'Visitor', max: 200 }), { label: 'Visitors', max: 10_000, optional: true }),
    /** Visitors beyond the cap: counted as new, since they can no longer be told apart. */
    visitors_beyond_cap: integer({ label: 'Visitors beyond the cap', min: 0, max: Number.MAX_SAFE_INTEGER, optional: true }),
    pages: counts('Pages'),
    /** By source: the landing's utm_source, else its referrer's host. */
    referrers: counts('Referrers'),
    campaigns: optionalCounts('Campaigns'),
    countries: optionalCounts('Countries'),
    goals: optionalCounts('Goals'),
    /** Outbound clicks by place and destination ("github github.com"). */
    targets: optionalCounts('Outbound destinations'),
  },
});

export type AnalyticsEvent = DocOf<typeof ANALYTICS_EVENT>;
export type AnalyticsRollup = DocOf<typeof ANALYTICS_ROLLUP>;
/** How often one page or referrer was seen in a period. */
export type RollupCount = Count;

export const ANALYTICS_EVENTS = collectionOf('analytics_events', ANALYTICS_EVENT, {
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  read: 'owner',
  write: 'functions',
});

/** One document per UTC hour; written only by the functions (or the in-memory twin). */
export const ANALYTICS_HOURLY = collectionOf('analytics_hourly', ANALYTICS_ROLLUP, {
  labels: { singular: 'Hourly rollup', plural: 'Hourly rollups' },
  read: 'owner',
  write: 'functions',
});

/** One document per UTC day; written only by the functions (or the in-memory twin). */
export const ANALYTICS_DAILY = collectionOf('analytics_daily', ANALYTICS_ROLLUP, {
  labels: { singular: 'Daily rollup', plural: 'Daily rollups' },
  read: 'owner',
  write: 'functions',
});
