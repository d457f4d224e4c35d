/**
 * The sitemap and /feed.xml, from public content only (public-reads.ts), each read bounded: the feed
 * reads its latest posts, the sitemap index the oldest and newest item of each declared part, and
 * each part of the sitemap at most the protocol's 50,000 URLs. Which parts there are and what they
 * list comes from the route table's declarations (packages/model/src/routes.ts). robots.txt is a static file of the
 * build (web/scripts/build-server.mjs): a function never sees /robots.txt.
 */
import {
  COLLECTIONS,
  DEFAULT_SETTINGS,
  FEED_SIZE,
  isItemSitemap,
  isPossibleTag,
  PUBLIC_ROUTES,
  tagOfFeedPath,
  tagPageInfo,
  visitorFilter,
  type BlogPost,
  type ItemSitemap,
  type ReadPublic,
  type RouteTable,
  type SeoSettings,
  type ServedQuery,
} from '@portfolio/model';
import { feedXml } from '../seo/feed.js';
import { SITEMAP_MAX_URLS, SITEMAP_PAGES_PART, sitemapIndexXml, sitemapPartOf, sitemapPartPath, sitemapXml } from '../seo/sitemap.js';
import { PAGE_CACHE_CONTROL, type ServedResponse } from './serve-page.js';

type PostDoc = BlogPost & { id: string };

/** Published posts by creation time, `newest` first or last, with a tag, at most `limit`. */
function publishedPosts(read: ReadPublic, options: { newestFirst: boolean; limit: number; tag?: string }) {
  const query: ServedQuery = {
    collection: COLLECTIONS.blogPosts,
    where: [
      ...visitorFilter(COLLECTIONS.blogPosts),
      ...(options.tag ? [{ field: 'tags', op: 'array-contains' as const, value: options.tag }] : []),
    ],
    orderBy: [{ field: 'created_at', direction: options.newestFirst ? 'desc' : 'asc' }],
    limit: options.limit,
  };
  return read({ kind: 'query', query }) as Promise<PostDoc[]>;
}

const yearOf = (iso: unknown) => (typeof iso === 'string' ? new Date(iso).getUTCFullYear() : null);
/** 1 January of `year`, 00:00 UTC (Date.UTC alone reads the years 0 to 99 as 1900 to 1999). */
const yearStart = (year: number) => {
  const start = new Date(Date.UTC(2000, 0, 1));
  start.setUTCFullYear(year);
  return start;
};

type Doc = Record<string, unknown>;

/** The item pages the table lists in the sitemap, with their kind. */
const itemSitemaps = (table: RouteTable) =>
  Object.entries(table).flatMap(([kind, spec]) => (isItemSitemap(spec.sitemap) ? [{ kind, sitemap: spec.sitemap }] : []));

/** Which of a declared part's documents: the newest or oldest by its date (or in no order), of one year, at most `limit`. */
interface PartRead {
  order?: 'newest' | 'oldest';
  year?: number;
  limit: number;
}

/** A declared part's public documents. */
function partDocs(read: ReadPublic, { collection, date }: ItemSitemap, { order, year, limit }: PartRead) {
  const where: NonNullable<ServedQuery['where']> = [...visitorFilter(collection)];
  if (year !== undefined && date) {
    where.push({ field: date, op: '>=', value: yearStart(year) }, { field: date, op: '<', value: yearStart(year + 1) });
  }
  const direction = order === 'newest' ? 'desc' : 'asc';
  const orderBy = order && date ? { orderBy: [{ field: date, direction } as const] } : {};
  return read({ kind: 'query', query: { collection, where, ...orderBy, limit } }) as Promise<Doc[]>;
}

