import { useCallback, useState } from 'react';
import type { Status } from '@/components/ui/status-banner';
import { useNotifyIfBannerHidden } from './toaster';

/**
 * A screen's banner: the outcome of its last operation, or else the load error of its list
 * ('Failed to fetch …'), so the banner never hides a list that failed to load. One message
 * per outcome: the banner, and a toast instead only when the banner is scrolled out of view.
 */
export function useScreenStatus(loadError: string | null) {
  const [status, setStatus] = useState<Status>(null);
  const notify = useNotifyIfBannerHidden();
  const report = useCallback(
    (next: Status) => {
      setStatus(next);
      notify(next);
    },
    [notify],
  );
  const shown: Status = status ?? (loadError ? { kind: 'error', message: loadError } : null);
  return [shown, report] as const;
}
