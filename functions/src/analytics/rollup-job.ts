import { addToRollup, emptyRollup, periodStart, rollupId, type AnalyticsEvent, type RollupGranularity } from '@portfolio/model';
import type { Clock } from '../shared/clock.js';
import type { AnalyticsStore } from '../store/types.js';
import { oldestKeptSaltDay } from './visitor.js';

/**
 * Why a scheduled fold and not a rollup write per page view: every view of an hour would write the
 * same analytics_hourly and analytics_daily documents, and Firestore sustains about one write per
 * second per document; a burst of visitors would then contend and fail. Instead each view writes
 * only its own new event document, and this job, once a minute, folds the new events into the
 * rollups in one transaction: each rollup document gets at most one write a minute however busy
 * the site is, and the dashboard still reads ~70 rollups plus the 10 latest events.
 *
 * Events are read by created_at from a watermark. Only events older than SETTLE_MS are folded, so a
 * view being committed right now (server timestamps are assigned at commit) is not skipped.
 */
export const SETTLE_MS = 30_000;
export const FOLD_BATCH = 2000;
export const MAX_BATCHES_PER_RUN = 10;

export interface RollupDeps {
  store: AnalyticsStore;
  clock: Clock;
}

export interface RollupRun {
  events: number;
  rollupsWritten: number;
  saltsDeleted: number;
  /** Visitor hashes of rollups older than the salts, deleted with them. */
  visitorSetsDeleted: number;
}

export async function runRollupJob(deps: RollupDeps): Promise<RollupRun> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - SETTLE_MS);
  const run: RollupRun = { events: 0, rollupsWritten: 0, saltsDeleted: 0, visitorSetsDeleted: 0 };
  try {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const { events, rollups, more } = await foldOneBatch(deps.store, cutoff);
      run.events += events;
      run.rollupsWritten += rollups;
      if (!more) break;
    }
  } finally {
    // The 48-hour promise on salts (and the hashes they made) holds even in a run whose fold failed
    // (it is retried next minute).
    run.saltsDeleted = await deps.store.deleteSaltsBefore(oldestKeptSaltDay(now));
    run.visitorSetsDeleted = await deps.store.deleteVisitorSetsBefore(oldestKeptSaltDay(now));
  }
  return run;
}

async function foldOneBatch(store: AnalyticsStore, cutoff: Date) {
  return store.inRollupTransaction(async (tx) => {
    const from = await tx.watermark();
    if (from && from >= cutoff) return { events: 0, rollups: 0, more: false };
    const page = await tx.eventsBetween(from, cutoff, FOLD_BATCH);
    const full = page.length === FOLD_BATCH;
    const { events, next } = full ? splitAtLastInstant(page) : { events: page, next: cutoff };

    const writes = new Map<string, { granularity: RollupGranularity; id: string; events: AnalyticsEvent[] }>();
    for (const event of events) {
      for (const granularity of ['hour', 'day'] as const) {
        const id = rollupId(event.created_at, granularity);
        const key = `${granularity}/${id}`;
        const entry = writes.get(key) ?? { granularity, id, events: [] };
        entry.events.push(event);
        writes.set(key, entry);
      }
    }
    const existing = {
      hour: await tx.rollups(
        'hour',
        [...writes.values()].filter((w) => w.granularity === 'hour').map((w) => w.id),
      ),
      day: await tx.rollups(
        'day',
        [...writes.values()].filter((w) => w.granularity === 'day').map((w) => w.id),
      ),
    };
    for (const { granularity, id, events: group } of writes.values()) {
      const base = existing[granularity].get(id) ?? emptyRollup(periodStart(group[0]!.created_at, granularity));
      tx.writeRollup(granularity, id, addToRollup(base, group));
    }
    tx.setWatermark(next);
    return { events: events.length, rollups: writes.size, more: full };
  });
}

/**
 * A full page may end part-way through the events of one instant. Those are left for the next batch
 * (which starts at that instant, inclusive), so none is counted twice or skipped. Only if a whole
 * page shares one instant (thousands of views in one millisecond) is it taken whole.
 */
function splitAtLastInstant(page: AnalyticsEvent[]): { events: AnalyticsEvent[]; next: Date } {
  const last = page[page.length - 1]!.created_at;
  const events = page.filter((e) => e.created_at !== last);
  if (events.length === 0) return { events: page, next: new Date(new Date(last).getTime() + 1) };
  return { events, next: new Date(last) };
}
