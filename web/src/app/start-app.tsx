import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// One adapter per build: Firebase for the product, the in-memory twin for the demo (vite.config.ts).
import { createAppDataPort } from '#data-adapter';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { createStyleCache } from './style-cache';

/** The single-page app rendered in the browser: the admin, and every page of the demo build. */
export function startApp(container: HTMLElement) {
  const router = createAppRouter();
  // A transition lets React render the first screen in small slices instead of one long task, so
  // the page stays responsive while it starts (what Lighthouse counts as blocking time).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <CacheProvider value={createStyleCache()}>
          <AppProviders port={createAppDataPort()}>
            <RouterProvider router={router} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
  });
}
