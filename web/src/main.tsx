/**
 * The app's entry, kept small on purpose: it decides how the app starts and loads only that.
 *
 * - A page the server rendered (the public routes) embeds the data it was rendered from: the app
 *   hydrates it (app/hydrate-served-page.tsx), in steps that keep the visitor's first tap responsive.
 * - Otherwise (the admin, the demo build) the single-page app renders in the browser (app/start-app.tsx).
 */
import type { ServedPage } from './app/providers';

/** The id of the JSON a served page embeds: the reads it was rendered with, and its colour mode. */
const SERVED_PAGE_ID = 'served-page';

const container = document.getElementById('root')!;
const embedded = document.getElementById(SERVED_PAGE_ID)?.textContent;

if (embedded) {
  const { preload, colorMode } = JSON.parse(embedded) as { preload: ServedPage['preload']['data']; colorMode: ServedPage['colorMode'] };
  document.documentElement.dataset.app = 'started';
  void import('./app/hydrate-served-page').then(({ hydrateServedPage }) =>
    hydrateServedPage(container, { preload: { data: preload }, colorMode }),
  );
} else {
  void import('./app/start-app').then(({ startApp }) => startApp(container));
}
