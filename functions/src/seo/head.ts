/**
 * Everything a public page's <head> needs, as data and as escaped HTML: built from the page's
 * declaration in the route table (packages/model/src/routes.ts, page-descriptions.ts), never from
 * which page it is.
 *
 *   pageHead(route, data, settings, siteUrl, table?) → { title, description, canonical, meta, links, jsonLd, html }
 *     route    { kind, path, params?, item? }: the table's entry, the request path (for the canonical
 *              URL), its address's parameters and the item the page shows (absent: not found)
 *     data     the sections (for the owner's JSON-LD), the drawn share image, a list page's neighbours
 *
 * `html` is ready to insert in <head>: <title>, meta, links (canonical, RSS/sitemap discovery) and
 * <script type="application/ld+json"> with every text escaped (a title with </script> or quotes cannot
 * break out). Titles and descriptions come from @portfolio/model's page-meta, the same code the SPA uses.
 */
import {
  documentTitle,
  pageDescription,
  pathTo,
  pictureSizesOf,
  PUBLIC_ROUTES,
  srcsetOf,
  siteTitleOf,
  type DescribeContext,
  type ImageMeta,
  type PageSubject,
  type RouteSpec,
  type RouteTable,
  type SectionContent,
  type SiteSettings,
} from '@portfolio/model';
import { SHARE_IMAGE_SIZE } from '../share-image/card.js';

export const FEED_PATH = '/feed.xml';
export const SITEMAP_PATH = '/sitemap.xml';
export const PAGE_BLOG_PATH = pathTo('blog');

/** A page as its head sees it: its kind in the table, its path and parameters, and the item it shows. */
export interface PublicRoute {
  kind: string;
  path: string;
  params?: Record<string, string>;
  item?: Record<string, unknown>;
}

export interface HeadData {
  sections?: Partial<SectionContent>;
  /** The page's drawn share image (share-image/page-cards.ts), used when it has no picture of its own. */
  shareImage?: string;
  /**
   * A page of a list (/blog, /projects): its own query (`?after=…`, '' for the first page), which its
   * canonical address keeps, and its neighbours' queries for rel="prev" and rel="next".
   */
  listPage?: { query: string; prev: string | null; next: string | null };
}

