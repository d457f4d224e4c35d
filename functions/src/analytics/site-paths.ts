import { matchRoute, PUBLIC_ROUTES, type ItemOfPage, type RouteTable } from '@portfolio/model';

export const MAX_PATH_LENGTH = 200;

export interface SitePage {
  /** The path without query, hash or trailing slash. */
  path: string;
  kind: string;
  /** An item page's item, and the address's parameter that names it. */
  item?: ItemOfPage;
  key?: string;
}

/**
 * The public site's page a path is (the route table, packages/model/src/routes.ts). Anything else
 * (admin pages, 404s, made-up strings) is not counted: the dashboard would otherwise show whatever
 * text a script chose to send. A page with a parameter counts only when it shows an item and the
 * parameter can name one. Null when it is not one of the site's pages.
 */
export function sitePage(raw: string, table: RouteTable = PUBLIC_ROUTES): SitePage | null {
  if (raw.length > MAX_PATH_LENGTH || !raw.startsWith('/') || raw.startsWith('//')) return null;
  const path = raw.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  const { kind, params } = matchRoute(table, path);
  if (kind === 'notFound') return null;
  const key = Object.values(params)[0];
  if (key === undefined) return { path, kind };
  const item = table[kind]?.item;
  return item?.accepts(key) ? { path, kind, item, key } : null;
}
