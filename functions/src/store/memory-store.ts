import { randomBytes, randomUUID } from 'node:crypto';
import {
  COLLECTIONS,
  type AnalyticsEvent,
  type AnalyticsRollup,
  type CollectionName,
  type MessageDelivery,
  type RollupGranularity,
  type SignInNotice,
  type SignInRecord,
  SESSIONS_STATE_DOC,
  visitorMayRead,
} from '@portfolio/model';
import { initialDelivery } from '../contact/delivery-rules.js';
import { systemClock, type Clock } from '../shared/clock.js';
import { failedSignInsOf, sessionsStateOf, storedContactEmail, storedMessage, storedPageViewsEnabled } from './stored.js';
import type {
  ClaimDecision,
  FailedSignIns,
  NewContactMessage,
  RollupTransaction,
  ScheduledPostState,
  Store,
  StoredSignIn,
} from './types.js';
import { FAILED_SIGN_INS_DOC, PRIVATE_COLLECTIONS, ROLLUP_STATE_DOC } from './types.js';

type Docs = Map<string, Record<string, unknown>>;

/**
 * The store in memory: unit tests, and the Functions emulator when no Firestore emulator runs (see
 * store/select.ts). Documents are kept as Firestore would hold them (collection -> id -> data), with
 * timestamps as ISO strings, so a test can inspect everything that was stored. JavaScript runs one
 * callback at a time, so a transaction here is a critical section guarded by a promise chain.
 */
