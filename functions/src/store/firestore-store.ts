import { COLLECTIONS, type MessageDelivery, type SignInNotice, type SignInRecord, SESSIONS_STATE_DOC } from '@portfolio/model';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { initialDelivery } from '../mail/delivery-rules.js';
import { plain } from '../shared/firestore-values.js';
import { FirestoreAnalyticsStore, iso } from './firestore-analytics.js';
import { failedSignInsOf, sessionsStateOf, storedContactEmail, storedMessage } from './stored.js';
import type {
  ClaimDecision,
  FailedSignIns,
  NewContactMessage,
  RecordedSignIn,
  ReplyChange,
  ScheduledPostState,
  Store,
  StoredMessage,
  StoredSignIn,
} from './types.js';
import { FAILED_SIGN_INS_DOC, PRIVATE_COLLECTIONS } from './types.js';

/** The function's own sign-in records (auth/sign-in-notice.ts writes them): its times as ISO text. */
function toSignIn(id: string, raw: DocumentData): StoredSignIn {
  return { ...(raw as SignInRecord), at: iso(raw.at), id };
}

/**
 * The store on Firestore (firebase-admin, so security rules do not apply; the functions are the only
 * writers of the private collections and of `delivery`). created_at fields are server timestamps;
 * the delivery's own times are ISO strings, which the web app reads as they are.
 */
export class FirestoreStore extends FirestoreAnalyticsStore implements Store {
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

  changeReply<T>(id: string, decide: (message: StoredMessage) => { change?: ReplyChange; answer: T }) {
    const ref = this.db.collection(COLLECTIONS.contactMessages).doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const { change, answer } = decide(storedMessage(id, plain(snap.data())));
      if (change) {
        const { replied_at, ...rest } = change;
        tx.update(ref, { ...rest, ...(replied_at && { replied_at: Timestamp.fromDate(new Date(replied_at)) }) });
      }
      return answer;
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
