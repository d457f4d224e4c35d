import { useCallback, useEffect, useRef } from 'react';
import type { GoalKey } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import { useSiteSettings } from '@/features/settings/api/site-settings';
import { goalReport } from '../visit';

/**
 * Reports a goal the app itself sees (a search made) with a beacon, unless the owner turned events
 * off. Links are reported by the served page's inline script, a contact message by its function.
 */
export function useTrackGoal(): (goal: GoalKey) => 'sent' | 'off' | 'waiting' {
  const port = useDataPort();
  const { settings, loading } = useSiteSettings();
  const enabled = settings.analytics.enable_event_tracking;
  return useCallback(
    (goal: GoalKey) => {
      // Waits for the settings, so a goal is never counted against the owner's choice.
      if (loading) return 'waiting';
      if (!enabled) return 'off';
      const { report, keep } = goalReport(goal, window.location.pathname);
      keep();
      port.beacon('trackPageView', report);
      return 'sent';
    },
    [port, loading, enabled],
  );
}

/** Counts a search each time the search page shows a new query (a served page's once the app takes over). */
export function useCountSearch(query: string) {
  const track = useTrackGoal();
  const counted = useRef('');
  useEffect(() => {
    if (!query || counted.current === query) return;
    if (track('search') !== 'waiting') counted.current = query;
  }, [query, track]);
}