export class MemoryStore implements Store {
  readonly collections = new Map<string, Docs>();
  /** Every rollup write, by "collection/id", for the write-rate test. */
  readonly rollupWrites = new Map<string, number>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly clock: Clock = systemClock) {}

  collection(name: string): Docs {
    let docs = this.collections.get(name);
    if (!docs) this.collections.set(name, (docs = new Map<string, Record<string, unknown>>()));
    return docs;
  }

  /** Everything stored, as JSON text: what a privacy test searches for raw IPs. */
  dump(): string {
    const all: Record<string, Record<string, unknown>> = {};
    for (const [name, docs] of this.collections) all[name] = Object.fromEntries(docs);
    return JSON.stringify(all);
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  // ---- rate limits ----
  takeRateLimit(key: string, max: number, windowMs: number, now: Date) {
    return this.exclusive(async () => {
      const docs = this.collection(PRIVATE_COLLECTIONS.rateLimits);
      const hits = ((docs.get(key)?.hits as number[] | undefined) ?? []).filter((t) => t > now.getTime() - windowMs);
      if (hits.length >= max) return { allowed: false, retryAfterMs: hits[0]! + windowMs - now.getTime() };
      docs.set(key, { hits: [...hits, now.getTime()], expires_at: new Date(now.getTime() + windowMs).toISOString() });
      return { allowed: true, retryAfterMs: 0 };
    });
  }

  updateFailedSignIns(update: (state: FailedSignIns) => FailedSignIns) {
    return this.exclusive(async () => {
      const state = this.collection(PRIVATE_COLLECTIONS.state);
      state.set(FAILED_SIGN_INS_DOC, { ...update(failedSignInsOf(state.get(FAILED_SIGN_INS_DOC))) });
    });
  }

  // ---- the owner's sign-ins ----
  recordSignIn(key: string, build: (known: boolean) => Omit<SignInRecord, 'at'>) {
    return this.exclusive(async () => {
      const browsers = this.collection(PRIVATE_COLLECTIONS.knownBrowsers);
      const browser = browsers.get(key);
      const id = randomUUID().replace(/-/g, '').slice(0, 20);
      const record = build(browser !== undefined);
      const at = this.clock().toISOString();
      this.collection(COLLECTIONS.ownerSignIns).set(id, { ...record, at });
      browsers.set(key, { uid: record.uid, first_seen: browser?.first_seen ?? at, last_at: at });
      return { id, known: browser !== undefined };
    });
  }

  async getSignIn(id: string) {
    const data = this.collection(COLLECTIONS.ownerSignIns).get(id);
    return data ? (structuredClone({ ...data, id }) as StoredSignIn) : null;
  }

  async updateSignIn(id: string, patch: Partial<SignInRecord>) {
    const data = this.collection(COLLECTIONS.ownerSignIns).get(id);
    if (!data) throw new Error(`No sign-in ${id}`);
    Object.assign(data, patch);
  }

  async signInsWithNotice(notices: SignInNotice[], before: Date, limit: number) {
    return [...this.collection(COLLECTIONS.ownerSignIns)]
      .filter(([, data]) => notices.includes(data.notice as SignInNotice) && (data.at as string) < before.toISOString())
      .sort(([, a], [, b]) => String(a.at).localeCompare(String(b.at)))
      .slice(0, limit)
      .map(([id, data]) => structuredClone({ ...data, id }) as StoredSignIn);
  }

  async endSessionsBefore(validAfter: number, secondFactor?: boolean) {
    const before = this.collection(COLLECTIONS.ownerState).get(SESSIONS_STATE_DOC);
    this.collection(COLLECTIONS.ownerState).set(SESSIONS_STATE_DOC, {
      ...before,
      valid_after: validAfter,
      ...(secondFactor === undefined ? {} : { second_factor: secondFactor }),
    });
  }

  async sessionsState() {
    return sessionsStateOf(this.collection(COLLECTIONS.ownerState).get(SESSIONS_STATE_DOC));
  }

  // ---- contact ----
  async contactSectionEmail() {
    return storedContactEmail(this.collection(COLLECTIONS.sections).get('contact'));
  }

  async createMessage(message: NewContactMessage) {
    const id = randomUUID().replace(/-/g, '').slice(0, 20);
    this.collection(COLLECTIONS.contactMessages).set(id, {
      ...message,
      status: 'new',
      created_at: this.clock().toISOString(),
      delivery: initialDelivery(),
    });
    return id;
  }

  async getMessage(id: string) {
    const data = this.collection(COLLECTIONS.contactMessages).get(id);
    return data ? storedMessage(id, structuredClone(data)) : null;
  }

  claimDelivery(id: string, decide: (delivery: MessageDelivery) => ClaimDecision) {
    return this.exclusive(async () => {
      const data = this.collection(COLLECTIONS.contactMessages).get(id);
      if (!data) return null;
      const decision = decide(data.delivery as MessageDelivery);
      if (decision.delivery) data.delivery = decision.delivery;
      return decision.claim ? this.getMessage(id) : null;
    });
  }

  async updateDelivery(id: string, delivery: Partial<MessageDelivery>) {
    const data = this.collection(COLLECTIONS.contactMessages).get(id);
    if (!data) throw new Error(`No contact message ${id}`);
    data.delivery = { ...(data.delivery as MessageDelivery), ...delivery };
  }

  async undeliveredMessageIds(limit: number) {
    return [...this.collection(COLLECTIONS.contactMessages)]
      .filter(([, data]) => (data.delivery as MessageDelivery).state !== 'sent')
      .slice(0, limit)
      .map(([id]) => id);
  }

  // ---- analytics ----
  async pageViewsEnabled() {
    return storedPageViewsEnabled(this.collection(COLLECTIONS.siteSettings).get('analytics'));
  }

  async isPublicItem(collection: CollectionName, by: string, key: string) {
    const docs = this.collection(collection);
    if (by === 'id') {
      const doc = docs.get(key);
      return doc !== undefined && visitorMayRead(collection, doc);
    }
    return [...docs.values()].some((doc) => doc[by] === key && visitorMayRead(collection, doc));
  }

  dailySalt(day: string) {
    return this.exclusive(async () => {
      const docs = this.collection(PRIVATE_COLLECTIONS.salts);
      const existing = docs.get(day)?.salt;
      if (typeof existing === 'string') return existing;
      const salt = randomBytes(32).toString('hex');
      docs.set(day, { salt, created_at: this.clock().toISOString() });
      return salt;
    });
  }

  async deleteSaltsBefore(day: string) {
    const docs = this.collection(PRIVATE_COLLECTIONS.salts);
    const old = [...docs.keys()].filter((id) => id < day);
    old.forEach((id) => docs.delete(id));
    return old.length;
  }

  async addEvent(event: Omit<AnalyticsEvent, 'created_at'>) {
    this.collection(COLLECTIONS.analyticsEvents).set(randomUUID(), {
      ...event,
      created_at: this.clock().toISOString(),
    });
  }

  /** The raw events, oldest first (the reference the rollups are checked against). */
  events(): AnalyticsEvent[] {
    return ([...this.collection(COLLECTIONS.analyticsEvents).values()] as unknown as AnalyticsEvent[]).sort((a, b) =>
      a.created_at.localeCompare(b.created_at),
    );
  }

  rollupDocs(granularity: RollupGranularity): AnalyticsRollup[] {
    const name = granularity === 'hour' ? COLLECTIONS.analyticsHourly : COLLECTIONS.analyticsDaily;
    return [...this.collection(name).values()] as unknown as AnalyticsRollup[];
  }

  inRollupTransaction<T>(work: (tx: RollupTransaction) => Promise<T>) {
    return this.exclusive(async () => {
      const writes: (() => void)[] = [];
      const rollupCollection = (g: RollupGranularity) => (g === 'hour' ? COLLECTIONS.analyticsHourly : COLLECTIONS.analyticsDaily);
      const tx: RollupTransaction = {
        watermark: async () => {
          const at = this.collection(PRIVATE_COLLECTIONS.state).get(ROLLUP_STATE_DOC)?.folded_until;
          return typeof at === 'string' ? new Date(at) : null;
        },
        eventsBetween: async (from, to, limit) =>
          this.events()
            .filter((e) => (!from || e.created_at >= from.toISOString()) && e.created_at < to.toISOString())
            .slice(0, limit),
        rollups: async (g, ids) => {
          const docs = this.collection(rollupCollection(g));
          const found = new Map<string, AnalyticsRollup>();
          for (const id of ids) {
            const doc = docs.get(id);
            if (doc) found.set(id, structuredClone(doc) as unknown as AnalyticsRollup);
          }
          return found;
        },
        writeRollup: (g, id, rollup) =>
          writes.push(() => {
            this.collection(rollupCollection(g)).set(id, structuredClone(rollup));
            const key = `${rollupCollection(g)}/${id}`;
            this.rollupWrites.set(key, (this.rollupWrites.get(key) ?? 0) + 1);
          }),
        setWatermark: (at) =>
          writes.push(() => this.collection(PRIVATE_COLLECTIONS.state).set(ROLLUP_STATE_DOC, { folded_until: at.toISOString() })),
      };
      const result = await work(tx);
      writes.forEach((write) => write());
      return result;
    });
  }

  async scheduledPostsDue(now: Date, limit: number) {
    const at = now.toISOString();
    return [...this.collection(COLLECTIONS.blogPosts)]
      .filter(([, post]) => typeof post.publish_at === 'string' && post.publish_at <= at)
      .sort(([, a], [, b]) => String(a.publish_at).localeCompare(String(b.publish_at)))
      .slice(0, limit)
      .map(([id]) => id);
  }

  publishPost(id: string, decide: (post: ScheduledPostState) => { published_at: string } | null) {
    return this.exclusive(async () => {
      const docs = this.collection(COLLECTIONS.blogPosts);
      const post = docs.get(id);
      if (!post) return false;
      const state: ScheduledPostState = {
        published: post.published === true,
        publish_at: typeof post.publish_at === 'string' ? post.publish_at : null,
        published_at: typeof post.published_at === 'string' ? post.published_at : null,
      };
      const decision = decide(state);
      if (!decision) return false;
      docs.set(id, { ...post, published: true, publish_at: null, published_at: decision.published_at });
      return true;
    });
  }
}
