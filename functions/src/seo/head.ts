/**
 * Everything a public page's <head> needs, as data and as escaped HTML (issue 11).
 *
 * Interface (for the server renderer):
 *   pageHead(route: PublicRoute, data: HeadData, settings: SiteSettings, siteUrl: string): PageHead
 *     route    { kind: 'home' | 'resume' | 'projects' | 'blog' | 'search' | 'notFound', path }
 *              | { kind: 'post', path, post } | { kind: 'project', path, project } | { kind: 'tag', path, tag }
 *              (path = the request path, e.g. '/blog/my-post'; used for the canonical URL)
 *     data     sections for the home page's Person JSON-LD (hero, about, contact); optional
 *     settings the site settings (seo, social are read)
 *     siteUrl  the public URL parameter (SITE_URL), e.g. 'https://example.dev' (trailing slash ignored)
 *   returns { title, description, canonical, meta: HeadTag[], links: HeadLink[], jsonLd: object[], html }
 *     `html` is ready to insert in <head>: <title>, meta, links (canonical, RSS/sitemap discovery) and
 *     <script type="application/ld+json"> with every text escaped (a title with </script> or quotes cannot
 *     break out). Titles and descriptions come from @portfolio/model's page-meta, the same code the SPA uses.
 */
import {
  documentTitle,
  FALLBACK_IMAGES,
  PAGE_TEXT,
  pageDescription,
  pathTo,
  PICTURE_SIZES,
  pictureSizesOf,
  postDate,
  routeOf,
  srcsetOf,
  siteTitleOf,
  tagFeedPath,
  tagPageInfo,
  type BlogPost,
  type PageInfo,
  type Project,
  type SectionContent,
  type SiteSettings,
} from '@portfolio/model';
import { SHARE_IMAGE_SIZE } from '../share-image/card.js';

export const FEED_PATH = '/feed.xml';
export const SITEMAP_PATH = '/sitemap.xml';
export const PAGE_BLOG_PATH = pathTo('blog');

export type PublicRoute =
  | { kind: 'home' | 'resume' | 'projects' | 'blog' | 'search' | 'notFound'; path: string }
  | { kind: 'post'; path: string; post: BlogPost }
  | { kind: 'project'; path: string; project: Project }
  | { kind: 'tag'; path: string; tag: string };

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

/** What the page says about itself: the route table's head of its kind (packages/model/src/routes.ts). */
function pageInfoOf(route: PublicRoute, data: HeadData): PageInfo {
  return routeOf(route.kind).head({
    ...data,
    ...(route.kind === 'post' ? { post: route.post } : {}),
    ...(route.kind === 'project' ? { project: route.project } : {}),
    ...(route.kind === 'tag' ? { tag: route.tag } : {}),
  });
}

function personLd(data: HeadData, settings: SiteSettings, base: string): Record<string, unknown> {
  const { hero, about, contact } = data.sections ?? {};
  const sameAs = [
    contact?.social.github,
    contact?.social.linkedin,
    settings.social.github,
    settings.social.linkedin,
    settings.social.twitter,
  ]
    .map((url) => absoluteUrl(url, base))
    .filter((url, index, all) => url && all.indexOf(url) === index);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: hero?.name || siteTitleOf(settings.seo),
    ...(hero?.role ? { jobTitle: hero.role } : {}),
    ...(about?.content || hero?.tagline ? { description: about?.content || hero?.tagline } : {}),
    url: `${base}/`,
    ...(contact?.email ? { email: `mailto:${contact.email}` } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

function jsonLdOf(route: PublicRoute, data: HeadData, settings: SiteSettings, base: string, canonical: string, image: string) {
  const author = { '@type': 'Person', name: data.sections?.hero?.name || siteTitleOf(settings.seo), url: `${base}/` };
  switch (route.kind) {
    case 'home':
      return [
        personLd(data, settings, base),
        { '@context': 'https://schema.org', '@type': 'WebSite', name: siteTitleOf(settings.seo), url: `${base}/` },
      ];
    case 'post':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: route.post.title,
          description: route.post.excerpt,
          datePublished: postDate(route.post),
          url: canonical,
          mainEntityOfPage: canonical,
          author,
          ...(route.post.category ? { articleSection: route.post.category } : {}),
          ...(image ? { image } : {}),
        },
      ];
    case 'project':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: route.project.title,
          description: route.project.description,
          url: canonical,
          creator: author,
          ...(route.project.technologies.length ? { keywords: route.project.technologies.join(', ') } : {}),
          ...(image ? { image } : {}),
          ...(absoluteUrl(route.project.live_url, base) ? { sameAs: absoluteUrl(route.project.live_url, base) } : {}),
        },
      ];
    case 'blog':
      return [{ '@context': 'https://schema.org', '@type': 'Blog', name: PAGE_TEXT.blog.title, url: canonical, author }];
    case 'tag':
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: tagPageInfo(route.tag).title,
          url: canonical,
          keywords: route.tag,
        },
      ];
    default:
      return [];
  }
}

