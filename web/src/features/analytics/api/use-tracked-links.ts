import { useMemo } from 'react';
import { DAY, GOAL_KEYS, rollupRows, type GoalKey } from '@portfolio/model';
import { useLiveQuery } from '@/data/use-live';

/** How far back a link's visits are counted: the longest period the dashboard shows. */
export const LINK_STATS_DAYS = 90;

export interface LinkStats {
  visits: number;
  goals: Partial<Record<GoalKey, number>>;
  /** The last day a visit came through it ('2026-11-22'), or null. */
  lastVisit: string | null;
}

/** The owner's tracked links, by name, live. */
export function useTrackedLinks() {
  return useLiveQuery({ collection: 'tracked_links', orderBy: [{ field: 'name' }] });
}

/**
 * Each campaign's visits, goals and last visit over the last 90 days, from the daily rollups (90
 * documents, however many links and visits): a tracked link's campaign is its slug.
 */
export function useLinkStats(): { stats: Map<string, LinkStats>; loading: boolean } {
  const from = useMemo(() => new Date(Date.now() - (LINK_STATS_DAYS - 1) * DAY).toISOString().slice(0, 10), []);
  const daily = useLiveQuery({
    collection: 'analytics_daily',
    where: [{ field: 'period_start', op: '>=', value: `${from}T00:00:00.000Z` }],
    orderBy: [{ field: 'period_start' }],
  });
  const stats = useMemo(() => {
    const byCampaign = new Map<string, LinkStats>();
    for (const rollup of daily.data) {
      for (const [campaign, row] of rollupRows(rollup.campaigns)) {
        const entry = byCampaign.get(campaign) ?? { visits: 0, goals: {}, lastVisit: null };
        entry.visits += row.visits ?? 0;
        for (const goal of GOAL_KEYS) if (row.goals?.[goal]) entry.goals[goal] = (entry.goals[goal] ?? 0) + row.goals[goal];
        if ((row.visits ?? 0) > 0) entry.lastVisit = rollup.period_start.slice(0, 10);
        byCampaign.set(campaign, entry);
      }
    }
    return byCampaign;
  }, [daily.data]);
  return { stats, loading: daily.loading };
}
