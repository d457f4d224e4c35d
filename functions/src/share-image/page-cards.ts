/**
 * Which share image a public page gets: its card, drawn from the same rendered page the
 * visitor sees, and the address of that image. The address carries the card's hash, so the CDN keeps
 * each image for a year and an edit that changes it gives the page a new address.
 *
 *   /og/share-<hash>.png               the home page
 *   /og/blog/my-post/share-<hash>.png  the page at /blog/my-post
 */
import { siteTitleOf, type RenderedPage, type RouteSpec } from '@portfolio/model';
import { shareCardHash, type ShareCard } from './card.js';

export const SHARE_IMAGE_PREFIX = '/og';
const FILE = /\/share-([0-9a-f]{12})\.png$/;
const DEFAULT_BRAND = '#0891b2';

/** The theme's colour as #rrggbb (satori and the card's translucent glow need six digits). */
export function brandColour(colour: string | undefined): string {
  const value = (colour ?? '').trim().toLowerCase();
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/.test(value)) return value.slice(0, 7);
  if (/^#[0-9a-f]{3,4}$/.test(value)) return `#${[...value.slice(1, 4)].map((c) => c + c).join('')}`;
  return DEFAULT_BRAND;
}

const hostOf = (siteUrl: string) => {
  try {
    return new URL(siteUrl).host;
  } catch {
    return '';
  }
};

type PageContent = Pick<RenderedPage, 'settings' | 'sections'>;

/**
 * What the page's share image shows: the words at the top of the page (its declaration's card, else
 * the site's name over the page's title and description), in the site's colour.
 */
export function shareCardOf(
  spec: RouteSpec,
  subject: { params?: Record<string, string>; item?: Record<string, unknown> },
  page: PageContent,
  siteUrl: string,
): ShareCard {
  const siteName = page.sections.hero?.name || siteTitleOf(page.settings.seo);
  const common = { siteName, host: hostOf(siteUrl), brand: brandColour(page.settings.theme.primary_color) };
  const about = { params: subject.params ?? {}, item: subject.item, sections: page.sections };
  if (spec.card) return { ...common, ...spec.card(about, { siteName }) };
  const info = spec.head(about);
  return { ...common, eyebrow: siteName, title: info.title ?? '', subtitle: info.description ?? '', chips: [] };
}

/** The share image's path for the page at `pagePath` showing `card`. */
export function shareImagePath(pagePath: string, card: ShareCard): string {
  const page = pagePath === '/' ? '' : pagePath.replace(/\/+$/, '');
  return `${SHARE_IMAGE_PREFIX}${page}/share-${shareCardHash(card)}.png`;
}

/** The page a share image's path is for, and the hash it asks for; null for any other path. */
export function parseShareImagePath(path: string): { pagePath: string; hash: string } | null {
  if (!path.startsWith(`${SHARE_IMAGE_PREFIX}/`)) return null;
  const file = FILE.exec(path);
  if (!file) return null;
  const pagePath = path.slice(SHARE_IMAGE_PREFIX.length, file.index) || '/';
  return { pagePath, hash: file[1]! };
}
