/**
 * What the Cloud Functions do, done in the browser for the offline demo: store a contact message
 * (validated by the same rules the function uses), record page views with their rollups, and answer
 * the owner's address check (no request leaves the browser, so no address reaches a function),
 * record the owner's replies, remove and import newsletter subscribers, and make and end preview links.
 * The demo sends no mail.
 */
import {
  addToRollup,
  campaignOf,
  COLLECTIONS,
  emptyRollup,
  type AnalyticsEvent,
  type AnalyticsRollup,
  type FunctionContracts,
  type FunctionName,
  periodStart,
  rollupId,
  validateContactInput,
} from '@portfolio/model';
import { DataError, type Session } from '../port';
import { demoSubscribe } from './demo-newsletter';
import { demoImportSubscribers, demoRemoveSubscriber } from './demo-newsletter-admin';
import { demoCreatePreviewLink, demoRevokePreviewLink } from './demo-preview-links';
import { demoReply } from './demo-reply';
import type { MemoryStore } from './store';

const RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };
const recentSubmissions: number[] = [];

export async function demoCall<N extends FunctionName>(
  store: MemoryStore,
  name: N,
  data: FunctionContracts[N]['request'],
  session: Session | null = null,
): Promise<FunctionContracts[N]['response']> {
  if (name === 'trackPageView') {
    await demoBeacon(store, name, data);
    return undefined;
  }
  if (name === 'subscribeToNewsletter') {
    const answer = await demoSubscribe(store, data);
    // A sign-up is a goal of its visit, counted beside it as the function counts it.
    const { visit, website } = data as FunctionContracts['subscribeToNewsletter']['request'];
    if (visit && !website) await demoBeacon(store, 'trackPageView', { ...visit, referrer: visit.referrer ?? '', goal: 'subscribe' });
    return answer;
  }
  if (name === 'replyToMessage') return demoReply(store, data, session);
  if (name === 'removeNewsletterSubscriber') return demoRemoveSubscriber(store, data, session);
  if (name === 'importNewsletterSubscribers') return await demoImportSubscribers(store, data, session);
  if (name === 'createPreviewLink') return await demoCreatePreviewLink(store, data, session);
  if (name === 'revokePreviewLink') return demoRevokePreviewLink(store, data, session);
  // The demo sends no mail: a wrong password is only a wrong password here.
  if (name === 'noteFailedSignIn') return {};
  if (name === 'checkClientAddress') {
    if (!session?.isOwner) throw new DataError('permission-denied', 'Only the owner can check the visitor address.');
    const report: FunctionContracts['checkClientAddress']['response'] = {
      forwardedFor: [],
      used: null,
      source: 'none',
      cdnHeader: null,
      hops: 1,
      cdnRanges: 0,
    };
    return report;
  }
  // The visit the message is sent in is not a field of the message: checked apart, as the function does.
  const { visit, ...fields } = data as FunctionContracts['submitContactMessage']['request'];
  const result = validateContactInput(fields);
  if (!result.ok) throw new DataError('invalid-argument', result.error);
  // A filled honeypot looks like success and stores nothing, as the function does.
  if (result.value.website) return { ok: true } as FunctionContracts[N]['response'];

  const now = Date.now();
  while (recentSubmissions.length && now - recentSubmissions[0]! > RATE_LIMIT.windowMs) recentSubmissions.shift();
  if (recentSubmissions.length >= RATE_LIMIT.max) {
    throw new DataError('resource-exhausted', 'Too many messages in a short time. Please try again in a few minutes.');
  }
  recentSubmissions.push(now);

  const { name: sender, email, message } = result.value;
  store.write([
    {
      collection: COLLECTIONS.contactMessages,
      id: crypto.randomUUID().replace(/-/g, '').slice(0, 20),
      data: { name: sender, email, message, status: 'new', created_at: new Date(now).toISOString() },
    },
  ]);
  if (visit) await demoBeacon(store, 'trackPageView', { ...visit, referrer: visit.referrer ?? '', goal: 'message' });
  return { ok: true } as FunctionContracts[N]['response'];
}

/** A per-browser id stands in for the salted IP hash the function computes. */
function demoVisitor(): string {
  const key = 'portfolio-demo:visitor';
  let id = window.localStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID().slice(0, 12);
    window.localStorage.setItem(key, id);
  }
  return id;
}

export async function demoBeacon<N extends FunctionName>(
  store: MemoryStore,
  name: N,
  data: FunctionContracts[N]['request'],
): Promise<void> {
  if (name !== 'trackPageView') return;
  const report = data as FunctionContracts['trackPageView']['request'];
  const { page_path, referrer, goal } = report;
  const settings = store.get(COLLECTIONS.siteSettings, 'analytics')?.settings as
    { enable_page_views?: boolean; enable_event_tracking?: boolean } | undefined;
  if ((goal ? settings?.enable_event_tracking : settings?.enable_page_views) === false) return;
  if (!page_path.startsWith('/') || page_path.startsWith('/admin')) return;

  const campaign = campaignOf(report);
  const event: AnalyticsEvent = {
    event_type: goal ? 'goal' : 'page_view',
    page_path,
    referrer: referrerHost(referrer),
    visitor: demoVisitor(),
    created_at: new Date().toISOString(),
    ...(Object.fromEntries(Object.entries(campaign).filter(([, value]) => value)) as Partial<typeof campaign>),
    ...(goal ? { goal, first_of_kind: report.first_of_kind === true, first_of_visit: report.first_of_visit === true } : {}),
    ...(!goal && report.entry ? { entry: true } : {}),
  };
  store.write([
    { collection: COLLECTIONS.analyticsEvents, id: crypto.randomUUID().replace(/-/g, '').slice(0, 20), data: { ...event } },
    rollupChange(store, COLLECTIONS.analyticsHourly, event, 'hour'),
    rollupChange(store, COLLECTIONS.analyticsDaily, event, 'day'),
  ]);
}

function rollupChange(store: MemoryStore, collection: string, event: AnalyticsEvent, granularity: 'hour' | 'day') {
  const id = rollupId(event.created_at, granularity);
  const current = (store.get(collection, id) as AnalyticsRollup | undefined) ?? emptyRollup(periodStart(event.created_at, granularity));
  return { collection, id, data: { ...addToRollup(current, [event]) } };
}

export function referrerHost(referrer: string): string {
  try {
    const host = new URL(referrer).hostname;
    return host === window.location.hostname ? '' : host;
  } catch {
    return '';
  }
}
