import { COLLECTIONS, type AnalyticsEvent, type AnalyticsRollup } from '@portfolio/model';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { clearFirestoreEmulator } from '../../../scripts/clear-firestore-emulator.mjs';
import { TEST_PROJECT } from '../../scripts/emulator-test-config.mjs';
import { FirestoreHealthStore } from '../../src/health/firestore-health-store.js';
import { FirestoreNewsletterStore } from '../../src/newsletter/firestore-newsletter-store.js';
import { FirestoreStore } from '../../src/store/firestore-store.js';
import { fakeClock } from '../support/clock.js';
import type { MakeHarness } from '../support/harness.js';

/** The Firestore emulator behind the same Harness the memory suites use. */
export function emulatorDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run `npm run test:firestore -w functions`, which starts the Firestore emulator (scripts/emulators.mjs).',
    );
  }
  const app = getApps().find((a) => a.name === 'firestore-suite') ?? initializeApp({ projectId: TEST_PROJECT }, 'firestore-suite');
  return getFirestore(app);
}

export async function clearFirestore(): Promise<void> {
  await clearFirestoreEmulator(TEST_PROJECT);
}

/** Timestamps become ISO strings, as the data port shows them. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  return value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) : value;
}

export const firestoreHarness: MakeHarness = async (start) => {
  const db = emulatorDb();
  await clearFirestore();
  const clock = fakeClock(start);
  const store = new FirestoreStore(db, clock);
  return {
    store,
    health: new FirestoreHealthStore(db),
    newsletter: new FirestoreNewsletterStore(db),
    clock,
    seed: async (collection, id, data) => void (await db.collection(collection).doc(id).set(data)),
    timestamp: (iso) => Timestamp.fromDate(new Date(iso)),
    doc: async (collection, id) => {
      const snap = await db.collection(collection).doc(id).get();
      return snap.exists ? (plain(snap.data()) as Record<string, unknown>) : null;
    },
    messages: async () => {
      const snap = await db.collection(COLLECTIONS.contactMessages).get();
      return Promise.all(snap.docs.map(async (doc) => (await store.getMessage(doc.id))!));
    },
    events: async () => {
      const snap = await db.collection(COLLECTIONS.analyticsEvents).orderBy('created_at').get();
      return snap.docs.map((doc) => plain(doc.data()) as AnalyticsEvent);
    },
    rollups: async (granularity) => {
      const name = granularity === 'hour' ? COLLECTIONS.analyticsHourly : COLLECTIONS.analyticsDaily;
      return (await db.collection(name).get()).docs.map((doc) => doc.data() as AnalyticsRollup);
    },
    everythingStored: async () => {
      const all: Record<string, Record<string, unknown>> = {};
      for (const collection of await db.listCollections()) {
        const snap = await collection.get();
        all[collection.id] = Object.fromEntries(snap.docs.map((doc) => [doc.id, plain(doc.data())]));
      }
      return JSON.stringify(all);
    },
  };
};
