/**
 * Every route of the app, in one place. The public pages' links come from the one route table
 * (packages/model/src/routes.ts), which the router, the render function and the sitemap read too: a
 * page without a parameter is its address, one with a parameter a function of it
 * (`paths.post(slug)`). The admin's are in its own table,
 * admin-kit/admin-table.ts (adminPaths).
 */
import { fillPattern, paramsOf, PUBLIC_ROUTES, type PageKind, type RouteParams } from '@portfolio/model';

type Linked = Exclude<PageKind, 'notFound'>;
type LinkTo<K extends PageKind> = keyof RouteParams<K> extends never ? string : (value: string) => string;

/** A link to each public page but the catch-all. */
const publicPaths = Object.fromEntries(
  Object.entries(PUBLIC_ROUTES)
    .filter(([, spec]) => spec.pattern !== '*')
    .map(([kind, { pattern }]) => {
      const [param] = paramsOf(pattern);
      return [kind, param ? (value: string) => fillPattern(pattern, { [param]: value }) : fillPattern(pattern)];
    }),
) as { [K in Linked]: LinkTo<K> };

export const paths = {
  ...publicPaths,
  /** Contact is a section of the home page, not a route. */
  contactSectionId: 'contact',
} as const;
