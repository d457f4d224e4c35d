import { randomBytes } from 'node:crypto';
import {
  COLLECTIONS,
  EVENT_TTL_DAYS,
  type AnalyticsEvent,
  type AnalyticsRollup,
  type CollectionName,
  type RollupGranularity,
  visitorFilter,
  visitorMayRead,
} from '@portfolio/model';
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { storedDigestSettings, storedTrackingSwitches } from './stored.js';
import type { AnalyticsStore, DigestStore, NewEvent, RollupTransaction } from './types.js';
import { DIGEST_STATE_DOC, PRIVATE_COLLECTIONS, ROLLUP_STATE_DOC } from './types.js';

const rollupCollection = (g: RollupGranularity) => (g === 'hour' ? COLLECTIONS.analyticsHourly : COLLECTIONS.analyticsDaily);
/** The id of a rollup's visitor hashes in PRIVATE_COLLECTIONS.visitorSets. */
const visitorSetId = (g: RollupGranularity, id: string) => `${g}_${id}`;

export function iso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  return typeof value === 'string' ? value : '';
}

/** The analytics half of the Firestore store (FirestoreStore adds the rest). */
export class FirestoreAnalyticsStore implements AnalyticsStore, DigestStore {
  /**
   * `testClock` exists for the emulator suites, which replay days of visits in minutes: with it,
   * created_at is that clock's time instead of the server's. Production never passes it.
   */
  constructor(
    protected readonly db: Firestore,
    protected readonly testClock?: () => Date,
  ) {}

  protected createdAt() {
    return this.testClock ? Timestamp.fromDate(this.testClock()) : FieldValue.serverTimestamp();
  }

  async trackingSwitches() {
    return storedTrackingSwitches((await this.db.collection(COLLECTIONS.siteSettings).doc('analytics').get()).data());
  }

  async digestSettings() {
    return storedDigestSettings((await this.db.collection(COLLECTIONS.siteSettings).doc('analytics').get()).data());
  }

  async dailyRollups(from: string, before: string) {
    // A range on period_start alone: its single-field index, as the dashboard's read.
    const snap = await this.db
      .collection(COLLECTIONS.analyticsDaily)
      .where('period_start', '>=', from)
      .where('period_start', '<', before)
      .orderBy('period_start')
      .get();
    return snap.docs.map((doc) => doc.data() as AnalyticsRollup);
  }

