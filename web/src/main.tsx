import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
// One adapter per build: Firebase for the product, the in-memory twin for the demo (vite.config.ts).
import { createAppDataPort } from '#data-adapter';
import { AppProviders, type ServedPage } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { CacheProvider } from '@emotion/react';
import { servedStyleCache } from './app/served-styles';
import { getSystem, servedPageSystem } from './app/theme';
import { nextTask } from './lib/next-task';

/** The id of the JSON a served page embeds: the reads it was rendered with, and its colour mode. */
const SERVED_PAGE_ID = 'served-page';

const container = document.getElementById('root')!;
const port = createAppDataPort();
const embedded = document.getElementById(SERVED_PAGE_ID)?.textContent;

if (embedded) {
  // A page the server rendered (public routes): hydrate it with what it was rendered from.
  const { preload, colorMode } = JSON.parse(embedded) as { preload: ServedPage['preload']['data']; colorMode: ServedPage['colorMode'] };
  document.documentElement.dataset.app = 'started';
  void hydrateServedPage({ preload: { data: preload }, colorMode });
} else {
  // The single-page app (the admin, and the demo build): render in the browser.
  const router = createAppRouter();
  // A transition lets React render the first screen in small slices instead of one long task, so
  // the page stays responsive while it starts (what Lighthouse counts as blocking time).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders port={port}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement;

// Function declarations from here on: the code at the top of this module runs before any const below is set.
function isTypedField(target: EventTarget | null): target is Field {
  return (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.name !== '' &&
    target.type !== 'checkbox' &&
    target.type !== 'hidden' &&
    target.closest('#root') !== null
  );
}

/**
 * What the visitor types into the served page's form fields until the app has taken over: what is
 * there now, then every change while the app loads and hydrates (typing goes on meanwhile).
 */
function recordTyped() {
  const typed = new Map<Field, string>();
  for (const field of document.querySelectorAll<Field>('#root input[name], #root textarea[name]')) {
    if (isTypedField(field) && field.value !== '') typed.set(field, field.value);
  }
  const keep = (event: Event) => {
    if (isTypedField(event.target)) typed.set(event.target, event.target.value);
  };
  document.addEventListener('input', keep, true);
  return {
    /** Puts the text back where hydration reset it, as input events, so the form's state has it too. */
    restore() {
      document.removeEventListener('input', keep, true);
      for (const [field, value] of typed) {
        if (!field.isConnected || field.value === value) continue;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
  };
}

type TypedRecord = ReturnType<typeof recordTyped>;

/**
 * Runs once the served page has hydrated: what was typed before is kept, and boot.ts gives again a
 * button press it had to hold.
 */
function AnnounceHydrated({ typed }: { typed: TypedRecord }) {
  useEffect(() => {
    typed.restore();
    document.dispatchEvent(new Event('app:hydrated'));
  }, [typed]);
  return null;
}

async function hydrateServedPage(served: ServedPage) {
  const typed = recordTyped();
  // The visitor's first tap started this: each step below gets a task of its own, so the page
  // keeps answering while the app starts (the budget: no task over 200 ms on a slow phone).
  await nextTask();
  getSystem();
  await nextTask();
  // The server rendered the route's page itself: load that page's code before hydrating, or the
  // router would first render its loading fallback and not match the served HTML.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={servedStyleCache()}>
          <AppProviders port={port} served={served} system={servedPageSystem()}>
            <RouterProvider router={router} />
            <AnnounceHydrated typed={typed} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
  });
}
