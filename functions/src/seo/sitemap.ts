/**
 * sitemap.xml and robots.txt (issue 11): the public pages the route table lists
 * (packages/model/src/routes.ts), then one entry per published post and active project.
 */
import { PAGE_KINDS, pathWith, routeOf, type BlogPost, type IsoDateTime } from '@portfolio/model';
import { SITEMAP_PATH, siteBase } from './head';
import { escapeXml } from './xml';

export interface SitemapInput {
  /** Published posts only (the reader filters). */
  posts: (Pick<BlogPost, 'slug' | 'created_at'> & { updated_at?: IsoDateTime })[];
  /** Active projects only, with their id. */
  projects: { id: string; updated_at?: IsoDateTime }[];
  /** When the site-wide content (sections, resume, settings) last changed, if known. */
  siteUpdatedAt?: IsoDateTime;
}

const day = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : '');

type Entry = { loc: string; lastmod: string };

export function sitemapXml(input: SitemapInput, siteUrl: string): string {
  const base = siteBase(siteUrl);
  const newestPost = input.posts
    .map((post) => post.updated_at || post.created_at)
    .sort()
    .at(-1);
  const lastmod = { site: day(input.siteUpdatedAt), 'newest post': day(newestPost), none: '' };
  // Each document's page: its fields (the address parameter among them) and its own date.
  const documents: Record<'projects' | 'blog_posts', { fields: Record<string, string>; lastmod: string }[]> = {
    projects: input.projects.map((p) => ({ fields: { id: p.id }, lastmod: day(p.updated_at) })),
    blog_posts: input.posts.map((p) => ({ fields: { slug: p.slug }, lastmod: day(p.updated_at || p.created_at) })),
  };
  const pages: Entry[] = [];
  const items: Entry[] = [];
  for (const kind of PAGE_KINDS) {
    const entry = routeOf(kind).sitemap;
    if (!entry) continue;
    if ('lastmod' in entry) pages.push({ loc: `${base}${pathWith(kind)}`, lastmod: lastmod[entry.lastmod] });
    else for (const doc of documents[entry.each]) items.push({ loc: `${base}${pathWith(kind, doc.fields)}`, lastmod: doc.lastmod });
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
