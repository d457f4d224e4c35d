/**
 * How a page the server rendered hands over to the app: the ids, classes, attributes,
 * events and labels that the render function's document (functions/src/render/page-document.ts), the
 * page's one small script (web/src/boot.ts) and the app (main.tsx, app/hydrate-served-page.tsx, the
 * header's theme switch) must agree on. Written once here, so the compiler sees every side; nothing
 * else in this module, so boot.ts stays a few hundred bytes.
 */
export const HAND_OVER = {
  /** The element the app renders into; a served page's markup sits in it. */
  rootId: 'root',
  /** The JSON a served page embeds: the reads it was rendered with, and its colour mode. */
  servedPageId: 'served-page',
  /**
   * On the served-page JSON: the page's script (web/src/boot.ts), then the modules it imports. The
   * inline script in web/index.html asks for them once the page has loaded (the page needs none of
   * them to show or to work).
   */
  bootAttribute: 'data-boot',
  /**
   * <html data-interacted>: the visitor acted (pointer, touch, key, focus) before boot.ts arrived, so
   * index.html's inline script asked for it at once, and it starts the app as soon as it runs.
   */
  interactedAttribute: 'data-interacted',
  /** On the served-page JSON: the modules boot.ts preloads once the page is idle. */
  prefetchAttribute: 'data-prefetch',
  /** The class of the theme switches' checkboxes: a checked one flips the theme in CSS, no script needed. */
  themeSwitchClass: 'theme-switch',
  /**
   * The class of the site's header, which holds the theme switch: a checked switch flips the header and
   * what follows it (main, footer), not <html> (the dark and light conditions in web/src/app/theme.ts).
   */
  siteHeaderClass: 'site-header',
  /** Where the visitor's theme choice is kept (localStorage); the inline script in web/index.html reads it too. */
  themeStorageKey: 'theme',
  /** Dispatched on the document once a served page has hydrated, its sections included. */
  hydratedEvent: 'app:hydrated',
  /** <html data-app>: the app is on its way (boot.ts holds a form sent meanwhile). */
  appStartedFlag: 'app',
  /** <html data-hydrated>: the app has taken over (boot.ts stops standing in for it). */
  hydratedFlag: 'hydrated',
  /** The served CSS tags' attribute, which Emotion does not look for (app/served-styles.ts). */
  servedCssAttribute: 'data-served-css',
  /**
   * A post's or project's Markdown body, its value a key of the text: the app keeps the served HTML
   * of a body whose text has not changed (web/src/components/markdown/page-markdown.tsx).
   */
  markdownAttribute: 'data-markdown',
  /** Marks an element whose decorative animation runs only while it is seen (web/src/lib/move-while-seen.ts). */
  movesWhileSeenAttribute: 'data-moves-while-seen',
  /** Set on such an element while it is on screen (once the page is idle): its CSS runs the animation then. */
  movingAttribute: 'data-moving',
  /** <html data-motion-watched>: a script decides when decorative motion runs (without one, it just runs). */
  motionWatchedAttribute: 'data-motion-watched',
  /**
   * On a link: the goal a click on it reaches ('resume'; a link to another site is an outbound click
   * without it). web/index.html's inline script reports it with navigator.sendBeacon, on a served page
   * before the app takes over as after, and on a page that is leaving.
   */
  goalAttribute: 'data-goal',
  /** On an outbound link: where it sits when its host cannot say ('demo' or 'repo' of a project). */
  goalPlaceAttribute: 'data-goal-place',
  /** sessionStorage: the visit (its campaign, landing referrer and goals reached; analytics-goals.ts' VisitState). */
  visitStorageKey: 'visit',
  /** Where a served page's beacons go (a Hosting rewrite to the trackPageView function). */
  beaconPath: '/api/track',
} as const;

/**
 * The site's header while a theme switch in it is checked: it and what follows it show the other
 * theme, with no script (web/src/app/theme.ts's dark and light conditions; the switch's own icons).
 */
export const FLIPPED_HEADER = `.${HAND_OVER.siteHeaderClass}:has(.${HAND_OVER.themeSwitchClass}:checked)`;
/** The site's header while no theme switch in it is checked: the page shows the theme on <html>. */
export const UNFLIPPED_HEADER = `.${HAND_OVER.siteHeaderClass}:not(:has(.${HAND_OVER.themeSwitchClass}:checked))`;

/** What the theme switch says it does, the same before and after the app takes over. */
export const themeSwitchLabel = (current: 'light' | 'dark'): string =>
  current === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
