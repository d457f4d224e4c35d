import { campaignOf, type BeaconRequest, type GoalKey, type VisitReport } from '@portfolio/model';
import type { AnalyticsStore } from '../store/types.js';
import { isBot } from './bots.js';
import { eventFor, type EventDeps, type EventSender } from './record-event.js';
import { sitePage } from './site-paths.js';

/** What the contact or subscribe form says of the visit it was sent in (all optional: a form without script says nothing). */
export interface MessageVisit extends VisitReport {
  page_path?: string;
}

/**
 * Splits the visit the app sends beside a contact message from the message itself, so the message is
 * checked exactly as before (the same checks as the form without script) and the visit apart.
 */
export function withoutVisit(data: unknown): { message: unknown; visit: unknown } {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('visit' in data)) return { message: data, visit: undefined };
  const { visit, ...message } = data as Record<string, unknown>;
  return { message, visit };
}

/** The goals a function counts itself, beside what it stores (GOALS' `beacon: false`). */
export type FunctionGoal = Extract<GoalKey, 'message' | 'subscribe'>;

/**
 * The page a goal is counted under: the site page the visit names, a detail page (a post, a project)
 * only while it shows something public (as for a page view: no one fills the goals with made-up
 * slugs), else home.
 */
async function goalPage(store: AnalyticsStore, raw: unknown): Promise<string> {
  const page = typeof raw === 'string' ? sitePage(raw) : null;
  if (!page) return '/';
  if (!page.item) return page.path;
  return (await store.isPublicItem(page.item.collection, page.item.by, page.key ?? '')) ? page.path : '/';
}

async function reportOf(store: AnalyticsStore, raw: unknown, goal: FunctionGoal): Promise<BeaconRequest> {
  const visit = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    page_path: await goalPage(store, visit.page_path),
    referrer: typeof visit.referrer === 'string' ? visit.referrer.slice(0, 1000) : '',
    ...campaignOf(visit),
    goal,
    first_of_kind: visit.first_of_kind === true,
    first_of_visit: visit.first_of_visit === true,
  };
}

/**
 * Counts a contact message or a newsletter sign-up as a goal of the visit it came from: here, by the
 * function that stored it, so a blocked beacon never loses one. Not for bots, nor while the owner has
 * events turned off.
 */
export async function countFunctionGoal(
  deps: EventDeps & { store: AnalyticsStore },
  sender: EventSender,
  visit: unknown,
  goal: FunctionGoal,
) {
  if (isBot(sender.userAgent) || !(await deps.store.trackingSwitches()).events) return false;
  const report = await reportOf(deps.store, visit, goal);
  await deps.store.addEvent(await eventFor(deps, sender, report, report.page_path));
  return true;
}

/** A contact message, counted by the contact function (above). */
export const countMessageGoal = (deps: EventDeps & { store: AnalyticsStore }, sender: EventSender, visit: unknown) =>
  countFunctionGoal(deps, sender, visit, 'message');
