/**
 * Serving a public page: render it (the web app's server entry), add its <head> and its data, and
 * answer with the status the page reported. Kept apart from the trigger (index.ts) so tests call
 * it with any reader and any build.
 */
import type { ReadPublic, RenderOptions, RenderPage } from '@portfolio/model';
import { pageHead, type PublicRoute } from '../seo/head.js';
import { pageDocument, type BuildManifest, type RouteKind } from './page-document.js';

export interface ServeDeps {
  render: RenderPage;
  read: ReadPublic;
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

/** Which public page a path is, before knowing whether its post or project exists. */
export function routeKindOf(path: string): RouteKind {
  if (path === '/' || path === '') return 'home';
  if (path === '/resume') return 'resume';
  if (path === '/projects') return 'projects';
  if (path === '/blog') return 'blog';
  if (/^\/projects\/[^/]+$/.test(path)) return 'project';
  if (/^\/blog\/[^/]+$/.test(path)) return 'post';
  return 'notFound';
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
  const kind = page.status === 404 ? 'notFound' : routeKindOf(path);
  const route: PublicRoute =
    kind === 'post' && page.post
      ? { kind: 'post', path, post: page.post }
      : kind === 'project' && page.project
        ? { kind: 'project', path, project: page.project }
        : { kind: kind === 'post' || kind === 'project' ? ('notFound' as const) : kind, path };
  const head = pageHead(route, { sections: page.sections }, page.settings, deps.siteUrl);
  const body = pageDocument({ template: deps.template, manifest: deps.manifest, page, route: kind, headHtml: head.html });
  return {
    status: page.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': options.contactForm ? 'no-store' : PAGE_CACHE_CONTROL },
    body,
  };
}
