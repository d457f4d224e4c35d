/** sitemap.xml and robots.txt (issue 11): public pages, published posts, active projects. */
import type { BlogPost, IsoDateTime } from '@portfolio/model';
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

export function sitemapXml(input: SitemapInput, siteUrl: string): string {
  const base = siteBase(siteUrl);
  const newestPost = input.posts
    .map((post) => post.updated_at || post.created_at)
    .sort()
    .at(-1);
  const urls: { loc: string; lastmod: string }[] = [
    { loc: `${base}/`, lastmod: day(input.siteUpdatedAt) },
    { loc: `${base}/resume`, lastmod: day(input.siteUpdatedAt) },
    { loc: `${base}/projects`, lastmod: '' },
    { loc: `${base}/blog`, lastmod: day(newestPost) },
    ...input.projects.map((project) => ({
      loc: `${base}/projects/${encodeURIComponent(project.id)}`,
      lastmod: day(project.updated_at),
    })),
    ...input.posts.map((post) => ({
      loc: `${base}/blog/${encodeURIComponent(post.slug)}`,
      lastmod: day(post.updated_at || post.created_at),
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export const robotsTxt = (siteUrl: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${siteBase(siteUrl)}${SITEMAP_PATH}`, ''].join('\n');
