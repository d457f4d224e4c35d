/**
 * The only script a served public page runs before the visitor does anything (a few hundred bytes).
 * The page is complete without it: links are links, the phone menu is a <details>, the theme switch
 * flips the theme in CSS and the contact form posts to /api/contact. So it is asked for only once
 * the page has loaded (by index.html's inline script, which finds it on the page's hand-over data),
 * and from then on it adds three things:
 *
 * - the theme switch remembers the choice (localStorage) until the app has hydrated;
 * - once the page has settled (five seconds after load) and the browser is idle, it preloads the app's
 *   modules (fetched and compiled, not run), a few per task (boot-preload.ts), so the first interaction
 *   costs execution only;
 *   starts the skills strip moving while it is on screen (lib/move-while-seen.ts);
 * - on the first interaction (pointer moved or pressed, touch, key, focus), it starts the app, which
 *   hydrates the page from the data embedded in it (main.tsx, app/hydrate-served-page.tsx) and from then on behaves as the
 *   single-page app. A button pressed before the app is ready has nothing to run yet: its click is
 *   kept and given again once the app has hydrated (app/hydrate-served-page.tsx announces it with `app:hydrated`), and
 *   so is a form sent while the app is loading. Links, the menu and the theme switch need no replay.
 */
import { HAND_OVER, themeSwitchLabel } from '@portfolio/model';
import { PRELOAD_SETTLE_MS, preloadWhenIdle } from './boot-preload';

const root = document.documentElement;
const SWITCH = `.${HAND_OVER.themeSwitchClass}`;
const { hydratedFlag, appStartedFlag } = HAND_OVER;

/** Keeps the theme a pressed switch shows: on <html>, as the visitor's choice for the next pages, the switches unchecked. */
const keepSwitchedTheme = () => {
  const next = root.classList.contains('dark') ? 'light' : 'dark';
  try {
    localStorage.setItem(HAND_OVER.themeStorageKey, next);
  } catch {
    // Storage refused (private mode): the switch still works for this page.
  }
  root.classList.remove('light', 'dark');
  root.classList.add(next);
  root.style.colorScheme = next;
  document.querySelectorAll<HTMLInputElement>(SWITCH).forEach((input) => (input.checked = false));
  const label = themeSwitchLabel(next);
  document.querySelectorAll<HTMLInputElement>(SWITCH).forEach((input) => input.setAttribute('aria-label', label));
};
// Until the app has hydrated, not merely started: the press that starts the app is often the press
// on this switch, and the app's code can arrive between its pointerdown and its change event.
// Meanwhile the header may already be hydrated: React then answers the press first (on its click)
// and unchecks the switch, so an unchecked switch here means the press was handled, and toggling
// again would undo it.
document.addEventListener('change', (event) => {
  const target = event.target as HTMLInputElement;
  if (root.dataset[hydratedFlag] || !target.matches?.(SWITCH) || !target.checked) return;
  keepSwitchedTheme();
});
// A switch pressed before this script arrived (most often the press that asked for it): its change
// event is past, and the page shows the other theme by CSS alone. Kept now, before the app starts, so
// the site's default does not put the page back and the next page remembers it. (Not in the app: its
// first effects can run inside that same press's click, before React's own answer to it.)
if (document.querySelector(`${SWITCH}:checked`)) keepSwitchedTheme();

const prefetch = (document.getElementById(HAND_OVER.servedPageId)?.getAttribute(HAND_OVER.prefetchAttribute) ?? '')
  .split(' ')
  .filter(Boolean);

// Its own few lines rather than a helper shared with the app: a module shared with the app is a chunk of
// its own, one more request before the page is ready for its first tap.
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1500);
// Once the page has loaded (it has, when index.html's script asks for this one): at the first idle
// moment the skills strip, held still by index.html's script until then, starts moving (while on screen);
// once the page has settled, the app's modules start preloading. The helper is imported only then, for
// the same reason as above.
const stopMoving: (() => void)[] = [];
const afterLoad = () => {
  whenIdle(async () => {
    // Most pages have nothing that moves: they ask for nothing.
    const moving = document.querySelectorAll(`[${HAND_OVER.movesWhileSeenAttribute}]`);
    if (moving.length === 0) return;
    const { moveWhileSeen } = await import('./lib/move-while-seen');
    // The hydrated skills strip watches itself (SkillsStrip).
    if (root.dataset[hydratedFlag]) return;
    moving.forEach((element) => stopMoving.push(moveWhileSeen(element)));
  });
  preloadWhenIdle(prefetch, {
    settled: (work) => setTimeout(work, PRELOAD_SETTLE_MS),
    whenIdle,
    soon: (work) => setTimeout(work, 0),
    now: () => performance.now(),
  });
};
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });

let pressed: HTMLButtonElement | null = null;
document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (root.dataset[hydratedFlag] || !button || button.type === 'submit') return;
    pressed = button;
  },
  true,
);
// A form sent while the app is on its way (started, not yet hydrated) is held and sent again by the
// app: posted natively it would race the app taking over the page (and be dropped by it). Before the
// app starts, the form posts itself to /api/contact; once hydrated, the app sends it.
let heldForm: HTMLFormElement | null = null;
document.addEventListener(
  'submit',
  (event) => {
    if (root.dataset[hydratedFlag] || !root.dataset[appStartedFlag] || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    heldForm = event.target;
  },
  true,
);
document.addEventListener(HAND_OVER.hydratedEvent, () => {
  root.dataset[hydratedFlag] = 'true';
  stopMoving.splice(0).forEach((stop) => stop());
  if (pressed?.isConnected) pressed.click();
  pressed = null;
  if (heldForm?.isConnected) heldForm.requestSubmit();
  heldForm = null;
});

const FIRST_INTERACTION = ['pointerdown', 'mousemove', 'touchstart', 'keydown', 'focusin'] as const;
const start = () => {
  FIRST_INTERACTION.forEach((type) => removeEventListener(type, start, true));
  void import('./main');
};
// The visitor may have acted already, before this script arrived (index.html's script noted it).
if (root.hasAttribute(HAND_OVER.interactedAttribute)) start();
else FIRST_INTERACTION.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
