import { useMemo } from 'react';
import { jobRows, pageErrorTotals, type JobHealth, type JobName, type JobRow, type PageErrorCounts } from '@portfolio/model';
import { useLiveQuery } from '@/data/use-live';

export interface HealthState {
  jobs: JobRow[];
  /** Pages that answered 5xx in the last 24 hours, by kind, most first. */
  failedPages: { kind: keyof PageErrorCounts; count: number }[];
  loading: boolean;
  error: string | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** The background work's health: each job's record (a handful of documents) and the last 24 hourly page-error counts. */
export function useHealth(now: Date): HealthState {
  const since = useMemo(() => new Date(now.getTime() - DAY).toISOString().slice(0, 13), [now]);
  const records = useLiveQuery({ collection: 'job_health' });
  const pages = useLiveQuery({
    collection: 'page_errors',
    where: [{ field: 'period_start', op: '>=', value: `${since}:00:00.000Z` }],
    orderBy: [{ field: 'period_start' }],
  });
  const jobs = useMemo(
    () => jobRows(Object.fromEntries(records.data.map(({ id, ...health }) => [id, health])) as Partial<Record<JobName, JobHealth>>, now),
    [records.data, now],
  );
  const failedPages = useMemo(() => pageErrorTotals(pages.data), [pages.data]);
  return {
    jobs,
    failedPages,
    loading: records.loading || pages.loading,
    error: records.error || pages.error ? 'Failed to fetch the site health' : null,
  };
}
