/**
 * Serving a page's share image (/og/…/share-<hash>.png): the page is rendered as a visitor would get
 * it, its card drawn, and the PNG answered with a year of caching, since its address changes whenever
 * what it shows does. An outdated hash is sent to the current address; a page that is not found (a
 * draft, an inactive project, a made-up path) has no image.
 *
 * A query string changes nothing a share image shows, so an address with one is sent to the address
 * without it (and the CDN keeps that answer a year): a flood of made-up query strings costs one
 * drawing, not one each (each took 0.5–1 s and a dozen reads). An instance also keeps the last images
 * it drew by address, which names their content, for requests the CDN did not answer: it still renders
 * the page (its reads) to know the address is current, and draws nothing.
 */
import { matchRoute, PUBLIC_ROUTES, type RouteTable } from '@portfolio/model';
import { PAGE_CACHE_CONTROL, type ServeDeps } from '../render/serve-page.js';
import type { ShareCard } from './card.js';
import { parseShareImagePath, shareCardOf, shareImagePath } from './page-cards.js';

export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface ShareImageResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

const notFound: ShareImageResponse = {
  status: 404,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL },
  body: 'No such picture.',
};

/** The images an instance keeps, by address: the most recently drawn. */
const KEPT = 16;
const kept = new Map<string, Buffer>();

const png = (body: Buffer): ShareImageResponse => ({
  status: 200,
  headers: { 'Content-Type': 'image/png', 'Cache-Control': SHARE_IMAGE_CACHE_CONTROL },
  body,
});

/** `pathAndQuery`: the request's address on this site, its query string included. */
export async function serveShareImage(
  deps: Pick<ServeDeps, 'render' | 'read' | 'siteUrl' | 'routes'>,
  pathAndQuery: string,
  draw: (card: ShareCard) => Promise<Buffer>,
): Promise<ShareImageResponse | null> {
  const url = new URL(pathAndQuery, 'http://served.local');
  const path = url.pathname;
  const wanted = parseShareImagePath(path);
  if (!wanted) return null;
  if (url.search) return { status: 301, headers: { Location: path, 'Cache-Control': SHARE_IMAGE_CACHE_CONTROL }, body: '' };
  const table: RouteTable = deps.routes ?? PUBLIC_ROUTES;
  const { kind, params } = matchRoute(table, wanted.pagePath);
  const spec = table[kind];
  if (kind === 'notFound' || !spec) return notFound;
  const page = await deps.render(new URL(wanted.pagePath, 'http://served.local').href, deps.read);
  if (page.status !== 200 || (spec.item && page.item === undefined)) return notFound;
  const card = shareCardOf(spec, { params, item: page.item }, page, deps.siteUrl);
  const current = shareImagePath(wanted.pagePath, card);
  if (current !== path) {
    return { status: 302, headers: { Location: current, 'Cache-Control': PAGE_CACHE_CONTROL }, body: '' };
  }
  // Only once the address is known to be current: an image drawn before an edit is sent on with the rest.
  const drawn = kept.get(path);
  if (drawn) return png(drawn);
  const body = await draw(card);
  kept.set(path, body);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return png(body);
}
