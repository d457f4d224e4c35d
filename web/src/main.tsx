import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// One adapter per build: Firebase for the product, the in-memory twin for the demo (vite.config.ts).
import { createAppDataPort } from '#data-adapter';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

const port = createAppDataPort();
const router = createAppRouter();

// A transition lets React render the first screen in small slices instead of one long task, so
// the page stays responsive while it starts (what Lighthouse counts as blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders port={port}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
