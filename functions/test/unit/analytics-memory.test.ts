import { COLLECTIONS } from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import { FOLD_BATCH, runRollupJob } from '../../src/analytics/rollup-job.js';
import { trackPageView } from '../../src/analytics/track-page-view.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { analyticsSuite } from '../support/analytics-suite.js';
import { beacon } from '../support/page-view-fixture.js';
import { fakeClock, MINUTE } from '../support/clock.js';
import { memoryHarness } from '../support/memory-harness.js';

analyticsSuite('memory', memoryHarness);

describe("the rollup documents stay under Firestore's write rate", () => {
  it('a burst of 1,000 views in one minute writes each rollup document once, in the job, not per view', async () => {
    const clock = fakeClock('2026-03-10T08:00:00.000Z');
    const store = new MemoryStore(clock);
    for (let i = 0; i < 1000; i += 1) {
      clock.set(new Date(Date.parse('2026-03-10T08:00:00.000Z') + i * 59));
      await trackPageView({ store, hashSecret: 's', clock }, beacon({ page_path: '/' }, { ip: `10.0.${i >> 8}.${i & 255}` }));
    }
    expect(store.rollupWrites.size).toBe(0);
    // The job runs after the settle delay (30 s) past the last view.
    clock.set('2026-03-10T08:01:30.000Z');
    await runRollupJob({ store, clock });
    expect(Object.fromEntries(store.rollupWrites)).toEqual({
      'analytics_hourly/2026-03-10T08': 1,
      'analytics_daily/2026-03-10': 1,
    });
    expect(store.rollupDocs('hour')[0]).toMatchObject({ views: 1000 });
    expect(store.rollupDocs('hour')[0]!.visitor_count).toBe(1000);
  });

  it(`folds more than one batch (${FOLD_BATCH}) of events exactly once, even when a batch ends inside one instant`, async () => {
    const clock = fakeClock('2026-03-10T08:00:00.000Z');
    const store = new MemoryStore(clock);
    const total = FOLD_BATCH + 500;
    for (let i = 0; i < total; i += 1) {
      // Events FOLD_BATCH-5 .. FOLD_BATCH+5 share one millisecond, straddling the batch boundary.
      const offset = Math.abs(i - FOLD_BATCH) <= 5 ? FOLD_BATCH - 5 : i;
      clock.set(new Date(Date.parse('2026-03-10T08:00:00.000Z') + offset * 10));
      await store.addEvent({ event_type: 'page_view', page_path: '/', referrer: '', visitor: `v${i % 7}` });
    }
    clock.set('2026-03-10T09:00:00.000Z');
    const run = await runRollupJob({ store, clock });
    expect(run.events).toBe(total);
    expect(store.rollupDocs('day')[0]!.views).toBe(total);
    expect(store.collection(COLLECTIONS.analyticsEvents).size).toBe(total);
    clock.advance(MINUTE);
    expect((await runRollupJob({ store, clock })).events).toBe(0);
  });
});
