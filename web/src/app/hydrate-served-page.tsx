/**
 * Hydrating a page the server rendered, started by the visitor's first interaction (boot.ts).
 *
 * The app's code was preloaded while the page was idle (fetched and compiled, not run). Running it
 * is still the heaviest work the visitor's tap causes, so it runs in steps, each in a task of its
 * own with the browser free to paint and answer in between (the budget: no task over 200 ms on a
 * slow phone): React DOM, the data adapter, the app's modules, the design system, the route's page,
 * then hydration itself, which React slices further (sections hydrate one by one). The design system
 * is itself made in four steps (app/theme.ts: prepareSystem).
 */
import { startTransition, StrictMode, useEffect } from 'react';
import { HAND_OVER } from '@portfolio/model';
import { nextTask } from '@/lib/next-task';
import type { ServedPage } from './providers';
import { preloadHighlighter } from '@/components/markdown/load-highlighter';

type Field = HTMLInputElement | HTMLTextAreaElement;

function isTypedField(target: EventTarget | null): target is Field {
  return (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.name !== '' &&
    target.type !== 'checkbox' &&
    target.type !== 'hidden' &&
    target.closest(`#${HAND_OVER.rootId}`) !== null
  );
}

/**
 * What the visitor types into the served page's form fields until the app has taken over: what is
 * there now, then every change while the app loads and hydrates (typing goes on meanwhile).
 */
function recordTyped() {
  const typed = new Map<Field, string>();
  for (const field of document.querySelectorAll<Field>(`#${HAND_OVER.rootId} input[name], #${HAND_OVER.rootId} textarea[name]`)) {
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
 * Runs once the served page has hydrated, its sections included: what was typed before is kept, and
 * boot.ts gives again a button press or a form it had to hold.
 */
function AnnounceHydrated({ typed, sectionsHydrated }: { typed: TypedRecord; sectionsHydrated: () => Promise<void> }) {
  useEffect(() => {
    let cancelled = false;
    void sectionsHydrated().then(() => {
      if (cancelled) return;
      typed.restore();
      document.dispatchEvent(new Event(HAND_OVER.hydratedEvent));
    });
    return () => {
      cancelled = true;
    };
  }, [typed, sectionsHydrated]);
  return null;
}

export async function hydrateServedPage(container: HTMLElement, served: ServedPage) {
  const typed = recordTyped();
  // Each import below is a chunk of its own; awaiting it runs that chunk's code, then nextTask()
  // hands the main thread back before the next one.
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // One adapter per build: Firebase for the product, the in-memory twin for the demo (vite.config.ts).
  const { createAppDataPort } = await import('#data-adapter');
  await nextTask();
  const app = await import('./served-page-app');
  await nextTask();
  await app.prepareSystem(nextTask);
  await nextTask();
  // The server rendered the route's page itself: load that page's code before hydrating, or the
  // router would first render its loading fallback and not match the served HTML.
  const matches = app.matchRoutes(app.routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // The server coloured the page's code: the first render here must too, or it would not match. A
  // post's or project's body is kept as served (components/markdown/page-markdown.tsx): only code elsewhere counts.
  const codeToColour = [...container.querySelectorAll('pre > code')].some((code) => !code.closest(`[${HAND_OVER.markdownAttribute}]`));
  if (codeToColour) await preloadHighlighter();
  const router = app.createBrowserRouter(app.routes, { hydrationData: { loaderData: {} } });
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <app.CacheProvider value={app.servedStyleCache()}>
          <app.AppProviders port={createAppDataPort()} served={served} system={app.servedPageSystem()}>
            <app.RouterProvider router={router} />
            <AnnounceHydrated typed={typed} sectionsHydrated={app.whenSectionsHydrated} />
          </app.AppProviders>
        </app.CacheProvider>
      </StrictMode>,
    );
  });
}