/** What a part lists of a declaration: a year's (oldest first), all (the pages part), or its newest. */
function partRead(sitemap: ItemSitemap, year: number | undefined): PartRead {
  if (year !== undefined) return { order: 'oldest', year, limit: SITEMAP_MAX_URLS };
  if (sitemap.part === SITEMAP_PAGES_PART) return { limit: SITEMAP_MAX_URLS - 10 };
  return { order: 'newest', limit: sitemap.limit ?? SITEMAP_MAX_URLS };
}

/** `read`, answering a read asked again within one request from the first answer. */
function readingOnce(read: ReadPublic): ReadPublic {
  const answers = new Map<string, Promise<unknown>>();
  return (request) => {
    const key = JSON.stringify(request);
    if (!answers.has(key)) answers.set(key, read(request));
    return answers.get(key)!;
  };
}

/** A part of the sitemap: the site's own pages with the item pages declared in them, or a declared part (of one year). */
async function sitemapPart(read: ReadPublic, siteUrl: string, table: RouteTable, part: string, year?: number) {
  const listed = itemSitemaps(table).filter(({ sitemap }) => sitemap.part === part && Boolean(sitemap.byYear) === (year !== undefined));
  const pages = part === SITEMAP_PAGES_PART && year === undefined;
  if (!pages && listed.length === 0) return null;
  const [newest, items] = await Promise.all([
    pages ? publishedPosts(read, { newestFirst: true, limit: 1 }) : Promise.resolve([]),
    Promise.all(
      listed.map(async ({ kind, sitemap }) => ({ kind, entries: sitemap.entries(await partDocs(read, sitemap, partRead(sitemap, year))) })),
    ),
  ]);
  return sitemapXml({ items, newestPostAt: newest[0]?.created_at, pages }, siteUrl, table);
}

/** The sitemap's index: the pages part, then each declared part (a part per year from its oldest item's to its newest's). */
async function sitemapIndex(read: ReadPublic, siteUrl: string, table: RouteTable) {
  const [[newestPost], ...declared] = await Promise.all([
    publishedPosts(read, { newestFirst: true, limit: 1 }),
    ...itemSitemaps(table)
      .filter(({ sitemap }) => sitemap.part !== SITEMAP_PAGES_PART)
      .map(async ({ sitemap }) => {
        const [[oldest], [newest]] = await Promise.all([
          sitemap.byYear ? partDocs(read, sitemap, { order: 'oldest', limit: 1 }) : Promise.resolve([] as Doc[]),
          partDocs(read, sitemap, { order: 'newest', limit: 1 }),
        ]);
        const date = sitemap.date ?? '';
        if (!sitemap.byYear) return newest ? [{ path: sitemapPartPath(sitemap.part), lastmod: newest[date] as string }] : [];
        const first = yearOf(oldest?.[date]);
        const last = yearOf(newest?.[date]);
        const years = first !== null && last !== null ? Array.from({ length: last - first + 1 }, (_, i) => first + i) : [];
        return years.map((year) => ({ path: sitemapPartPath(sitemap.part, year) }));
      }),
  ]);
  // The year parts first, then the other parts: as the index has always listed them.
  const parts = declared.flat().sort((a, b) => Number('lastmod' in a) - Number('lastmod' in b));
  return sitemapIndexXml([{ path: sitemapPartPath(SITEMAP_PAGES_PART), lastmod: newestPost?.created_at }, ...parts], siteUrl);
}

export async function serveSeoFile(
  read: ReadPublic,
  siteUrl: string,
  path: string,
  table: RouteTable = PUBLIC_ROUTES,
): Promise<ServedResponse | null> {
  const ok = (type: string, body: string): ServedResponse => ({
    status: 200,
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': PAGE_CACHE_CONTROL },
    body,
  });
  const part = sitemapPartOf(path);
  if (part) {
    const xml = await sitemapPart(readingOnce(read), siteUrl, table, part.part, part.year);
    return xml === null ? null : ok('application/xml', xml);
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
    case '/sitemap.xml':
      return ok('application/xml', await sitemapIndex(readingOnce(read), siteUrl, table));
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
