import type { AnalyticsEvent } from '@portfolio/model';
import type { Clock } from '../shared/clock.js';
import { keyedHash } from '../shared/hash.js';
import type { AnalyticsStore, RateLimitStore } from '../store/types.js';
import { parseBeaconBody } from './beacon-body.js';
import { isBot } from './bots.js';
import { referrerHost } from './referrer.js';
import { sitePage } from './site-paths.js';
import { utcDay, visitorId } from './visitor.js';

/** A person clicking through the site makes a few views a minute; a script makes hundreds. */
export const TRACK_RATE_LIMIT = { max: 30, windowMs: 60_000 } as const;

export interface TrackDeps {
  store: AnalyticsStore & RateLimitStore;
  hashSecret: string;
  clock: Clock;
}

/** The parts of an HTTP request the handler needs, so it runs without a web framework in tests. */
export interface TrackRequest {
  method: string;
  contentType: string;
  rawBody: Buffer | string | undefined;
  userAgent: string;
  ip: string;
  /** The site's own host (X-Forwarded-Host through Hosting), to drop self-referrals. */
  host: string;
}

export type TrackOutcome =
  'recorded' | 'bot' | 'not-a-site-path' | 'not-public' | 'page-views-off' | 'rate-limited' | 'bad-request' | 'method-not-allowed';

export interface TrackResponse {
  status: number;
  outcome: TrackOutcome;
}

/**
 * Records one page view, privately: the raw IP and user agent only ever exist in this function's
 * memory, hashed into `visitor`. Ignored views still answer 204 so a beacon never retries or shows
 * errors in a visitor's console; only malformed requests and floods get an error status.
 */
export async function trackPageView(deps: TrackDeps, req: TrackRequest): Promise<TrackResponse> {
  if (req.method !== 'POST') return { status: 405, outcome: 'method-not-allowed' };
  const body = parseBeaconBody(req.contentType, req.rawBody);
  if (!body) return { status: 400, outcome: 'bad-request' };
  if (isBot(req.userAgent)) return { status: 204, outcome: 'bot' };
  const page = sitePage(body.page_path);
  if (page === null) return { status: 204, outcome: 'not-a-site-path' };
  const page_path = page.path;
  if (!(await deps.store.pageViewsEnabled())) return { status: 204, outcome: 'page-views-off' };
  // A detail path counts only when it shows something public: otherwise anyone could fill the
  // dashboard's top pages with /blog/<any text> by sending beacons.
  if (page.item && !(await deps.store.isPublicItem(page.item.collection, page.item.by, page.key ?? ''))) {
    return { status: 204, outcome: 'not-public' };
  }

  const now = deps.clock();
  const limit = await deps.store.takeRateLimit(
    `track:${keyedHash(deps.hashSecret, 'track', req.ip)}`,
    TRACK_RATE_LIMIT.max,
    TRACK_RATE_LIMIT.windowMs,
    now,
  );
  if (!limit.allowed) return { status: 429, outcome: 'rate-limited' };

  const salt = await deps.store.dailySalt(utcDay(now));
  const event: Omit<AnalyticsEvent, 'created_at'> = {
    event_type: 'page_view',
    page_path,
    referrer: referrerHost(body.referrer, req.host),
    visitor: visitorId(salt, req.ip, req.userAgent),
  };
  await deps.store.addEvent(event);
  return { status: 204, outcome: 'recorded' };
}
