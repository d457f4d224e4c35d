import { useState } from 'react';
import type { Status } from '@/components/ui/status-banner';

/**
 * A screen's banner: the outcome of what the owner just did on it, or else the load error of its
 * list ('Failed to fetch …'), so the banner never hides a list that failed to load. The admin's one
 * feedback rule (docs/admin.md): the result of the owner's own action shows in a banner in place
 * (this one, the save bar's state, an upload's line under its field), never also as a toast; a
 * toast (useNotify) is for what happens in the background.
 */
export function useScreenStatus(loadError: string | null) {
  const [status, report] = useState<Status>(null);
  const shown: Status = status ?? (loadError ? { kind: 'error', message: loadError } : null);
  return [shown, report] as const;
}
