import { randomBytes, randomUUID } from 'node:crypto';
import {
  COLLECTIONS,
  EVENT_TTL_DAYS,
  type AnalyticsEvent,
  type AnalyticsRollup,
  type CollectionName,
  type RollupGranularity,
  visitorMayRead,
} from '@portfolio/model';
import { systemClock, type Clock } from '../shared/clock.js';
import { storedDigestSettings, storedTrackingSwitches } from './stored.js';
import type { AnalyticsStore, DigestStore, NewEvent, RollupTransaction } from './types.js';
import { DIGEST_STATE_DOC, PRIVATE_COLLECTIONS, ROLLUP_STATE_DOC } from './types.js';

type Docs = Map<string, Record<string, unknown>>;

/**
 * The documents of the memory store, and its analytics half (MemoryStore adds the rest). Documents are
 * kept as Firestore would hold them (collection -> id -> data), with timestamps as ISO strings, so a
 * test can inspect everything that was stored. JavaScript runs one callback at a time, so a
 * transaction here is a critical section guarded by a promise chain.
 */
export class MemoryAnalyticsStore implements AnalyticsStore, DigestStore {
  readonly collections = new Map<string, Docs>();
  /** Every rollup write, by "collection/id", for the write-rate test. */
  readonly rollupWrites = new Map<string, number>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(protected readonly clock: Clock = systemClock) {}

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

  protected exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async trackingSwitches() {
    return storedTrackingSwitches(this.collection(COLLECTIONS.siteSettings).get('analytics'));
  }

  async digestSettings() {
    return storedDigestSettings(this.collection(COLLECTIONS.siteSettings).get('analytics'));
  }

  async dailyRollups(from: string, before: string) {
    return this.rollupDocs('day')
      .filter((r) => r.period_start >= from && r.period_start < before)
      .sort((a, b) => a.period_start.localeCompare(b.period_start));
  }

  claimDigest(week: string) {
    return this.exclusive(async () => {
      const state = this.collection(PRIVATE_COLLECTIONS.state);
      if (state.get(DIGEST_STATE_DOC)?.week === week) return false;
      state.set(DIGEST_STATE_DOC, { week });
      return true;
    });
  }

  async releaseDigest(week: string) {
    const state = this.collection(PRIVATE_COLLECTIONS.state);
    if (state.get(DIGEST_STATE_DOC)?.week === week) state.delete(DIGEST_STATE_DOC);
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

  async deleteVisitorSetsBefore(day: string) {
    const docs = this.collection(PRIVATE_COLLECTIONS.visitorSets);
    const old = [...docs.keys()].filter((id) => id.replace(/^(hour|day)_/, '') < day);
    old.forEach((id) => docs.delete(id));
    return old.length;
  }

  async addEvent(event: NewEvent) {
    const now = this.clock();
    this.collection(COLLECTIONS.analyticsEvents).set(randomUUID(), {
      ...event,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + EVENT_TTL_DAYS * 86_400_000).toISOString(),
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
          const sets = this.collection(PRIVATE_COLLECTIONS.visitorSets);
          const found = new Map<string, AnalyticsRollup>();
          for (const id of ids) {
            const doc = docs.get(id);
            const kept = sets.get(`${g}_${id}`)?.visitors;
            if (doc)
              found.set(id, structuredClone({ ...doc, ...(Array.isArray(kept) ? { visitors: kept } : {}) }) as unknown as AnalyticsRollup);
          }
          return found;
        },
        writeRollup: (g, id, { visitors, ...rollup }) =>
          writes.push(() => {
            this.collection(rollupCollection(g)).set(id, structuredClone(rollup));
            this.collection(PRIVATE_COLLECTIONS.visitorSets).set(`${g}_${id}`, { visitors: [...(visitors ?? [])] });
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
}
