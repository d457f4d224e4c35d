/**
 * /sitemap.xml and /feed.xml, from public content only (public-reads.ts). robots.txt is a static
 * file of the build (web/scripts/build-server.mjs): a function never sees /robots.txt.
 */
import { COLLECTIONS, DEFAULT_SETTINGS, visitorFilter, type BlogPost, type ReadPublic, type SeoSettings } from '@portfolio/model';
import { feedXml } from '../seo/feed.js';
import { sitemapXml } from '../seo/sitemap.js';
import { PAGE_CACHE_CONTROL, type ServedResponse } from './serve-page.js';

const publishedPosts = (read: ReadPublic) =>
  read({
    kind: 'query',
    query: {
      collection: COLLECTIONS.blogPosts,
      where: visitorFilter(COLLECTIONS.blogPosts),
      orderBy: [{ field: 'created_at', direction: 'desc' }],
    },
  }) as Promise<(BlogPost & { id: string })[]>;

export async function serveSeoFile(read: ReadPublic, siteUrl: string, path: string): Promise<ServedResponse | null> {
  const ok = (type: string, body: string): ServedResponse => ({
    status: 200,
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': PAGE_CACHE_CONTROL },
    body,
  });
  switch (path) {
    case '/sitemap.xml': {
      const [posts, projects] = await Promise.all([
        publishedPosts(read),
        read({
          kind: 'query',
          query: { collection: COLLECTIONS.projects, where: visitorFilter(COLLECTIONS.projects) },
        }) as Promise<{ id: string; updated_at?: string }[]>,
      ]);
      return ok('application/xml', sitemapXml({ posts, projects: projects.map((p) => ({ id: p.id, updated_at: p.updated_at })) }, siteUrl));
    }
    case '/feed.xml': {
      const [posts, seoDoc] = await Promise.all([
        publishedPosts(read),
        read({ kind: 'doc', collection: COLLECTIONS.siteSettings, id: 'seo' }) as Promise<{ settings?: Partial<SeoSettings> } | null>,
      ]);
      return ok('application/rss+xml', feedXml(posts, { ...DEFAULT_SETTINGS.seo, ...seoDoc?.settings }, siteUrl));
    }
    default:
      return null;
  }
}
