import { randomBytes } from 'node:crypto';
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
  visitorFilter,
  visitorMayRead,
} from '@portfolio/model';
import { FieldPath, FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { initialDelivery } from '../contact/delivery-rules.js';
import { plain } from '../shared/firestore-values.js';
import { failedSignInsOf, sessionsStateOf, storedContactEmail, storedMessage, storedPageViewsEnabled } from './stored.js';
import type {
  ClaimDecision,
  FailedSignIns,
  NewContactMessage,
  RecordedSignIn,
  RollupTransaction,
  ScheduledPostState,
  Store,
  StoredSignIn,
} from './types.js';
import { FAILED_SIGN_INS_DOC, PRIVATE_COLLECTIONS, ROLLUP_STATE_DOC } from './types.js';

const rollupCollection = (g: RollupGranularity) => (g === 'hour' ? COLLECTIONS.analyticsHourly : COLLECTIONS.analyticsDaily);

function iso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  return typeof value === 'string' ? value : '';
}

/** The function's own sign-in records (auth/sign-in-notice.ts writes them): its times as ISO text. */
function toSignIn(id: string, raw: DocumentData): StoredSignIn {
  return { ...(raw as SignInRecord), at: iso(raw.at), id };
}

/**
 * The store on Firestore (firebase-admin, so security rules do not apply; the functions are the only
 * writers of the private collections and of `delivery`). created_at fields are server timestamps;
 * the delivery's own times are ISO strings, which the web app reads as they are.
 */
export class FirestoreStore implements Store {
  /**
   * `testClock` exists for the emulator suites, which replay days of visits in minutes: with it,
   * created_at is that clock's time instead of the server's. Production never passes it.
   */
  constructor(
    private readonly db: Firestore,
    private readonly testClock?: () => Date,
  ) {}

  private createdAt() {
    return this.testClock ? Timestamp.fromDate(this.testClock()) : FieldValue.serverTimestamp();
  }

  takeRateLimit(key: string, max: number, windowMs: number, now: Date) {
    // One document per key; the doc id is a hash (never an IP). expires_at lets a Firestore TTL policy
    // delete idle keys (docs/functions.md).
    const ref = this.db.collection(PRIVATE_COLLECTIONS.rateLimits).doc(key.replace(/\//g, '_'));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const hits = ((snap.get('hits') as number[] | undefined) ?? []).filter((t) => t > now.getTime() - windowMs);
      if (hits.length >= max) return { allowed: false, retryAfterMs: hits[0]! + windowMs - now.getTime() };
      tx.set(ref, { hits: [...hits, now.getTime()], expires_at: Timestamp.fromMillis(now.getTime() + windowMs) });
      return { allowed: true, retryAfterMs: 0 };
    });
  }

  async updateFailedSignIns(update: (state: FailedSignIns) => FailedSignIns) {
    const ref = this.db.collection(PRIVATE_COLLECTIONS.state).doc(FAILED_SIGN_INS_DOC);
    await this.db.runTransaction(async (tx) => {
      tx.set(ref, update(failedSignInsOf((await tx.get(ref)).data())));
    });
  }

  recordSignIn(key: string, build: (known: boolean) => Omit<SignInRecord, 'at'>): Promise<RecordedSignIn> {
    const browserRef = this.db.collection(PRIVATE_COLLECTIONS.knownBrowsers).doc(key);
    return this.db.runTransaction(async (tx) => {
      const browser = await tx.get(browserRef);
      const record = build(browser.exists);
      const signInRef = this.db.collection(COLLECTIONS.ownerSignIns).doc();
      tx.set(signInRef, { ...record, at: this.createdAt() });
      tx.set(
        browserRef,
        {
          uid: record.uid,
          last_at: this.createdAt(),
          last_sign_in_id: signInRef.id,
          ...(browser.exists ? {} : { first_seen: this.createdAt() }),
        },
        { merge: true },
      );
      return { id: signInRef.id, known: browser.exists };
    });
  }

  async getSignIn(id: string) {
    const snap = await this.db.collection(COLLECTIONS.ownerSignIns).doc(id).get();
    return snap.exists ? toSignIn(id, snap.data()!) : null;
  }

  async updateSignIn(id: string, patch: Partial<SignInRecord>) {
    await this.db.collection(COLLECTIONS.ownerSignIns).doc(id).update(patch);
  }

  async signInsWithNotice(notices: SignInNotice[], before: Date, limit: number) {
    // Unsent notices are rare: one single-field `in` query (no composite index), ordered here.
    const snap = await this.db.collection(COLLECTIONS.ownerSignIns).where('notice', 'in', notices).get();
    return snap.docs
      .map((doc) => toSignIn(doc.id, doc.data()))
      .filter((s) => s.at < before.toISOString())
      .sort((a, b) => a.at.localeCompare(b.at))
      .slice(0, limit);
  }