/** Link previews (Facebook, LinkedIn, X) do not show SVG: a page whose own picture is one gets the drawn image. */
const previewable = (url: string) => url !== '' && !/\.svg(?:[?#]|$)/i.test(url);

export interface HeadTag {
  /** 'name' for description/twitter:*, 'property' for og:* and article:*. */
  attr: 'name' | 'property';
  key: string;
  content: string;
}
export interface HeadLink {
  rel: string;
  /** Absent on an image preload that gives a srcset instead. */
  href?: string;
  type?: string;
  title?: string;
  as?: string;
  imagesrcset?: string;
  imagesizes?: string;
  fetchpriority?: 'high';
}
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  meta: HeadTag[];
  links: HeadLink[];
  jsonLd: Record<string, unknown>[];
  html: string;
}

/** The site URL without a trailing slash. */
export const siteBase = (siteUrl: string): string => siteUrl.replace(/\/+$/, '');

/** An absolute http(s) URL for `url` relative to the site, or '' when it is not one (javascript: etc.). */
export function absoluteUrl(url: string | undefined, siteUrl: string): string {
  if (!url) return '';
  try {
    const resolved = new URL(url, `${siteBase(siteUrl)}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : '';
  } catch {
    return '';
  }
}

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON safe inside <script>: no '<', '>' or '&' and no line separators survive unescaped. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A preload of the item's picture drawn at the top of its page, its largest paint: the AVIF sizes of
 * an uploaded one; otherwise the picture itself (an SVG, an address elsewhere), which the browser
 * would otherwise ask for at low priority until it is laid out. An item without a picture shows a
 * card drawn in CSS: nothing is preloaded.
 */
function topPicturePreload(spec: RouteSpec, item: Record<string, unknown> | undefined): HeadLink | null {
  if (!spec.picture || !item) return null;
  const picture = spec.picture.of ? spec.picture.of(item) : (item as { image_url?: string; image_meta?: ImageMeta | null });
  if (!picture.image_url) return null;
  const sized = pictureSizesOf({ image_url: picture.image_url, image_meta: picture.image_meta });
  const avif = sized ? srcsetOf(sized, 'avif') : '';
  if (!avif) return { rel: 'preload', as: 'image', href: picture.image_url, fetchpriority: 'high' };
  return { rel: 'preload', as: 'image', type: 'image/avif', imagesrcset: avif, imagesizes: spec.picture.sizes, fetchpriority: 'high' };
}

export function pageHead(
  route: PublicRoute,
  data: HeadData,
  settings: SiteSettings,
  siteUrl: string,
  table: RouteTable = PUBLIC_ROUTES,
): PageHead {
  const base = siteBase(siteUrl);
  const seo = settings.seo;
  const spec = table[route.kind] ?? table.notFound!;
  const subject: PageSubject = { params: route.params ?? {}, item: route.item, sections: data.sections };
  const page = spec.head(subject);
  const site = siteTitleOf(seo);
  const title = documentTitle(page.title, seo);
  const description = pageDescription(page, seo);
  const canonical = absoluteUrl(`${route.path || '/'}${data.listPage?.query ?? ''}`, base);
  const own = absoluteUrl(page.image, base);
  const drawn = previewable(own) ? '' : absoluteUrl(data.shareImage, base);
  const image = drawn || (previewable(own) ? own : '');
  const article = route.item && spec.article?.(route.item);
  const twitterHandle = /twitter\.com\/|x\.com\//.test(settings.social.twitter)
    ? `@${settings.social.twitter.replace(/\/+$/, '').split('/').pop()}`
    : '';

  const meta: HeadTag[] = [
    { attr: 'name', key: 'description', content: description },
    { attr: 'name', key: 'keywords', content: seo.meta_keywords.join(', ') },
    { attr: 'property', key: 'og:site_name', content: site },
    { attr: 'property', key: 'og:title', content: page.title || site },
    { attr: 'property', key: 'og:description', content: description },
    { attr: 'property', key: 'og:type', content: article ? 'article' : 'website' },
    { attr: 'property', key: 'og:url', content: canonical },
    { attr: 'property', key: 'og:image', content: image },
    { attr: 'property', key: 'og:image:type', content: drawn ? 'image/png' : '' },
    { attr: 'property', key: 'og:image:width', content: drawn ? String(SHARE_IMAGE_SIZE.width) : '' },
    { attr: 'property', key: 'og:image:height', content: drawn ? String(SHARE_IMAGE_SIZE.height) : '' },
    { attr: 'property', key: 'og:image:alt', content: image ? page.title || site : '' },
    { attr: 'property', key: 'article:published_time', content: article?.publishedTime ?? '' },
    { attr: 'property', key: 'article:section', content: article?.section ?? '' },
    { attr: 'name', key: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { attr: 'name', key: 'twitter:site', content: twitterHandle },
    { attr: 'name', key: 'twitter:title', content: page.title || site },
    { attr: 'name', key: 'twitter:description', content: description },
    { attr: 'name', key: 'twitter:image', content: image },
  ].filter((tag): tag is HeadTag => Boolean(tag.content));

  const links: HeadLink[] = [
    { rel: 'canonical', href: canonical },
    { rel: 'alternate', type: 'application/rss+xml', title: `${site} — Blog`, href: `${base}${FEED_PATH}` },
    { rel: 'sitemap', type: 'application/xml', title: 'Sitemap', href: `${base}${SITEMAP_PATH}` },
  ];
  // A page with a feed of its own offers it first: a feed reader given the page subscribes to it.
  const feed = spec.feed?.(subject);
  if (feed)
    links.splice(1, 0, { rel: 'alternate', type: 'application/rss+xml', title: `${site} — ${feed.title}`, href: `${base}${feed.path}` });
  if (route.kind === 'notFound') links.shift(); // a 404 has no canonical URL
  // The picture at the top of an item's page: the largest thing the page paints, asked for before
  // the browser reaches it (AVIF: browsers without it skip the preload).
  const preload = topPicturePreload(spec, route.item);
  if (preload) links.push(preload);
  for (const [rel, query] of [
    ['prev', data.listPage?.prev],
    ['next', data.listPage?.next],
  ] as const) {
    if (query) links.push({ rel, href: absoluteUrl(`${route.path}${query}`, base) });
  }
  const context: DescribeContext = {
    settings,
    siteName: data.sections?.hero?.name || site,
    base,
    canonical,
    image,
    absolute: (url) => absoluteUrl(url, base),
  };
  const jsonLd = spec.jsonLd?.(subject, context) ?? [];

  const html = [
    `<title>${escapeHtml(title)}</title>`,
    ...meta.map((tag) => `<meta ${tag.attr}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`),
    ...(spec.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...links.map((link) => {
      const attributes = (['rel', 'as', 'type', 'title', 'imagesrcset', 'imagesizes', 'fetchpriority', 'href'] as const)
        .filter((name) => link[name])
        .map((name) => ` ${name}="${escapeHtml(link[name]!)}"`)
        .join('');
      return `<link${attributes}>`;
    }),
    ...jsonLd.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ].join('\n');

  return { title, description, canonical, meta, links, jsonLd, html };
}
