/**
 * Which share image a public page gets (issue 25): its card, drawn from the same rendered page the
 * visitor sees, and the address of that image. The address carries the card's hash, so the CDN keeps
 * each image for a year and an edit that changes it gives the page a new address.
 *
 *   /og/share-<hash>.png               the home page
 *   /og/blog/my-post/share-<hash>.png  the page at /blog/my-post
 */
import { PAGE_TEXT, postDate, readTimeMinutes, siteTitleOf, tagPageInfo, type PageKind, type RenderedPage } from '@portfolio/model';
import { shareCardHash, type ShareCard } from './card.js';

export const SHARE_IMAGE_PREFIX = '/og';
const FILE = /\/share-([0-9a-f]{12})\.png$/;
const DEFAULT_BRAND = '#0891b2';

/** A page that has a share image: every public page that is found. */
export type SharedKind = Exclude<PageKind, 'notFound'>;

/** The theme's colour as #rrggbb (satori and the card's translucent glow need six digits). */
export function brandColour(colour: string | undefined): string {
  const value = (colour ?? '').trim().toLowerCase();
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/.test(value)) return value.slice(0, 7);
  if (/^#[0-9a-f]{3,4}$/.test(value)) return `#${[...value.slice(1, 4)].map((c) => c + c).join('')}`;
  return DEFAULT_BRAND;
}

const longDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
};

const hostOf = (siteUrl: string) => {
  try {
    return new URL(siteUrl).host;
  } catch {
    return '';
  }
};

type PageContent = Pick<RenderedPage, 'settings' | 'sections' | 'post' | 'project'>;

/**
 * What the page's share image shows: the words at the top of the page, in the site's colour.
 * `params` are the address's parameters (a tag page's tag).
 */
export function shareCardOf(kind: SharedKind, page: PageContent, siteUrl: string, params: Record<string, string> = {}): ShareCard {
  const hero = page.sections.hero;
  const siteName = hero?.name || siteTitleOf(page.settings.seo);
  const common = { siteName, host: hostOf(siteUrl), brand: brandColour(page.settings.theme.primary_color) };
  switch (kind) {
    case 'post': {
      const post = page.post!;
      const date = longDate(postDate(post));
      const subtitle = [date, `${readTimeMinutes(post.content)} min read`].filter(Boolean).join(' · ');
      return { ...common, eyebrow: 'Blog', title: post.title, subtitle, chips: post.tags ?? [] };
    }
    case 'project': {
      const project = page.project!;
      return { ...common, eyebrow: 'Project', title: project.title, subtitle: project.description, chips: project.technologies };
    }
    case 'home':
      return { ...common, eyebrow: hero?.role || 'Portfolio', title: siteName, subtitle: hero?.tagline ?? '', chips: [] };
    case 'tag': {
      const info = tagPageInfo(params.tag ?? '');
      return { ...common, eyebrow: 'Blog', title: info.title ?? '', subtitle: info.description ?? '', chips: [] };
    }
    default:
      return { ...common, eyebrow: siteName, title: PAGE_TEXT[kind].title, subtitle: PAGE_TEXT[kind].description, chips: [] };
  }
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
