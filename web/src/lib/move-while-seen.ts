/**
 * Decorative motion (the skills strip's marquee) runs only while it is on screen, and only from the
 * moment this is called: once the page is idle (nothing animates during the load, and nothing
 * draws frames nobody sees). While a script watches (<html data-motion-watched>), the element's CSS keeps
 * its animation paused unless it has `data-moving`; with no script at all, it simply runs. The attribute
 * names are HAND_OVER's (the server renders the strip, boot.ts finds it).
 * No framework here: boot.ts (a served page, before the app) and the app both use it.
 */
import { HAND_OVER } from '@portfolio/model';

/** Watches `element`, toggling `data-moving` as it enters and leaves the screen. Returns what stops it. */
export function moveWhileSeen(element: Element): () => void {
  const { motionWatchedAttribute, movingAttribute } = HAND_OVER;
  document.documentElement.setAttribute(motionWatchedAttribute, '');
  if (typeof IntersectionObserver === 'undefined') {
    element.setAttribute(movingAttribute, '');
    return () => element.removeAttribute(movingAttribute);
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute(movingAttribute, entry.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
