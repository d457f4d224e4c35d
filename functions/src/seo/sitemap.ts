/**
 * The sitemap and robots.txt (issue 11): the public pages the route table lists
 * (packages/model/src/routes.ts), then one entry per published post and active project. Split so it
 * stays valid at any size (issue 22): /sitemap.xml is an index of parts, each at most 50,000 URLs (the
 * protocol's limit): the pages and projects in one, the posts of each year in one each, and the tag
 * pages (issue 24) in one.
 */
import { PAGE_KINDS, pathWith, routeOf, type BlogPost, type IsoDateTime } from '@portfolio/model';
import { SITEMAP_PATH, siteBase } from './head';
import { escapeXml } from './xml';

export interface SitemapInput {
  /** Published posts only (the reader filters). */
  posts: (Pick<BlogPost, 'slug' | 'created_at'> & { updated_at?: IsoDateTime })[];
  /** Active projects only, with their id. */
  projects: { id: string; updated_at?: IsoDateTime }[];
  /** Tag pages: each tag with its newest published post's date. */
  tags?: { tag: string; lastmod?: IsoDateTime }[];
  /** When the site-wide content (sections, resume, settings) last changed, if known. */
  siteUpdatedAt?: IsoDateTime;
  /** The newest post's date, when the posts are not all given (a part without the posts). */
  newestPostAt?: IsoDateTime;
  /** Whether the route table's own pages (home, /resume, /projects, /blog) are listed: only in one part. */
  pages?: boolean;
}

/** The protocol's limit of URLs in one sitemap (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The parts of the sitemap: the pages and projects, then the posts of each year. */
export const SITEMAP_PAGES_PATH = '/sitemap-pages.xml';
export const SITEMAP_TAGS_PATH = '/sitemap-tags.xml';
/**
 * The tag part lists the tags of this many newest posts: a bounded read (issue 22) that covers every
 * tag in use on any real blog; an older tag is still reached through its posts' links.
 */
export const SITEMAP_TAG_POSTS = 1000;
export const sitemapPostsPath = (year: number) => `/sitemap-posts-${year}.xml`;
/**
 * The year of a posts part, from its path, or null for any other path: a year whose posts Firestore
 * can be asked for (its start and the next year's are times Firestore holds: 0001 to 9998).
 */
export function sitemapPostsYear(path: string): number | null {
  const match = /^\/sitemap-posts-(\d{4})\.xml$/.exec(path);
  const year = match ? Number(match[1]) : null;
  return year !== null && year >= 1 && year <= 9998 ? year : null;
}

/** /sitemap.xml: the index of the parts, each with the day it last changed when known. */
export function sitemapIndexXml(parts: { path: string; lastmod?: IsoDateTime }[], siteUrl: string): string {
  const base = siteBase(siteUrl);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((part) => {
      const lastmod = day(part.lastmod);
      return `  <sitemap><loc>${escapeXml(`${base}${part.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
}

const day = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : '');

type Entry = { loc: string; lastmod: string };

export function sitemapXml(input: SitemapInput, siteUrl: string): string {
  const base = siteBase(siteUrl);
  const newestPost =
    input.newestPostAt ??
    input.posts
      .map((post) => post.updated_at || post.created_at)
      .sort()
      .at(-1);
  const lastmod = { site: day(input.siteUpdatedAt), 'newest post': day(newestPost), none: '' };
  // Each document's page: its fields (the address parameter among them) and its own date.
  const documents: Record<'projects' | 'blog_posts' | 'tags', { fields: Record<string, string>; lastmod: string }[]> = {
    projects: input.projects.map((p) => ({ fields: { id: p.id }, lastmod: day(p.updated_at) })),
    blog_posts: input.posts.map((p) => ({ fields: { slug: p.slug }, lastmod: day(p.updated_at || p.created_at) })),
    tags: (input.tags ?? []).map((t) => ({ fields: { tag: t.tag }, lastmod: day(t.lastmod) })),
  };
  const pages: Entry[] = [];
  const items: Entry[] = [];
  for (const kind of PAGE_KINDS) {
    const entry = routeOf(kind).sitemap;
    if (!entry) continue;
    if ('lastmod' in entry) {
      if (input.pages !== false) pages.push({ loc: `${base}${pathWith(kind)}`, lastmod: lastmod[entry.lastmod] });
    } else for (const doc of documents[entry.each]) items.push({ loc: `${base}${pathWith(kind, doc.fields)}`, lastmod: doc.lastmod });
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...pages, ...items].map(
      (url) => `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export const robotsTxt = (siteUrl: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${siteBase(siteUrl)}${SITEMAP_PATH}`, ''].join('\n');
