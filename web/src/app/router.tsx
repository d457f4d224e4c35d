/**
 * Routes, from the one route table (packages/model/src/routes.ts): the home page is in the
 * first bundle; every other page, and the whole admin area, is its own chunk loaded when visited, so
 * visitors never download admin code.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PUBLIC_ROUTES, type RouteSpec, type RouteTable } from '@portfolio/model';
import { PublicLayout } from '@/app/shell/public-layout';
import { HomePage } from '@/pages/home-page';
import { RouteError } from '@/components/layout/route-error';
import { PageSpinner } from '@/components/ui/page-spinner';

/**
 * A route whose code loads on first visit. Opened directly (a shared link, a reload), the router waits
 * for that code before its first render and shows this spinner meanwhile (without one React Router
 * warns on every such page load).
 */
const lazyPage = (load: () => Promise<{ Component: RouteObject['Component'] }>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: load,
  hydrateFallbackElement: <PageSpinner />,
});

type PageModules = Record<string, () => Promise<Record<string, ComponentType>>>;

/** Every page module, each its own chunk, by file; the table names which one a route shows. */
const PAGE_MODULES: PageModules = import.meta.glob<Record<string, ComponentType>>(['/src/pages/*-page.tsx', '!/src/pages/home-page.tsx']);

/** A page module's component: its one export named like the file (blog-post-page.tsx → BlogPostPage). */
const componentName = (page: string) => page.replace(/(^|-)(\w)/g, (_, _dash: string, ch: string) => ch.toUpperCase());

function publicRoute({ pattern, page }: RouteSpec, modules: PageModules): RouteObject {
  if (pattern === '/') return { index: true, element: <HomePage /> };
  const load = modules[`/src/pages/${page}.tsx`];
  if (!load) throw new Error(`The route table names a page web/src/pages/${page}.tsx that does not exist`);
  return { path: pattern === '*' ? '*' : pattern.slice(1), ...lazyPage(async () => ({ Component: (await load())[componentName(page)] })) };
}

/**
 * The app's routes: the admin, and a route for each page of `table`. A test passes a table with a
 * page of its own, and that page's module by file (`{ '/src/pages/talk-page.tsx': … }`).
 */
export const appRoutes = (table: RouteTable = PUBLIC_ROUTES, extraModules: PageModules = {}): RouteObject[] => [
  {
    path: '/admin/*',
    ...lazyPage(async () => ({ Component: (await import('@/admin/admin-app')).AdminApp })),
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: Object.values(table).map((spec) => publicRoute(spec, { ...PAGE_MODULES, ...extraModules })),
  },
];

export const routes = appRoutes();

export const createAppRouter = () => createBrowserRouter(routes);
