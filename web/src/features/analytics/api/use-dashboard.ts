import { useMemo, useState } from 'react';
import { DASHBOARD_RECENT_LIMIT, dashboardFromRollups, dashboardWindow, type DashboardFigures } from '@portfolio/model';
import { useLiveQuery } from '@/data/use-live';
import type { Doc } from '@/data/port';

export interface DashboardState {
  figures: DashboardFigures;
  recent: Doc<'analytics_events'>[];
  loading: boolean;
  error: string | null;
  /** Moves the 24-hour windows to now. */
  refresh: () => void;
  /** The moment the windows end at (the last refresh). */
  now: Date;
}

/**
 * The dashboard reads rollups, not events: at most 48 hourly and 14 daily documents plus the
 * latest 10 events, however long the history (see packages/model/src/analytics.ts).
 */
export function useDashboard(): DashboardState {
  const [now, setNow] = useState(() => new Date());
  const window = useMemo(() => dashboardWindow(now), [now]);
  const hourly = useLiveQuery({
    collection: 'analytics_hourly',
    where: [{ field: 'period_start', op: '>=', value: window.hourlyFrom }],
    orderBy: [{ field: 'period_start' }],
  });
  const daily = useLiveQuery({
    collection: 'analytics_daily',
    where: [{ field: 'period_start', op: '>=', value: window.dailyFrom }],
    orderBy: [{ field: 'period_start' }],
  });
  const recent = useLiveQuery({
    collection: 'analytics_events',
    orderBy: [{ field: 'created_at', direction: 'desc' }],
    limit: DASHBOARD_RECENT_LIMIT,
  });
  const figures = useMemo(() => dashboardFromRollups(hourly.data, daily.data, now), [hourly.data, daily.data, now]);
  const failed = hourly.error ?? daily.error ?? recent.error;
  return {
    figures,
    recent: recent.data,
    loading: hourly.loading || daily.loading || recent.loading,
    error: failed ? 'Failed to fetch analytics' : null,
    refresh: () => setNow(new Date()),
    now,
  };
}
