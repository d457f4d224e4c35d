/**
 * After the app moves to another page on the visitor's request from a control that stays on screen
 * (the header's search box), focus goes to the new page's heading, as a page load would put a
 * screen reader at its start: at once to the main area (leaving the control), then to the new `h1`
 * when it shows. Nothing is taken from the visitor if they moved focus meanwhile.
 */
const GIVE_UP_MS = 10_000;

export function focusNewHeading(): void {
  const main = document.getElementById('main');
  if (!main) return;
  const before = main.querySelector('h1');
  const beforeText = before?.textContent;
  main.focus({ preventScroll: true });

  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = window.setTimeout(stop, GIVE_UP_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  function focusHeading(): boolean {
    if (document.activeElement !== main) return true;
    const heading = main!.querySelector('h1');
    if (!heading || (heading === before && heading.textContent === beforeText)) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.style.outline = 'none';
    heading.focus({ preventScroll: true });
    return true;
  }
  observer.observe(main, { childList: true, subtree: true, characterData: true });
}
