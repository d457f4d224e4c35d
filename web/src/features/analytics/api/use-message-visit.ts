import { useCallback } from 'react';
import type { MessageVisitReport } from '@portfolio/model';
import { goalReport } from '../visit';

/**
 * What the contact or subscribe form sends beside its fields about the visit it is sent in (its
 * campaign, whether it is the visit's first goal), so the function counts the message or the sign-up
 * under it. `keep` notes the goal as reached once the form is sent.
 */
export function useMessageVisit(goal: 'message' | 'subscribe' = 'message'): () => { visit: MessageVisitReport; keep: () => void } {
  return useCallback(() => {
    const { report, keep } = goalReport(goal, window.location.pathname);
    const { goal: _goal, ...visit } = report;
    return { visit, keep };
  }, [goal]);
}
