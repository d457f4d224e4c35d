import { HAND_OVER, newVisit, parseVisit, reachGoal, type BeaconRequest, type GoalKey, type VisitState } from '@portfolio/model';

/**
 * The visit as web/index.html's inline script keeps it (sessionStorage): its campaign, its landing
 * referrer, whether its first page view was sent, the goals it reached. The app reads it for the
 * page views it sends, a search and a contact message; the inline script reports goal links itself.
 */
function readVisit(): VisitState {
  try {
    return parseVisit(sessionStorage.getItem(HAND_OVER.visitStorageKey)) ?? newVisit(document.referrer);
  } catch {
    return newVisit(document.referrer);
  }
}

function keepVisit(visit: VisitState) {
  try {
    sessionStorage.setItem(HAND_OVER.visitStorageKey, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode): each report is then a visit of its own, and still counted.
  }
}

const campaignOfVisit = ({ source, medium, campaign, referrer }: VisitState) => ({ source, medium, campaign, referrer });

/** A page view's report: the visit's source and campaign, and whether it starts the visit. */
export function pageViewReport(page_path: string): BeaconRequest {
  const visit = readVisit();
  keepVisit({ ...visit, counted: true });
  return { page_path, ...campaignOfVisit(visit), entry: !visit.counted };
}

/**
 * A goal's report, marked as the visit's first of its kind or first at all; `keep` notes the goal as
 * reached (at once for a beacon, once the function said yes for a contact message).
 */
export function goalReport(goal: GoalKey, page_path: string): { report: BeaconRequest; keep: () => void } {
  const reached = reachGoal(readVisit(), goal);
  return {
    report: {
      page_path,
      ...campaignOfVisit(reached.visit),
      goal,
      first_of_kind: reached.first_of_kind,
      first_of_visit: reached.first_of_visit,
    },
    keep: () => keepVisit(reached.visit),
  };
}
