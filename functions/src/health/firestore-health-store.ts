import { COLLECTIONS, type JobHealth, type JobName } from '@portfolio/model';
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { PRIVATE_COLLECTIONS } from '../store/types.js';
import {
  nextJobHealth,
  pageErrorHour,
  WATCHDOG_STATE_DOC,
  type HealthStore,
  type PageErrorKind,
  type WatchdogState,
} from './health-store.js';

const TIMES = ['last_success_at', 'last_failure_at', 'failing_since'] as const;

/** Stored times are timestamps (the data port reads them as ISO text), as elsewhere in the functions' records. */
function fromStored(raw: DocumentData): JobHealth {
  const out = { last_error: typeof raw.last_error === 'string' ? raw.last_error : '' } as JobHealth;
  for (const key of TIMES) out[key] = raw[key] instanceof Timestamp ? raw[key].toDate().toISOString() : null;
  return out;
}

function toStored(health: JobHealth): DocumentData {
  const out: DocumentData = { last_error: health.last_error };
  for (const key of TIMES) out[key] = health[key] ? Timestamp.fromDate(new Date(health[key])) : null;
  return out;
}

/** The health records on Firestore (firebase-admin: the functions are their only writers). */
export class FirestoreHealthStore implements HealthStore {
  constructor(private readonly db: Firestore) {}

  async recordOutcome(job: JobName, at: Date, error?: string) {
    const ref = this.db.collection(COLLECTIONS.jobHealth).doc(job);
    await this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.set(ref, toStored(nextJobHealth(snap.exists ? fromStored(snap.data()!) : null, at, error)));
    });
  }

  async jobHealth() {
    const snap = await this.db.collection(COLLECTIONS.jobHealth).get();
    return Object.fromEntries(snap.docs.map((doc) => [doc.id, fromStored(doc.data())])) as Partial<Record<JobName, JobHealth>>;
  }

  async countPageError(kind: PageErrorKind, at: Date) {
    const id = pageErrorHour(at);
    // An increment, not a read and a write: a burst of failing pages must not contend on the hour's document.
    await this.db
      .collection(COLLECTIONS.pageErrors)
      .doc(id)
      .set({ period_start: `${id}:00:00.000Z`, counts: { [kind]: FieldValue.increment(1) } }, { merge: true });
  }

  async watchdogState() {
    const snap = await this.db.collection(PRIVATE_COLLECTIONS.state).doc(WATCHDOG_STATE_DOC).get();
    return snap.exists ? (snap.data() as WatchdogState) : null;
  }

  async saveWatchdogState(state: WatchdogState) {
    await this.db.collection(PRIVATE_COLLECTIONS.state).doc(WATCHDOG_STATE_DOC).set(state);
  }
}
