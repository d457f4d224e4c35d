/**
 * Renders the app, or one screen, on the in-memory twin with the sample content: the one test
 * wrapper holding every provider, as the app has them.
 */
import { CacheProvider } from '@emotion/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createMemoryPort, type MemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import type { Session } from '@/data/port';
import type { StoreState } from '@/data/memory/store';
import { createTestStyleCache } from './style-cache';

export const OWNER_SESSION: Session = { uid: 'demo-owner', email: 'owner@example.com', isOwner: true };

export interface RenderOptions {
  /** The URL to start at (default /). */
  route?: string;
  /** The backend's content (default: the sample content). Use `emptyState` for empty screens. */
  initial?: () => StoreState;
  /** Start signed in as the owner. */
  signedIn?: boolean;
  /** Render this element at the route instead of the app's own routes. */
  element?: ReactElement;
  port?: MemoryPort;
}

export const emptyState = (): StoreState => ({ docs: {}, files: {} });

export function renderApp(options: RenderOptions = {}): RenderResult & { port: MemoryPort; router: ReturnType<typeof createMemoryRouter> } {
  const port =
    options.port ??
    createMemoryPort({ initial: options.initial ?? (() => sampleState()), session: options.signedIn ? OWNER_SESSION : null });
  const routeObjects: RouteObject[] = options.element ? [{ path: '*', element: options.element }] : routes;
  const router = createMemoryRouter(routeObjects, { initialEntries: [options.route ?? '/'] });
  // Only the styles that can hide something (testing/style-cache.ts): the rest only slowed jsdom.
  const result = render(
    <CacheProvider value={createTestStyleCache()}>
      <AppProviders port={port}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { ...result, port, router };
}
