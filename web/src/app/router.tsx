/**
 * Routes (spec §2). The home page is in the first bundle; every other page, and the whole admin
 * area, is its own chunk loaded when visited, so visitors never download admin code.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
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

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    ...lazyPage(async () => ({ Component: (await import('@/admin/admin-app')).AdminApp })),
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'resume', ...lazyPage(async () => ({ Component: (await import('@/pages/resume-page')).ResumePage })) },
      { path: 'projects', ...lazyPage(async () => ({ Component: (await import('@/pages/projects-page')).ProjectsPage })) },
      {
        path: 'projects/:id',
        ...lazyPage(async () => ({ Component: (await import('@/pages/project-detail-page')).ProjectDetailPage })),
      },
      { path: 'blog', ...lazyPage(async () => ({ Component: (await import('@/pages/blog-page')).BlogPage })) },
      { path: 'blog/:slug', ...lazyPage(async () => ({ Component: (await import('@/pages/blog-post-page')).BlogPostPage })) },
      { path: '*', ...lazyPage(async () => ({ Component: (await import('@/pages/not-found-page')).NotFoundPage })) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
