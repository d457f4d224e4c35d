import { keyedHash } from '../shared/hash.js';
import type { AnalyticsStore, RateLimitStore } from '../store/types.js';
import { parseBeaconBody } from './beacon-body.js';
import { isBot } from './bots.js';
import { eventFor, type EventDeps } from './record-event.js';
import { sitePage } from './site-paths.js';

/** A person clicking through the site makes a few views a minute; a script makes hundreds. */
export const TRACK_RATE_LIMIT = { max: 30, windowMs: 60_000 } as const;

export interface TrackDeps extends EventDeps {
  store: AnalyticsStore & RateLimitStore;
  hashSecret: string;
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
  | 'recorded'
  | 'bot'
  | 'not-a-site-path'
  | 'not-public'
  | 'page-views-off'
  | 'events-off'
  | 'rate-limited'
  | 'bad-request'
  | 'method-not-allowed';

export interface TrackResponse {
  status: number;
  outcome: TrackOutcome;
}

/**
 * Records one page view or goal (an outbound click, a resume download, a search), privately: the raw
 * IP and user agent only ever exist in this function's memory, hashed into `visitor` and looked up
 * for a country. Ignored beacons still answer 204 so a beacon never retries or shows errors in a
 * visitor's console; only malformed requests and floods get an error status.
 */
export async function trackPageView(deps: TrackDeps, req: TrackRequest): Promise<TrackResponse> {
  if (req.method !== 'POST') return { status: 405, outcome: 'method-not-allowed' };
  const body = parseBeaconBody(req.contentType, req.rawBody);
  if (!body) return { status: 400, outcome: 'bad-request' };
  if (isBot(req.userAgent)) return { status: 204, outcome: 'bot' };
  const page = sitePage(body.page_path);
  if (page === null) return { status: 204, outcome: 'not-a-site-path' };
  const switches = await deps.store.trackingSwitches();
  if (!body.goal && !switches.pageViews) return { status: 204, outcome: 'page-views-off' };
  if (body.goal && !switches.events) return { status: 204, outcome: 'events-off' };
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

  await deps.store.addEvent(await eventFor(deps, req, body, page.path));
  return { status: 204, outcome: 'recorded' };
}
