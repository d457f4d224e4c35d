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

function reportOf(raw: unknown, goal: FunctionGoal): BeaconRequest {
  const visit = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const page = typeof visit.page_path === 'string' ? sitePage(visit.page_path) : null;
  return {
    page_path: page && !page.item ? page.path : '/',
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
  const report = reportOf(visit, goal);
  await deps.store.addEvent(await eventFor(deps, sender, report, report.page_path));
  return true;
}

/** A contact message, counted by the contact function (above). */
export const countMessageGoal = (deps: EventDeps & { store: AnalyticsStore }, sender: EventSender, visit: unknown) =>
  countFunctionGoal(deps, sender, visit, 'message');
