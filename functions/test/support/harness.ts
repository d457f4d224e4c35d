import type { AnalyticsEvent, AnalyticsRollup, RollupGranularity } from '@portfolio/model';
import type { HealthStore } from '../../src/health/health-store.js';
import type { NewsletterStore } from '../../src/newsletter/store.js';
import type { Store, StoredMessage } from '../../src/store/types.js';
import type { FakeClock } from './clock.js';

/**
 * What a handler suite needs from a store under test: the store, a clock that also stamps what the
 * store writes, a way to seed documents, and read-backs of what ended up stored. Implemented for the
 * memory store (memory-harness.ts) and for the Firestore emulator (test/firestore/firestore-harness.ts),
 * so the same suites run on both.
 */
export interface Harness {
  store: Store;
  /** The health records beside `store`, on the same backend. */
  health: HealthStore;
  /** The newsletter's records, on the same backend. */
  newsletter: NewsletterStore;
  clock: FakeClock;
  seed(collection: string, id: string, data: Record<string, unknown>): Promise<void>;
  /** A time as the store keeps it (a Timestamp on Firestore, an ISO string in memory), for seeding. */
  timestamp(iso: string): unknown;
  /** One stored document with its times as ISO strings, or null. */
  doc(collection: string, id: string): Promise<Record<string, unknown> | null>;
  messages(): Promise<StoredMessage[]>;
  events(): Promise<AnalyticsEvent[]>;
  rollups(granularity: RollupGranularity): Promise<AnalyticsRollup[]>;
  /** Every document of every collection, as JSON text. */
  everythingStored(): Promise<string>;
}

export type MakeHarness = (start: string) => Promise<Harness>;
