import type {
  AnalyticsEvent,
  AnalyticsRollup,
  BlogPost,
  CollectionName,
  ContactMessage,
  IsoDateTime,
  MessageDelivery,
  MessageReply,
  MessageStatus,
  RollupGranularity,
  SignInNotice,
  SignInRecord,
} from '@portfolio/model';

/**
 * Everything the functions read and write, behind one small interface with two implementations:
 * Firestore (production and the Firestore emulator) and memory (unit tests here, where the Firestore
 * emulator cannot run, and the Functions emulator when no Firestore emulator is running).
 * The rules that decide (who may send, what a rollup holds) live in the handlers, not here, so both
 * implementations run the same logic; test/support/store-contract.ts checks they behave alike.
 */
export interface Store
  extends RateLimitStore, ContactStore, ReplyStore, AnalyticsStore, DigestStore, PublishingStore, OwnerSecurityStore, FailedSignInStore {}

/** What the weekly digest reads and the one thing it writes: which week it has mailed. */
export interface DigestStore {
  /** site_settings/analytics weekly_digest (on when unset) and time_zone ('' when unset). */
  digestSettings(): Promise<{ enabled: boolean; timeZone: string }>;
  /** The daily rollups with from <= period_start < before (ISO times). */
  dailyRollups(from: string, before: string): Promise<AnalyticsRollup[]>;
  /** In one transaction: claims the digest of `week` (a date); false when it was claimed already. */
  claimDigest(week: string): Promise<boolean>;
  /** Gives the claim back (the send failed): the next run tries again. */
  releaseDigest(week: string): Promise<void>;
}

export interface RateLimitResult {
  allowed: boolean;
  /** When refused: how long until the oldest counted hit leaves the window. */
  retryAfterMs: number;
}

export interface RateLimitStore {
  /** Atomically counts one hit for `key`, unless `max` hits already fall within the window. */
  takeRateLimit(key: string, max: number, windowMs: number, now: Date): Promise<RateLimitResult>;
}

export type NewContactMessage = Pick<ContactMessage, 'name' | 'email' | 'message'>;
export type StoredMessage = ContactMessage & { id: string; delivery: MessageDelivery };

/** What a claim transaction decided, given the delivery as stored (see mail/delivery-rules.ts). */
export type ClaimDecision = { claim: true; delivery: MessageDelivery } | { claim: false; delivery?: MessageDelivery };

export interface ContactStore {
  /** sections/contact content.email ('' when unset). */
  contactSectionEmail(): Promise<string>;
  /** Stores with status 'new', created_at = server time, delivery pending; returns the id. */
  createMessage(message: NewContactMessage): Promise<string>;
  getMessage(id: string): Promise<StoredMessage | null>;
  /**
   * In one transaction: reads the delivery, asks `decide`, writes what it returns. Returns the
   * message when `decide` granted the claim, else null.
   */
  claimDelivery(id: string, decide: (delivery: MessageDelivery) => ClaimDecision): Promise<StoredMessage | null>;
  /** Writes the outcome of a send (merged into `delivery`). */
  updateDelivery(id: string, delivery: Partial<MessageDelivery>): Promise<void>;
  /** Ids of messages whose mail is not sent yet (pending or failed), at most `limit`. */
  undeliveredMessageIds(limit: number): Promise<string[]>;
}

/** What a reply writes on its message (contact/reply.ts): the lease, the replies, Replied and the status. */
export interface ReplyChange {
  reply_lease?: { request_id: string; until: string } | null;
  replies?: MessageReply[];
  /** An ISO time; Firestore keeps it as a timestamp, as the owner's own Replied writes it. */
  replied_at?: string;
  status?: MessageStatus;
}

export interface ReplyStore {
  contactSectionEmail(): Promise<string>;
  /**
   * In one transaction: reads the message, asks `decide`, writes the change it returns. Returns its
   * answer, or null when there is no such message.
   */
  changeReply<T>(id: string, decide: (message: StoredMessage) => { change?: ReplyChange; answer: T }): Promise<T | null>;
}

/** An analytics event as a handler builds it: the store adds created_at and expires_at. */
export type NewEvent = Omit<AnalyticsEvent, 'created_at' | 'expires_at'>;

export interface AnalyticsStore {
  /** site_settings/analytics enable_page_views and enable_event_tracking; true when unset (the defaults). */
  trackingSwitches(): Promise<{ pageViews: boolean; events: boolean }>;
  /**
   * Whether an item page shows something public: a document of `collection` whose `by` field ('id':
   * its id) is `key` that a visitor may read (an active project by id, a published post by slug).
   */
  isPublicItem(collection: CollectionName, by: string, key: string): Promise<boolean>;
  /** The secret salt of a UTC day ('2026-11-22'), created on first use, the same for every caller. */
  dailySalt(day: string): Promise<string>;
  /** Deletes salts of days before `day` (so yesterday's visitors can never be re-identified). */
  deleteSaltsBefore(day: string): Promise<number>;
  /** Deletes the visitor hashes kept for rollups of days before `day` (and their hours). */
  deleteVisitorSetsBefore(day: string): Promise<number>;
  /** Stores an event with created_at = server time and expires_at EVENT_TTL_DAYS later. */
  addEvent(event: NewEvent): Promise<void>;
  /** Runs `work` in one transaction over the rollups and the aggregation watermark. */
  inRollupTransaction<T>(work: (tx: RollupTransaction) => Promise<T>): Promise<T>;
}

