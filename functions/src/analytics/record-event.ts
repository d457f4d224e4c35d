import type { BeaconRequest } from '@portfolio/model';
import type { Clock } from '../shared/clock.js';
import type { AnalyticsStore, NewEvent } from '../store/types.js';
import { referrerHost } from './referrer.js';
import { utcDay, visitorId } from './visitor.js';

/** Looks up the country of an address (ISO 3166-1 alpha-2, '' when unknown); the address goes no further. */
export type CountryOf = (ip: string) => string;

export interface EventDeps {
  store: AnalyticsStore;
  clock: Clock;
  countryOf?: CountryOf;
}

/** Who sent an event, as only this function's memory ever holds it. */
export interface EventSender {
  ip: string;
  userAgent: string;
  /** The site's own host, to drop self-referrals. */
  host: string;
}

/**
 * The event stored for a page view or a goal: the visitor as a hash of the day's salt with the address
 * and user agent, the country looked up from the address, the referrer's host, the visit's campaign.
 * The address, the user agent and any query string end here.
 */
export async function eventFor(deps: EventDeps, sender: EventSender, report: BeaconRequest, page_path: string): Promise<NewEvent> {
  const salt = await deps.store.dailySalt(utcDay(deps.clock()));
  const event: NewEvent = {
    event_type: report.goal ? 'goal' : 'page_view',
    page_path,
    referrer: referrerHost(report.referrer, sender.host),
    visitor: visitorId(salt, sender.ip, sender.userAgent),
    country: deps.countryOf?.(sender.ip) ?? '',
  };
  for (const field of ['source', 'medium', 'campaign'] as const) if (report[field]) event[field] = report[field];
  if (!report.goal) {
    if (report.entry) event.entry = true;
    return event;
  }
  event.goal = report.goal;
  if (report.first_of_kind) event.first_of_kind = true;
  if (report.first_of_visit) event.first_of_visit = true;
  if (report.place) event.place = report.place;
  if (report.target) event.target = report.target;
  return event;
}
