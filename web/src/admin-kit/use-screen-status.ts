import { useState } from 'react';
import type { Status } from '@/components/ui/status-banner';

/**
 * A screen's banner: the outcome of its last operation, or else the load error of its list
 * (spec §8 'Failed to fetch …'), so the banner never hides a list that failed to load.
 */
export function useScreenStatus(loadError: string | null) {
  const [status, setStatus] = useState<Status>(null);
  const shown: Status = status ?? (loadError ? { kind: 'error', message: loadError } : null);
  return [shown, setStatus] as const;
}