/** Reads first, then writes (Firestore's transaction rule). */
export interface RollupTransaction {
  /** Events before this time have been folded into the rollups; null before the first run. */
  watermark(): Promise<Date | null>;
  /** Events with from <= created_at < to, oldest first, at most `limit`. */
  eventsBetween(from: Date | null, to: Date, limit: number): Promise<AnalyticsEvent[]>;
  /** The rollups with these ids, each with its visitor hashes (kept apart from it: see PRIVATE_COLLECTIONS.visitorSets). */
  rollups(granularity: RollupGranularity, ids: readonly string[]): Promise<Map<string, AnalyticsRollup>>;
  /** Writes the rollup without its visitor hashes, and the hashes apart. */
  writeRollup(granularity: RollupGranularity, id: string, rollup: AnalyticsRollup): void;
  setWatermark(at: Date): void;
}

/** What the scheduled publisher reads of a post (times as ISO strings). */
export type ScheduledPostState = Pick<BlogPost, 'published'> & { publish_at: IsoDateTime | null; published_at: IsoDateTime | null };

export interface PublishingStore {
  /** Ids of posts with a publication time at or before `now`, earliest first, at most `limit`. */
  scheduledPostsDue(now: Date, limit: number): Promise<string[]>;
  /**
   * In one transaction: reads the post, asks `decide`, and when it answers, publishes the post
   * (published true, publish_at null, published_at as answered). Returns whether it published.
   */
  publishPost(id: string, decide: (post: ScheduledPostState) => { published_at: IsoDateTime } | null): Promise<boolean>;
}

export type StoredSignIn = SignInRecord & { id: string };

export interface RecordedSignIn {
  id: string;
  /** The browser had signed in before. */
  known: boolean;
}

export interface OwnerSecurityStore {
  /**
   * In one transaction: looks the browser `key` up, stores `build(known)` as a new sign-in with `at` =
   * the store's time, and remembers the browser. Two sign-ins at once never both count as new.
   */
  recordSignIn(key: string, build: (known: boolean) => Omit<SignInRecord, 'at'>): Promise<RecordedSignIn>;
  getSignIn(id: string): Promise<StoredSignIn | null>;
  updateSignIn(id: string, patch: Partial<Pick<SignInRecord, 'notice' | 'notice_attempts'>>): Promise<void>;
  /** Sign-ins whose notice is one of `notices` and that were recorded before `before`, oldest first. */
  signInsWithNotice(notices: SignInNotice[], before: Date, limit: number): Promise<StoredSignIn[]>;
  /**
   * owner_state/sessions: sessions signed in before `validAfter` (seconds) are over for the rules;
   * `secondFactor`, when given, says whether every session must have given a second factor (kept
   * as it was when not given).
   */
  endSessionsBefore(validAfter: number, secondFactor?: boolean): Promise<void>;
  /** owner_state/sessions as stored: validAfter null when sessions were never ended. */
  sessionsState(): Promise<{ validAfter: number | null; secondFactor: boolean }>;
}

/** fn_state/failed_sign_ins: when the owner's address last failed to sign in (ms), and when the owner was last mailed about it. */
export interface FailedSignIns {
  recent: number[];
  mailed_at: number | null;
}

export interface FailedSignInStore {
  /** In one transaction: reads the state (empty when none), stores what `update` returns. */
  updateFailedSignIns(update: (state: FailedSignIns) => FailedSignIns): Promise<void>;
}

/** Collections only the functions use. No client may read or write them (rules deny by default). */
export const PRIVATE_COLLECTIONS = {
  rateLimits: 'fn_rate_limits',
  salts: 'fn_visitor_salts',
  /**
   * The visitor hashes of each hourly and daily rollup (`hour_<id>`, `day_<id>`), which the fold needs
   * to count a visitor once: kept out of the rollups the owner's dashboard reads (a busy day's
   * thousands of hashes would be most of every read), and deleted with the salts, after 48 hours.
   */
  visitorSets: 'fn_visitor_sets',
  state: 'fn_state',
  /** One document per (owner, browser) that has signed in: a keyed hash, never the user agent. */
  knownBrowsers: 'fn_known_browsers',
  /** Site search's stored index (search/stored-index.ts): its description, builds and header file by id. */
  search: 'fn_search',
  /** The index's shards and entries, each document named `<generation>_<key or number>`. */
  searchShards: 'fn_search_shards',
  searchEntries: 'fn_search_entries',
} as const;
export const ROLLUP_STATE_DOC = 'analytics_rollup';
export const FAILED_SIGN_INS_DOC = 'failed_sign_ins';
/** fn_state/weekly_digest: the week whose digest was mailed (or is being mailed). */
export const DIGEST_STATE_DOC = 'weekly_digest';
