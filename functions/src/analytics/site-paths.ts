import { isDocumentId, matchPublicRoute, SLUG_PATTERN, type PageKind } from '@portfolio/model';

export const MAX_PATH_LENGTH = 200;
const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** What a detail page's address may hold: a project id as the twin and Firestore make them, a post's slug. */
const PARAM_OK: Partial<Record<PageKind, (value: string) => boolean>> = {
  // A project id the store could not read (`__x__`, `__proto__`) names no project: not a page.
  project: (id) => PROJECT_ID.test(id) && isDocumentId(id),
  post: (slug) => SLUG_PATTERN.test(slug) && slug.length <= 150,
};

export interface SitePage {
  /** The path without query, hash or trailing slash. */
  path: string;
  kind: PageKind;
  /** A detail page's post slug or project id. */
  key?: string;
}

/**
 * The public site's page a path is (the route table, packages/model/src/routes.ts). Anything else
 * (admin pages, 404s, made-up strings) is not counted: the dashboard would otherwise show whatever
 * text a script chose to send. Null when it is not one of the site's pages.
 */
export function sitePage(raw: string): SitePage | null {
  if (raw.length > MAX_PATH_LENGTH || !raw.startsWith('/') || raw.startsWith('//')) return null;
  const path = raw.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  const { kind, params } = matchPublicRoute(path);
  if (kind === 'notFound') return null;
  const key = Object.values(params)[0];
  if (key === undefined) return { path, kind };
  return PARAM_OK[kind]?.(key) ? { path, kind, key } : null;
}
