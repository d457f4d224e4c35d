/**
 * Serving a public page: render it (the web app's server entry), add its <head> and its data, and
 * answer with the status the page reported. Kept apart from the trigger (index.ts) so tests call
 * it with any reader and any build.
 */
import { matchPublicRoute, type PageKind, type ReadPublic, type RenderedPage, type RenderOptions, type RenderPage } from '@portfolio/model';
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

/** The page as its head sees it: a post or project page has its item, a tag page its tag, or it is not found. */
function headRoute(kind: PageKind, path: string, page: RenderedPage): PublicRoute {
  if (kind === 'post') return page.post ? { kind, path, post: page.post } : { kind: 'notFound', path };
  if (kind === 'project') return page.project ? { kind, path, project: page.project } : { kind: 'notFound', path };
  if (kind === 'tag') {
    const { tag } = matchPublicRoute(path).params;
    return tag ? { kind, path, tag } : { kind: 'notFound', path };
  }
  return { kind, path };
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
  const matched = matchPublicRoute(path);
  const route = headRoute(page.status === 404 ? 'notFound' : matched.kind, path, page);
  const kind = route.kind;
  // Every page that is found has a share image drawn from what it shows (share-image/).
  const shareImage = kind === 'notFound' ? undefined : shareImagePath(path, shareCardOf(kind, page, deps.siteUrl, matched.params));
  const listPage = page.listPage && { ...page.listPage, query: page.listPage.self };
  const head = pageHead(route, { sections: page.sections, shareImage, ...(listPage ? { listPage } : {}) }, page.settings, deps.siteUrl);
  const body = pageDocument({ template: deps.template, manifest: deps.manifest, page, route: kind, headHtml: head.html });
  return {
    status: page.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': options.contactForm ? 'no-store' : PAGE_CACHE_CONTROL },
    body,
  };
}
