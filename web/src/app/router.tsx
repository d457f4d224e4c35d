/**
 * Routes (spec §2). The home page is in the first bundle; every other page, and the whole admin
 * area, is its own chunk loaded when visited, so visitors never download admin code.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { HomePage } from '@/pages/home-page';
import { RouteError } from '@/components/layout/route-error';

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('@/admin/admin-app')).AdminApp }),
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'resume', lazy: async () => ({ Component: (await import('@/pages/resume-page')).ResumePage }) },
      { path: 'projects', lazy: async () => ({ Component: (await import('@/pages/projects-page')).ProjectsPage }) },
      {
        path: 'projects/:id',
        lazy: async () => ({ Component: (await import('@/pages/project-detail-page')).ProjectDetailPage }),
      },
      { path: 'blog', lazy: async () => ({ Component: (await import('@/pages/blog-page')).BlogPage }) },
      { path: 'blog/:slug', lazy: async () => ({ Component: (await import('@/pages/blog-post-page')).BlogPostPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('@/pages/not-found-page')).NotFoundPage }) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