  async endSessionsBefore(validAfter: number, secondFactor?: boolean) {
    await this.db
      .collection(COLLECTIONS.ownerState)
      .doc(SESSIONS_STATE_DOC)
      .set({ valid_after: validAfter, ...(secondFactor === undefined ? {} : { second_factor: secondFactor }) }, { merge: true });
  }

  async sessionsState() {
    return sessionsStateOf((await this.db.collection(COLLECTIONS.ownerState).doc(SESSIONS_STATE_DOC).get()).data());
  }

  async contactSectionEmail() {
    return storedContactEmail((await this.db.collection(COLLECTIONS.sections).doc('contact').get()).data());
  }

  async createMessage(message: NewContactMessage) {
    const ref = await this.db.collection(COLLECTIONS.contactMessages).add({
      ...message,
      status: 'new',
      created_at: this.createdAt(),
      delivery: initialDelivery(),
    });
    return ref.id;
  }

  async getMessage(id: string) {
    const snap = await this.db.collection(COLLECTIONS.contactMessages).doc(id).get();
    return snap.exists ? storedMessage(id, plain(snap.data())) : null;
  }

  claimDelivery(id: string, decide: (delivery: MessageDelivery) => ClaimDecision) {
    const ref = this.db.collection(COLLECTIONS.contactMessages).doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const message = storedMessage(id, plain(snap.data()));
      const decision = decide(message.delivery);
      if (decision.delivery) tx.update(ref, { delivery: decision.delivery });
      return decision.claim && decision.delivery ? { ...message, delivery: decision.delivery } : null;
    });
  }

  async updateDelivery(id: string, delivery: Partial<MessageDelivery>) {
    const fields = Object.fromEntries(Object.entries(delivery).map(([key, value]) => [`delivery.${key}`, value]));
    await this.db.collection(COLLECTIONS.contactMessages).doc(id).update(fields);
  }

  async undeliveredMessageIds(limit: number) {
    // A single-field `in` filter needs no composite index.
    const snap = await this.db
      .collection(COLLECTIONS.contactMessages)
      .where('delivery.state', 'in', ['pending', 'failed'])
      .limit(limit)
      .get();
    return snap.docs.map((doc) => doc.id);
  }

  async pageViewsEnabled() {
    return storedPageViewsEnabled((await this.db.collection(COLLECTIONS.siteSettings).doc('analytics').get()).data());
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

  dailySalt(day: string) {
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

  async addEvent(event: Omit<AnalyticsEvent, 'created_at'>) {
    await this.db.collection(COLLECTIONS.analyticsEvents).add({ ...event, created_at: this.createdAt() });
  }

  inRollupTransaction<T>(work: (tx: RollupTransaction) => Promise<T>) {
    const stateRef = this.db.collection(PRIVATE_COLLECTIONS.state).doc(ROLLUP_STATE_DOC);
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
          return snap.docs.map((doc) => ({ ...(doc.data() as AnalyticsEvent), created_at: iso(doc.get('created_at')) }));
        },
        rollups: async (g, ids) => {
          const found = new Map<string, AnalyticsRollup>();
          if (ids.length === 0) return found;
          const refs = ids.map((id) => this.db.collection(rollupCollection(g)).doc(id));
          const snaps = await t.getAll(...refs);
          snaps.forEach((snap) => snap.exists && found.set(snap.id, snap.data() as AnalyticsRollup));
          return found;
        },
        writeRollup: (g, id, rollup) => {
          t.set(this.db.collection(rollupCollection(g)).doc(id), rollup);
        },
        setWatermark: (at) => {
          t.set(stateRef, { folded_until: Timestamp.fromDate(at) });
        },
      };
      return work(tx);
    });
  }

  /**
   * A range on publish_at alone (its single-field index): published posts never have one (the rules
   * and publishPost clear it), and null values fall outside any range.
   */
  async scheduledPostsDue(now: Date, limit: number) {
    const snap = await this.db
      .collection(COLLECTIONS.blogPosts)
      .where('publish_at', '<=', Timestamp.fromDate(now))
      .orderBy('publish_at')
      .limit(limit)
      .get();
    return snap.docs.map((doc) => doc.id);
  }

  publishPost(id: string, decide: (post: ScheduledPostState) => { published_at: string } | null) {
    const ref = this.db.collection(COLLECTIONS.blogPosts).doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      const decision = decide({
        published: snap.get('published') === true,
        publish_at: iso(snap.get('publish_at')) || null,
        published_at: iso(snap.get('published_at')) || null,
      });
      if (!decision) return false;
      tx.update(ref, { published: true, publish_at: null, published_at: Timestamp.fromDate(new Date(decision.published_at)) });
      return true;
    });
  }
}
