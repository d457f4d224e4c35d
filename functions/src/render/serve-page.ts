/**
 * Serving a public page: render it (the web app's server entry), add its <head> and its data, and
 * answer with the status the page reported. Kept apart from the trigger (index.ts) so tests call
 * it with any reader and any build.
 */
import {
  matchRoute,
  PUBLIC_ROUTES,
  type ReadPublic,
  type RenderedPage,
  type RenderOptions,
  type RenderPage,
  type RouteTable,
} from '@portfolio/model';
import { pageHead, type PublicRoute } from '../seo/head.js';
import { shareCardOf, shareImagePath } from '../share-image/page-cards.js';
import type { StoredSearch } from '../search/stored-index.js';
import { pageDocument, type BuildManifest } from './page-document.js';

export interface ServeDeps {
  render: RenderPage;
  read: ReadPublic;
  /** Site search's stored index (search/stored-index.ts). */
  search?: StoredSearch;
  template: string;
  manifest: BuildManifest;
  /** SITE_URL: the public address, for canonical URLs and Open Graph. */
  siteUrl: string;
  /** The public pages (packages/model/src/routes.ts); a test passes a table with a page of its own. */
  routes?: RouteTable;
}

export interface ServedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Hosting's CDN keeps a page for a minute (s-maxage) and browsers always ask again (max-age=0):
 * a change of public content reaches every visitor within about a minute, and most visits are
 * answered by the CDN without running the function (docs/performance.md has the trade-off).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** The page as its head sees it: found (an item page with its item), or not found. */
function headRoute(table: RouteTable, path: string, page: RenderedPage): PublicRoute {
  const { kind, params } = matchRoute(table, path);
  const found = page.status !== 404 && (!table[kind]?.item || page.item !== undefined);
  return found ? { kind, path, params, item: page.item } : { kind: 'notFound', path };
}

export async function servePage(deps: ServeDeps, pathAndQuery: string, options: RenderOptions = {}): Promise<ServedResponse> {
  const url = new URL(pathAndQuery, 'http://served.local');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const page = await deps.render(url.href, deps.read, options);
  // A renamed post's earlier slug: a permanent redirect, cached like a page (the CDN keeps it a minute).
  if (page.status === 301 && page.redirect) {
    return {
      status: 301,
      headers: { Location: page.redirect, 'Cache-Control': PAGE_CACHE_CONTROL, 'Content-Type': 'text/plain; charset=utf-8' },
      body: `Moved to ${page.redirect}`,
    };
  }
  const table: RouteTable = deps.routes ?? PUBLIC_ROUTES;
  const route = headRoute(table, path, page);
  const spec = table[route.kind] ?? table.notFound!;
  // Every page that is found has a share image drawn from what it shows (share-image/).
  const shareImage = route.kind === 'notFound' ? undefined : shareImagePath(path, shareCardOf(spec, route, page, deps.siteUrl));
  const listPage = page.listPage && { ...page.listPage, query: page.listPage.self };
  const head = pageHead(
    route,
    { sections: page.sections, shareImage, ...(listPage ? { listPage } : {}) },
    page.settings,
    deps.siteUrl,
    table,
  );
  const body = pageDocument({ template: deps.template, manifest: deps.manifest, page, route: spec, headHtml: head.html });
  return {
    status: page.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': options.contactForm ? 'no-store' : PAGE_CACHE_CONTROL },
    body,
  };
}
