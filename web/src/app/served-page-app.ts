/**
 * What hydrating a served page needs besides React DOM and the data adapter: the design system,
 * the providers, the router and the routes (home's page with them). One module so that it is one
 * chunk, loaded and run in a task of its own (app/hydrate-served-page.tsx).
 */
export { CacheProvider } from '@emotion/react';
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
export { whenSectionsHydrated } from '@/components/ui/after-first-paint';
export { AppProviders } from './providers';
export { routes } from './router';
export { servedStyleCache } from './served-styles';
export { prepareSystem, servedPageSystem } from './theme';
