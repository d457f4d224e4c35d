import type { JobHealth, JobName, PageErrorCounts } from '@portfolio/model';

export type PageErrorKind = keyof PageErrorCounts;

/** What the watchdog remembers between runs: since when it watches, and each open incident. */
export interface WatchdogState {
  /** A scheduled job that never succeeded is counted as silent from here. */
  watched_since: string;
  /** Open incidents by job: since when, and whether the owner was told (a send can fail). */
  incidents: Partial<Record<JobName, { since: string; told: boolean }>>;
}

/**
 * The background work's health records (job_health, page_errors) and the watchdog's state
 * (fn_state/watchdog), on Firestore or in memory, as the other stores.
 */
export interface HealthStore {
  /** A run's outcome: success, or failure with the error's first line (failing_since kept from the first). */
  recordOutcome(job: JobName, at: Date, error?: string): Promise<void>;
  jobHealth(): Promise<Partial<Record<JobName, JobHealth>>>;
  /** One more page of `kind` answered 5xx in `at`'s UTC hour. */
  countPageError(kind: PageErrorKind, at: Date): Promise<void>;
  watchdogState(): Promise<WatchdogState | null>;
  saveWatchdogState(state: WatchdogState): Promise<void>;
}

export const WATCHDOG_STATE_DOC = 'watchdog';

/** The record after an outcome, given the stored one. */
export function nextJobHealth(stored: JobHealth | null, at: Date, error?: string): JobHealth {
  const base: JobHealth = stored ?? { last_success_at: null, last_failure_at: null, failing_since: null, last_error: '' };
  if (error === undefined) return { ...base, last_success_at: at.toISOString(), failing_since: null };
  return { ...base, last_failure_at: at.toISOString(), failing_since: base.failing_since ?? at.toISOString(), last_error: error };
}

/** page_errors' document id for a time: its UTC hour, '2026-11-27T19'. */
export const pageErrorHour = (at: Date) => at.toISOString().slice(0, 13);
