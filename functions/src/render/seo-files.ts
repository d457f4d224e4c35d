/**
 * The sitemap and /feed.xml, from public content only (public-reads.ts), each read bounded (issue 22):
 * the feed reads its latest posts, the sitemap index two posts (the oldest and the newest), and
 * each part of the sitemap at most the protocol's 50,000 URLs. robots.txt is a static file of the
 * build (web/scripts/build-server.mjs): a function never sees /robots.txt.
 */
import {
  COLLECTIONS,
  DEFAULT_SETTINGS,
  FEED_SIZE,
  isPossibleTag,
  tagOfFeedPath,
  tagPageInfo,
  visitorFilter,
  type BlogPost,
  type ReadPublic,
  type SeoSettings,
  type ServedQuery,
} from '@portfolio/model';
import { feedXml } from '../seo/feed.js';
import {
  SITEMAP_MAX_URLS,
  SITEMAP_PAGES_PATH,
  SITEMAP_TAG_POSTS,
  SITEMAP_TAGS_PATH,
  sitemapIndexXml,
  sitemapPostsPath,
  sitemapPostsYear,
  sitemapXml,
} from '../seo/sitemap.js';
import { PAGE_CACHE_CONTROL, type ServedResponse } from './serve-page.js';

type PostDoc = BlogPost & { id: string };

/** Published posts by creation time, `newest` first or last, within a time range, with a tag, at most `limit`. */
function publishedPosts(read: ReadPublic, options: { newestFirst: boolean; limit: number; from?: Date; before?: Date; tag?: string }) {
  const query: ServedQuery = {
    collection: COLLECTIONS.blogPosts,
    where: [
      ...visitorFilter(COLLECTIONS.blogPosts),
      ...(options.tag ? [{ field: 'tags', op: 'array-contains' as const, value: options.tag }] : []),
      ...(options.from ? [{ field: 'created_at', op: '>=' as const, value: options.from }] : []),
      ...(options.before ? [{ field: 'created_at', op: '<' as const, value: options.before }] : []),
    ],
    orderBy: [{ field: 'created_at', direction: options.newestFirst ? 'desc' : 'asc' }],
    limit: options.limit,
  };
  return read({ kind: 'query', query }) as Promise<PostDoc[]>;
}

const yearOf = (iso: string | undefined) => (iso ? new Date(iso).getUTCFullYear() : null);
/** 1 January of `year`, 00:00 UTC (Date.UTC alone reads the years 0 to 99 as 1900 to 1999). */
const yearStart = (year: number) => {
  const start = new Date(Date.UTC(2000, 0, 1));
  start.setUTCFullYear(year);
  return start;
};

/** Pages and projects: the route table's own pages, then every active project (fewer than the limit). */
async function pagesPart(read: ReadPublic, siteUrl: string) {
  const [[newest], projects] = await Promise.all([
    publishedPosts(read, { newestFirst: true, limit: 1 }),
    read({
      kind: 'query',
      query: { collection: COLLECTIONS.projects, where: visitorFilter(COLLECTIONS.projects), limit: SITEMAP_MAX_URLS - 10 },
    }) as Promise<{ id: string; updated_at?: string }[]>,
  ]);
  return sitemapXml(
    { posts: [], newestPostAt: newest?.created_at, projects: projects.map((p) => ({ id: p.id, updated_at: p.updated_at })) },
    siteUrl,
  );
}

/** Tag pages: every tag of the newest SITEMAP_TAG_POSTS posts, dated by its newest post. */
async function tagsPart(read: ReadPublic, siteUrl: string) {
  const posts = await publishedPosts(read, { newestFirst: true, limit: SITEMAP_TAG_POSTS });
  const newestWith = new Map<string, string>();
  for (const post of posts) for (const tag of post.tags ?? []) if (!newestWith.has(tag)) newestWith.set(tag, post.created_at);
  const tags = [...newestWith].map(([tag, lastmod]) => ({ tag, lastmod })).sort((a, b) => a.tag.localeCompare(b.tag));
  return sitemapXml({ posts: [], projects: [], tags, pages: false }, siteUrl);
}

/** The sitemap's index: the pages part, then a part per year from the oldest post's to the newest's. */
async function sitemapIndex(read: ReadPublic, siteUrl: string) {
  const [[oldest], [newest]] = await Promise.all([
    publishedPosts(read, { newestFirst: false, limit: 1 }),
    publishedPosts(read, { newestFirst: true, limit: 1 }),
  ]);
  const first = yearOf(oldest?.created_at);
  const last = yearOf(newest?.created_at);
  const years = first !== null && last !== null ? Array.from({ length: last - first + 1 }, (_, i) => first + i) : [];
  return sitemapIndexXml(
    [
      { path: SITEMAP_PAGES_PATH, lastmod: newest?.created_at },
      ...years.map((year) => ({ path: sitemapPostsPath(year) })),
      ...(newest ? [{ path: SITEMAP_TAGS_PATH, lastmod: newest.created_at }] : []),
    ],
    siteUrl,
  );
}

export async function serveSeoFile(read: ReadPublic, siteUrl: string, path: string): Promise<ServedResponse | null> {
  const ok = (type: string, body: string): ServedResponse => ({
    status: 200,
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': PAGE_CACHE_CONTROL },
    body,
  });
  const year = sitemapPostsYear(path);
  if (year !== null) {
    const posts = await publishedPosts(read, {
      newestFirst: false,
      limit: SITEMAP_MAX_URLS,
      from: yearStart(year),
      before: yearStart(year + 1),
    });
    return ok('application/xml', sitemapXml({ posts, projects: [], pages: false }, siteUrl));
  }
  const tag = tagOfFeedPath(path);
  if (tag !== null) {
    // A tag's feed: like /feed.xml, its newest posts; a tag no post can have is no feed at all.
    if (!isPossibleTag(tag)) return null;
    const [posts, seoDoc] = await Promise.all([
      publishedPosts(read, { newestFirst: true, limit: FEED_SIZE, tag }),
      read({ kind: 'doc', collection: COLLECTIONS.siteSettings, id: 'seo' }) as Promise<{ settings?: Partial<SeoSettings> } | null>,
    ]);
    if (posts.length === 0) return null;
    const seo = { ...DEFAULT_SETTINGS.seo, ...seoDoc?.settings };
    return ok('application/rss+xml', feedXml(posts, seo, siteUrl, { tag, title: tagPageInfo(tag).title! }));
  }
  switch (path) {
    case SITEMAP_TAGS_PATH:
      return ok('application/xml', await tagsPart(read, siteUrl));
    case '/sitemap.xml':
      return ok('application/xml', await sitemapIndex(read, siteUrl));
    case SITEMAP_PAGES_PATH:
      return ok('application/xml', await pagesPart(read, siteUrl));
    case '/feed.xml': {
      const [posts, seoDoc] = await Promise.all([
        publishedPosts(read, { newestFirst: true, limit: FEED_SIZE }),
        read({ kind: 'doc', collection: COLLECTIONS.siteSettings, id: 'seo' }) as Promise<{ settings?: Partial<SeoSettings> } | null>,
      ]);
      return ok('application/rss+xml', feedXml(posts, { ...DEFAULT_SETTINGS.seo, ...seoDoc?.settings }, siteUrl));
    }
    default:
      return null;
  }
}
