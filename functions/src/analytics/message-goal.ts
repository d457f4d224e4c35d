import { campaignOf, type BeaconRequest, type VisitReport } from '@portfolio/model';
import type { AnalyticsStore } from '../store/types.js';
import { isBot } from './bots.js';
import { eventFor, type EventDeps, type EventSender } from './record-event.js';
import { sitePage } from './site-paths.js';

/** What the contact form says of the visit it was sent in (all optional: the form without script says nothing). */
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

function reportOf(raw: unknown): BeaconRequest {
  const visit = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const page = typeof visit.page_path === 'string' ? sitePage(visit.page_path) : null;
  return {
    page_path: page && !page.item ? page.path : '/',
    referrer: typeof visit.referrer === 'string' ? visit.referrer.slice(0, 1000) : '',
    ...campaignOf(visit),
    goal: 'message',
    first_of_kind: visit.first_of_kind === true,
    first_of_visit: visit.first_of_visit === true,
  };
}

/**
 * Counts a contact message as a goal of the visit it came from: here, by the function that stored it,
 * so a blocked beacon never loses one. Not for bots, nor while the owner has events turned off.
 */
export async function countMessageGoal(deps: EventDeps & { store: AnalyticsStore }, sender: EventSender, visit: unknown) {
  if (isBot(sender.userAgent) || !(await deps.store.trackingSwitches()).events) return false;
  const report = reportOf(visit);
  await deps.store.addEvent(await eventFor(deps, sender, report, report.page_path));
  return true;
}