/**
 * A preload of the picture drawn at the top of a post's or project's page, its largest paint: the AVIF
 * sizes of an uploaded one; otherwise the picture itself (an SVG, an address elsewhere, or its type's
 * fallback picture), which the browser would otherwise ask for at low priority until it is laid out.
 */
function topPicturePreload(route: PublicRoute): HeadLink | null {
  if (route.kind !== 'post' && route.kind !== 'project') return null;
  const item = route.kind === 'post' ? route.post : route.project;
  const sized = pictureSizesOf(item);
  const avif = sized ? srcsetOf(sized, 'avif') : '';
  if (!avif) return { rel: 'preload', as: 'image', href: item.image_url || FALLBACK_IMAGES[route.kind], fetchpriority: 'high' };
  const sizes = route.kind === 'post' ? PICTURE_SIZES.post : PICTURE_SIZES.project;
  return { rel: 'preload', as: 'image', type: 'image/avif', imagesrcset: avif, imagesizes: sizes, fetchpriority: 'high' };
}

export function pageHead(route: PublicRoute, data: HeadData, settings: SiteSettings, siteUrl: string): PageHead {
  const base = siteBase(siteUrl);
  const seo = settings.seo;
  const page = pageInfoOf(route, data);
  const site = siteTitleOf(seo);
  const title = documentTitle(page.title, seo);
  const description = pageDescription(page, seo);
  const canonical = absoluteUrl(`${route.path || '/'}${data.listPage?.query ?? ''}`, base);
  const own = absoluteUrl(page.image, base);
  const drawn = previewable(own) ? '' : absoluteUrl(data.shareImage, base);
  const image = drawn || (previewable(own) ? own : '');
  const twitterHandle = /twitter\.com\/|x\.com\//.test(settings.social.twitter)
    ? `@${settings.social.twitter.replace(/\/+$/, '').split('/').pop()}`
    : '';

  const meta: HeadTag[] = [
    { attr: 'name', key: 'description', content: description },
    { attr: 'name', key: 'keywords', content: seo.meta_keywords.join(', ') },
    { attr: 'property', key: 'og:site_name', content: site },
    { attr: 'property', key: 'og:title', content: page.title || site },
    { attr: 'property', key: 'og:description', content: description },
    { attr: 'property', key: 'og:type', content: route.kind === 'post' ? 'article' : 'website' },
    { attr: 'property', key: 'og:url', content: canonical },
    { attr: 'property', key: 'og:image', content: image },
    { attr: 'property', key: 'og:image:type', content: drawn ? 'image/png' : '' },
    { attr: 'property', key: 'og:image:width', content: drawn ? String(SHARE_IMAGE_SIZE.width) : '' },
    { attr: 'property', key: 'og:image:height', content: drawn ? String(SHARE_IMAGE_SIZE.height) : '' },
    { attr: 'property', key: 'og:image:alt', content: image ? page.title || site : '' },
    { attr: 'property', key: 'article:published_time', content: route.kind === 'post' ? postDate(route.post) : '' },
    { attr: 'property', key: 'article:section', content: route.kind === 'post' ? route.post.category : '' },
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
  // A tag page offers its own feed first: a feed reader given the page subscribes to the tag.
  if (route.kind === 'tag') {
    links.splice(1, 0, {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${site} — ${route.tag}`,
      href: `${base}${tagFeedPath(route.tag)}`,
    });
  }
  if (route.kind === 'notFound') links.shift(); // a 404 has no canonical URL
  // The picture at the top of a post or project, when it has sizes: the largest thing the page
  // paints, asked for before the browser reaches it (AVIF: browsers without it skip the preload).
  const preload = topPicturePreload(route);
  if (preload) links.push(preload);
  for (const [rel, query] of [
    ['prev', data.listPage?.prev],
    ['next', data.listPage?.next],
  ] as const) {
    if (query) links.push({ rel, href: absoluteUrl(`${route.path}${query}`, base) });
  }
  const jsonLd = jsonLdOf(route, data, settings, base, canonical, image);

  const html = [
    `<title>${escapeHtml(title)}</title>`,
    ...meta.map((tag) => `<meta ${tag.attr}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`),
    ...(routeOf(route.kind).noindex ? ['<meta name="robots" content="noindex">'] : []),
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
