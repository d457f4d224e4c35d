/**
 * Decorative motion (the skills strip's marquee) runs only while it is on screen, and only from the
 * moment this is called: once the page is idle (issue 25: nothing animates during the load, and nothing
 * draws frames nobody sees). While a script watches (<html data-motion-watched>), the element's CSS keeps
 * its animation paused unless it has `data-moving`; with no script at all, it simply runs.
 * No framework here: boot.ts (a served page, before the app) and the app both use it.
 */
import { HAND_OVER } from '@portfolio/model';

/** Marks an element whose animation runs while it is seen; boot.ts finds them by it. */
export const MOVES_WHILE_SEEN = HAND_OVER.movesWhileSeenAttribute;
/** Set while the element is on screen: its CSS runs the animation then. */
export const MOVING = HAND_OVER.movingAttribute;

/** <html data-motion-watched>: a script decides when decorative motion runs. */
export const MOTION_WATCHED = HAND_OVER.motionWatchedAttribute;

/** Holds decorative motion still until `moveWhileSeen` lets it run (boot.ts, as soon as it runs). */
export function holdMotion(): void {
  document.documentElement.setAttribute(MOTION_WATCHED, '');
}

/** Watches `element`, toggling `data-moving` as it enters and leaves the screen. Returns what stops it. */
export function moveWhileSeen(element: Element): () => void {
  holdMotion();
  if (typeof IntersectionObserver === 'undefined') {
    element.setAttribute(MOVING, '');
    return () => element.removeAttribute(MOVING);
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute(MOVING, entry.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
