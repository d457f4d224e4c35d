import { COLLECTIONS, type JobHealth, type JobName } from '@portfolio/model';
import type { MemoryStore } from '../store/memory-store.js';
import { PRIVATE_COLLECTIONS } from '../store/types.js';
import {
  nextJobHealth,
  pageErrorHour,
  WATCHDOG_STATE_DOC,
  type HealthStore,
  type PageErrorKind,
  type WatchdogState,
} from './health-store.js';

/** The health records in a MemoryStore's collections (unit tests, the Functions emulator without Firestore). */
export class MemoryHealthStore implements HealthStore {
  constructor(private readonly memory: MemoryStore) {}

  async recordOutcome(job: JobName, at: Date, error?: string) {
    const records = this.memory.collection(COLLECTIONS.jobHealth);
    records.set(job, { ...nextJobHealth((records.get(job) as JobHealth | undefined) ?? null, at, error) });
  }

  async jobHealth() {
    return Object.fromEntries(this.memory.collection(COLLECTIONS.jobHealth)) as Partial<Record<JobName, JobHealth>>;
  }

  async countPageError(kind: PageErrorKind, at: Date) {
    const hours = this.memory.collection(COLLECTIONS.pageErrors);
    const id = pageErrorHour(at);
    const stored = (hours.get(id) as { counts: Record<string, number> } | undefined)?.counts ?? {};
    hours.set(id, { period_start: `${id}:00:00.000Z`, counts: { ...stored, [kind]: (stored[kind] ?? 0) + 1 } });
  }

  async watchdogState() {
    return (
      (structuredClone(this.memory.collection(PRIVATE_COLLECTIONS.state).get(WATCHDOG_STATE_DOC)) as WatchdogState | undefined) ?? null
    );
  }

  async saveWatchdogState(state: WatchdogState) {
    this.memory.collection(PRIVATE_COLLECTIONS.state).set(WATCHDOG_STATE_DOC, structuredClone(state) as unknown as Record<string, unknown>);
  }
}
