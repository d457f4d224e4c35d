import { randomUUID } from 'node:crypto';
import { COLLECTIONS, type MessageDelivery, type SignInNotice, type SignInRecord, SESSIONS_STATE_DOC } from '@portfolio/model';
import { initialDelivery } from '../mail/delivery-rules.js';
import { MemoryAnalyticsStore } from './memory-analytics.js';
import { failedSignInsOf, sessionsStateOf, storedContactEmail, storedMessage } from './stored.js';
import type {
  ClaimDecision,
  FailedSignIns,
  NewContactMessage,
  ReplyChange,
  ScheduledPostState,
  Store,
  StoredMessage,
  StoredSignIn,
} from './types.js';
import { FAILED_SIGN_INS_DOC, PRIVATE_COLLECTIONS } from './types.js';

/**
 * The store in memory: unit tests, and the Functions emulator when no Firestore emulator runs (see
 * store/select.ts). Its documents and analytics are in memory-analytics.ts.
 */
export class MemoryStore extends MemoryAnalyticsStore implements Store {
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

  changeReply<T>(id: string, decide: (message: StoredMessage) => { change?: ReplyChange; answer: T }) {
    return this.exclusive(async () => {
      const data = this.collection(COLLECTIONS.contactMessages).get(id);
      if (!data) return null;
      const { change, answer } = decide(storedMessage(id, structuredClone(data)));
      if (change) Object.assign(data, structuredClone(change));
      return answer;
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
