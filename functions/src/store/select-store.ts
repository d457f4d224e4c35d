import { getFirestore } from 'firebase-admin/firestore';
import { defaultApp } from '../shared/admin-app.js';
import { FirestoreHealthStore } from '../health/firestore-health-store.js';
import type { HealthStore } from '../health/health-store.js';
import { MemoryHealthStore } from '../health/memory-health-store.js';
import { FirestoreStore } from './firestore-store.js';
import { MemoryStore } from './memory-store.js';
import type { Store } from './types.js';

let store: Store | undefined;

/**
 * Firestore everywhere, except in the Functions emulator started without a Firestore emulator (as
 * when a developer runs `npm run test:emulator -w functions`, which starts only Auth and Functions). There, the Admin SDK
 * would otherwise talk to the real project, or hang; the memory store keeps the functions usable,
 * holding data only for the life of the emulator's worker. FUNCTIONS_EMULATOR is set by the emulator
 * and never in Cloud Functions, so production always gets Firestore.
 */
export function selectStore(): Store {
  if (store) return store;
  if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIRESTORE_EMULATOR_HOST) {
    console.warn('[functions] No Firestore emulator: using an in-memory store for this emulator session.');
    store = new MemoryStore();
  } else {
    store = new FirestoreStore(getFirestore(defaultApp()));
  }
  return store;
}

let healthStore: HealthStore | undefined;

/** The health records, beside the store selectStore picked (the same memory when it picked memory). */
export function selectHealthStore(): HealthStore {
  if (healthStore) return healthStore;
  const main = selectStore();
  healthStore = main instanceof MemoryStore ? new MemoryHealthStore(main) : new FirestoreHealthStore(getFirestore(defaultApp()));
  return healthStore;
}
