/**
 * The app's entry, kept small on purpose: it decides how the app starts and loads only that.
 *
 * - A page the server rendered (the public routes) embeds the data it was rendered from: the app
 *   hydrates it (app/hydrate-served-page.tsx), in steps that keep the visitor's first tap responsive.
 * - Otherwise (the admin, the demo build) the single-page app renders in the browser (app/start-app.tsx).
 */
import { HAND_OVER } from '@portfolio/model';
import type { ServedPage } from './app/providers';

const container = document.getElementById(HAND_OVER.rootId)!;
const embedded = document.getElementById(HAND_OVER.servedPageId)?.textContent;

if (embedded) {
  const { preload, colorMode } = JSON.parse(embedded) as { preload: ServedPage['preload']['data']; colorMode: ServedPage['colorMode'] };
  document.documentElement.dataset[HAND_OVER.appStartedFlag] = 'started';
  void import('./app/hydrate-served-page').then(({ hydrateServedPage }) =>
    hydrateServedPage(container, { preload: { data: preload }, colorMode }),
  );
} else {
  void import('./app/start-app').then(({ startApp }) => startApp(container));
}
