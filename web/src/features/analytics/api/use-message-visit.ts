import { useCallback } from 'react';
import type { MessageVisitReport } from '@portfolio/model';
import { goalReport } from '../visit';

/**
 * What the contact form sends beside a message about the visit it is sent in (its campaign, whether
 * it is the visit's first goal), so the contact function counts the message under it. `keep` notes
 * the goal as reached once the message is sent.
 */
export function useMessageVisit(): () => { visit: MessageVisitReport; keep: () => void } {
  return useCallback(() => {
    const { report, keep } = goalReport('message', window.location.pathname);
    const { goal: _goal, ...visit } = report;
    return { visit, keep };
  }, []);
}