  claimDigest(week: string) {
    const ref = this.db.collection(PRIVATE_COLLECTIONS.state).doc(DIGEST_STATE_DOC);
    return this.db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).get('week') === week) return false;
      tx.set(ref, { week });
      return true;
    });
  }

  async releaseDigest(week: string) {
    const ref = this.db.collection(PRIVATE_COLLECTIONS.state).doc(DIGEST_STATE_DOC);
    await this.db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).get('week') === week) tx.delete(ref);
    });
  }

  async isPublicItem(collection: CollectionName, by: string, key: string) {
    if (by === 'id') {
      const data = (await this.db.collection(collection).doc(key).get()).data();
      return data !== undefined && visitorMayRead(collection, data);
    }
    let query = this.db.collection(collection).where(by, '==', key);
    for (const filter of visitorFilter(collection)) query = query.where(filter.field, filter.op, filter.value);
    return !(await query.limit(1).get()).empty;
  }

  /**
   * A day's salt never changes once made (it is deleted whole after 48 hours): each instance asks
   * Firestore once a day and keeps it. Every beacon used to run a transaction on that one document,
   * which at 100 beacons a second queued on its lock until they timed out.
   */
  private readonly salts = new Map<string, Promise<string>>();

  dailySalt(day: string) {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.storedSalt(day);
      this.salts.clear();
      this.salts.set(day, salt);
      // A failed read is asked again by the next beacon.
      salt.catch(() => this.salts.get(day) === salt && this.salts.delete(day));
    }
    return salt;
  }

  private storedSalt(day: string) {
    const ref = this.db.collection(PRIVATE_COLLECTIONS.salts).doc(day);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const existing: unknown = snap.get('salt');
      if (typeof existing === 'string') return existing;
      const salt = randomBytes(32).toString('hex');
      tx.set(ref, { salt, created_at: this.createdAt() });
      return salt;
    });
  }

  async deleteSaltsBefore(day: string) {
    const snap = await this.db.collection(PRIVATE_COLLECTIONS.salts).where(FieldPath.documentId(), '<', day).get();
    await Promise.all(snap.docs.map((doc) => doc.ref.delete()));
    return snap.size;
  }

  async deleteVisitorSetsBefore(day: string) {
    const sets = this.db.collection(PRIVATE_COLLECTIONS.visitorSets);
    // Ids are `hour_<day>T<hh>` and `day_<day>`: one documentId() range per granularity.
    const snaps = await Promise.all(
      (['hour', 'day'] as const).map((g) =>
        sets.where(FieldPath.documentId(), '>=', `${g}_`).where(FieldPath.documentId(), '<', visitorSetId(g, day)).get(),
      ),
    );
    const docs = snaps.flatMap((snap) => snap.docs);
    await Promise.all(docs.map((doc) => doc.ref.delete()));
    return docs.length;
  }

  async addEvent(event: NewEvent) {
    const now = this.testClock?.().getTime() ?? Date.now();
    await this.db
      .collection(COLLECTIONS.analyticsEvents)
      .add({ ...event, created_at: this.createdAt(), expires_at: Timestamp.fromMillis(now + EVENT_TTL_DAYS * 86_400_000) });
  }

  inRollupTransaction<T>(work: (tx: RollupTransaction) => Promise<T>) {
    const stateRef = this.db.collection(PRIVATE_COLLECTIONS.state).doc(ROLLUP_STATE_DOC);
    const setRef = (g: RollupGranularity, id: string) => this.db.collection(PRIVATE_COLLECTIONS.visitorSets).doc(visitorSetId(g, id));
    return this.db.runTransaction(async (t) => {
      const tx: RollupTransaction = {
        watermark: async () => {
          const at: unknown = (await t.get(stateRef)).get('folded_until');
          return at instanceof Timestamp ? at.toDate() : null;
        },
        eventsBetween: async (from, to, limit) => {
          let query = this.db
            .collection(COLLECTIONS.analyticsEvents)
            .where('created_at', '<', Timestamp.fromDate(to))
            .orderBy('created_at')
            .limit(limit);
          if (from) query = query.where('created_at', '>=', Timestamp.fromDate(from));
          const snap = await t.get(query);
          return snap.docs.map((doc) => ({
            ...(doc.data() as AnalyticsEvent),
            created_at: iso(doc.get('created_at')),
            expires_at: iso(doc.get('expires_at')),
          }));
        },
        rollups: async (g, ids) => {
          const found = new Map<string, AnalyticsRollup>();
          if (ids.length === 0) return found;
          const snaps = await t.getAll(...ids.map((id) => this.db.collection(rollupCollection(g)).doc(id)));
          const sets = await t.getAll(...ids.map((id) => setRef(g, id)));
          snaps.forEach((snap, i) => {
            if (!snap.exists) return;
            const rollup = snap.data() as AnalyticsRollup;
            const kept: unknown = sets[i]!.get('visitors');
            // A rollup stored before the hashes moved out still holds its own.
            found.set(snap.id, Array.isArray(kept) ? { ...rollup, visitors: kept as string[] } : rollup);
          });
          return found;
        },
        writeRollup: (g, id, { visitors, ...rollup }) => {
          t.set(this.db.collection(rollupCollection(g)).doc(id), rollup);
          t.set(setRef(g, id), { visitors: visitors ?? [] });
        },
        setWatermark: (at) => {
          t.set(stateRef, { folded_until: Timestamp.fromDate(at) });
        },
      };
      return work(tx);
    });
  }
}
