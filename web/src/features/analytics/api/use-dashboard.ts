import { useMemo, useState } from 'react';
import { DEFAULT_PERIOD, lastDays, PERIODS, periodFigures, rollupBounds, type PeriodFigures, type PeriodRange } from '@portfolio/model';
import { useLiveQuery } from '@/data/use-live';
import type { Doc } from '@/data/port';

/** The latest events listed under Recent Activity. */
export const RECENT_LIMIT = 10;

/** The period the dashboard shows: one of the last 7, 30 or 90 days, or a range the owner chose. */
export type DashboardPeriod = { choice: keyof typeof PERIODS } | { choice: 'custom'; range: PeriodRange };

export interface DashboardState {
  figures: PeriodFigures;
  recent: Doc<'analytics_events'>[];
  loading: boolean;
  error: string | null;
  period: DashboardPeriod;
  choose: (period: DashboardPeriod) => void;
  /** Moves the last N days to end today. */
  refresh: () => void;
  /** The moment the period ends at (the last refresh). */
  now: Date;
}

/**
 * The dashboard reads daily rollups only: the period's days and as many before them (60 documents
 * for the last 30 days) plus the latest 10 events, however many events there were
 * (packages/model/src/analytics-periods.ts).
 */
export function useDashboard(): DashboardState {
  const [now, setNow] = useState(() => new Date());
  const [period, choose] = useState<DashboardPeriod>({ choice: DEFAULT_PERIOD });
  const range = useMemo(() => (period.choice === 'custom' ? period.range : lastDays(PERIODS[period.choice].days, now)), [period, now]);
  const bounds = rollupBounds(range);
  const daily = useLiveQuery({
    collection: 'analytics_daily',
    where: [
      { field: 'period_start', op: '>=', value: bounds.from },
      { field: 'period_start', op: '<', value: bounds.before },
    ],
    orderBy: [{ field: 'period_start' }],
  });
  const recent = useLiveQuery({
    collection: 'analytics_events',
    orderBy: [{ field: 'created_at', direction: 'desc' }],
    limit: RECENT_LIMIT,
  });
  const figures = useMemo(() => periodFigures(daily.data, range), [daily.data, range]);
  const failed = daily.error ?? recent.error;
  return {
    figures,
    recent: recent.data,
    loading: daily.loading || recent.loading,
    error: failed ? 'Failed to fetch analytics' : null,
    period,
    choose,
    refresh: () => setNow(new Date()),
    now,
  };
}
