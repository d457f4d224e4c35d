/**
 * Dashboard cost: the document reads that loading the admin dashboard makes (its real hook,
 * useDashboard, on the in-memory twin) with 1,000, 10,000 and 100,000 recorded page views, next to
 * a dashboard that reads every event of its period and the one before. Writes the figures to BENCH_DASHBOARD_OUT.
 */
import { writeFileSync } from 'node:fs';
import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { COLLECTIONS, lastDays, periodFigures, rollupsFromEvents } from '@portfolio/model';
import { expect, it } from 'vitest';
import { DataProvider } from '../../web/src/data/data-provider';
import { createMemoryPort } from '../../web/src/data/memory';
import { useDashboard } from '../../web/src/features/analytics/api/use-dashboard';
import { countingPort } from './counting-port';
import { analyticsState, firstView, pageViews } from './history';

const SIZES = [1_000, 10_000, 100_000];
const OWNER = { uid: 'bench-owner', email: 'owner@portfolio.test', isOwner: true };

it('counts the documents the dashboard reads', { timeout: 240_000 }, async () => {
  const results = [];
  for (const size of SIZES) {
    const now = new Date();
    const events = pageViews(size, now);
    const state = analyticsState(events);

    // The rollup dashboard, exactly as the admin screen loads it.
    const rollupSide = countingPort(createMemoryPort({ initial: () => state, session: OWNER }));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(DataProvider, { port: rollupSide.port, children });
    const { result, unmount } = renderHook(() => useDashboard(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false), { timeout: 60_000 });
    const figures = result.current.figures;
    unmount();

    // A read-every-event dashboard: all events of the same 60 days, plus nothing else.
    const eventSide = countingPort(createMemoryPort({ initial: () => state, session: OWNER }));
    const all = await eventSide.port.getDocs({
      collection: COLLECTIONS.analyticsEvents,
      where: [{ field: 'created_at', op: '>=', value: new Date(firstView(now).from) }],
    });

    // Both must show the same dashboard, or the comparison means nothing.
    const reference = periodFigures([...rollupsFromEvents(all, 'day').values()], lastDays(30, now));
    expect(figures.perDay).toEqual(reference.perDay);
    expect(figures.views).toEqual(reference.views);

    results.push({
      pageViews: size,
      dashboardReads: rollupSide.count.documents,
      byCollection: rollupSide.count.byCollection,
      readEveryEventReads: eventSide.count.documents,
    });
  }
  const out = process.env.BENCH_DASHBOARD_OUT;
  if (out) writeFileSync(out, JSON.stringify(results, null, 2));
  else console.log(JSON.stringify(results, null, 2));
});
