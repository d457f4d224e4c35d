/**
 * What the analytics count besides page views, declared once: the goals (what a visit that brings
 * work does), where an outbound link sits, and a visit's campaign. Read by the served page's inline
 * script (web/index.html, held to these names by tooling/index-html-names.test.ts), the app, the
 * beacon function, the contact function and the dashboard.
 */

/**
 * Each goal, with who reports it. `beacon: false` goals are counted by a function itself (a contact
 * message by the contact function, a newsletter sign-up by the subscribe function, so a blocked
 * beacon never loses one) and refused from beacons.
 */
export const GOALS = {
  outbound: { label: 'Outbound clicks', one: 'Outbound click', beacon: true },
  resume: { label: 'Resume downloads', one: 'Resume download', beacon: true },
  message: { label: 'Contact messages', one: 'Contact message', beacon: false },
  search: { label: 'Searches', one: 'Search', beacon: true },
  subscribe: { label: 'Newsletter sign-ups', one: 'Newsletter sign-up', beacon: false },
} as const;
export type GoalKey = keyof typeof GOALS;
export const GOAL_KEYS = Object.keys(GOALS) as GoalKey[];
export const isGoalKey = (value: unknown): value is GoalKey => typeof value === 'string' && Object.hasOwn(GOALS, value);

/** Where an outbound link sits: the owner's profiles, a project's live demo or repository, or elsewhere. */
export const LINK_PLACES = ['github', 'linkedin', 'demo', 'repo', 'other'] as const;
export type LinkPlace = (typeof LINK_PLACES)[number];
export const LINK_PLACE_LABELS: Readonly<Record<LinkPlace, string>> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  demo: 'Project demo',
  repo: 'Project repository',
  other: 'Other',
};
const isLinkPlace = (value: unknown): value is LinkPlace => typeof value === 'string' && (LINK_PLACES as readonly string[]).includes(value);

/** The place of an outbound link: the one its page declares (a project's demo or repository), else by its host. */
export function linkPlace(host: string, declared?: unknown): LinkPlace {
  if (isLinkPlace(declared) && declared !== 'other') return declared;
  const bare = host.toLowerCase().replace(/^www\./, '');
  if (bare === 'github.com') return 'github';
  if (bare === 'linkedin.com' || bare.endsWith('.linkedin.com')) return 'linkedin';
  return 'other';
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
/** A destination host as kept: lower case, no www., a valid host name of at most 253 characters; '' otherwise. */
export function cleanHost(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return host.length <= 253 && HOST.test(host) ? host : '';
}

/** The query parameters of a landing kept for the visit (never the rest of the query string). */
export const CAMPAIGN_PARAMS = { source: 'utm_source', medium: 'utm_medium', campaign: 'utm_campaign' } as const;
export type CampaignField = keyof typeof CAMPAIGN_PARAMS;
export type Campaign = Record<CampaignField, string>;
export const NO_CAMPAIGN: Campaign = { source: '', medium: '', campaign: '' };
export const CAMPAIGN_MAX_LENGTH = 100;

/** A campaign value as kept: single spaces, no control characters, at most 100 characters; '' for anything else. */
export function campaignValue(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // Control and format characters (direction overrides, zero-width) could make one campaign look like another.
  const text = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, CAMPAIGN_MAX_LENGTH);
}

export function campaignOf(raw: Partial<Record<CampaignField, unknown>>): Campaign {
  return { source: campaignValue(raw.source), medium: campaignValue(raw.medium), campaign: campaignValue(raw.campaign) };
}

/**
 * What a visit remembers (sessionStorage, under HAND_OVER.visitStorageKey) so each beacon can say
 * which campaign it belongs to, whether it starts the visit, and whether a goal is the visit's first
 * of its kind or its first at all: the conversion rates count visits, not clicks.
 */
export interface VisitState extends Campaign {
  /** The landing's referrer (the server keeps only its host). */
  referrer: string;
  /** A page view has been sent for this visit. */
  counted: boolean;
  /** The goals the visit has reached. */
  goals: string[];
}

export const newVisit = (referrer: string, campaign: Campaign = NO_CAMPAIGN): VisitState => ({
  ...campaign,
  referrer,
  counted: false,
  goals: [],
});

/** A stored visit, or null when there is none or it is not one (then a new visit starts). */
export function parseVisit(raw: string | null): VisitState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<VisitState>;
    if (typeof value !== 'object' || value === null) return null;
    return {
      ...campaignOf(value),
      referrer: typeof value.referrer === 'string' ? value.referrer : '',
      counted: value.counted === true,
      goals: Array.isArray(value.goals) ? value.goals.filter((g): g is string => typeof g === 'string') : [],
    };
  } catch {
    return null;
  }
}

/** What a goal reached now says about the visit, and the visit afterwards. */
export function reachGoal(visit: VisitState, goal: GoalKey) {
  return {
    first_of_kind: !visit.goals.includes(goal),
    first_of_visit: visit.goals.length === 0,
    visit: visit.goals.includes(goal) ? visit : { ...visit, goals: [...visit.goals, goal] },
  };
}

/** The campaign and the flags a beacon or the contact function carries for a visit. */
export interface VisitReport extends Partial<Campaign> {
  referrer?: string;
  /** A page view that starts a visit. */
  entry?: boolean;
  /** A goal the visit reaches for the first time. */
  first_of_kind?: boolean;
  /** The visit's first goal of any kind: it is now a converted visit. */
  first_of_visit?: boolean;
}

/** What the contact and subscribe forms send beside their fields: the visit it is sent in (their function counts the goal). */
export interface MessageVisitReport extends VisitReport {
  page_path: string;
}

/** The body of a beacon: a page view, or a goal reached on that page. */
export interface BeaconRequest extends VisitReport {
  page_path: string;
  referrer: string;
  goal?: GoalKey;
  place?: LinkPlace;
  /** An outbound click's destination host. */
  target?: string;
}
