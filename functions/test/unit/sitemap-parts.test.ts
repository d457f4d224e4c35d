/**
 * The sitemap stays valid at any size and each of its reads is bounded: /sitemap.xml is an
 * index of parts (pages and projects, then the posts of each year), every part valid XML with at most
 * 50,000 URLs; the feed reads only its latest posts. Tag pages have a part of their own,
 * and each tag its own feed.
 */
import type { ReadPublic, ServedQuery } from '@portfolio/model';
import { FEED_SIZE } from '@portfolio/model';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { serveSeoFile } from '../../src/render/seo-files.js';

const SITE = 'https://alex.example';
const parse = (xml: string) => new XMLParser().parse(xml) as Record<string, Record<string, unknown>>;
const list = <T>(value: T | T[] | undefined): T[] => [value ?? []].flat() as T[];

type Doc = Record<string, unknown> & { id: string };

/** A store's answers to the render function's queries (==, >=, < with dates, one order, a limit), recording each limit. */
function reader(collections: Record<string, Doc[]>, limits: (number | undefined)[]): ReadPublic {
  const value = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  return async (read) => {
    if (read.kind !== 'query') return null;
    const q: ServedQuery = read.query;
    limits.push(q.limit);
    let docs = (collections[q.collection] ?? []).filter((doc) =>
      (q.where ?? []).every((w) => {
        const actual = doc[w.field] as string;
        const expected = value(w.value) as string;
        if (w.op === '==') return actual === expected;
        if (w.op === '>=') return actual >= expected;
        if (w.op === '<') return actual < expected;
        if (w.op === 'array-contains') return ((doc[w.field] as unknown[] | undefined) ?? []).includes(expected);
        throw new Error(`unexpected ${w.op}`);
      }),
    );
    const order = q.orderBy?.[0];
    if (order)
      docs = [...docs].sort((a, b) => String(a[order.field]).localeCompare(String(b[order.field])) * (order.direction === 'desc' ? -1 : 1));
    return docs.slice(0, q.limit ?? docs.length);
  };
}

const post = (slug: string, created: string, published = true, tags: string[] = []): Doc => ({
  id: slug,
  slug,
  title: slug,
  excerpt: 'e',
  content: 'c',
  category: '',
  image_url: '',
  published,
  created_at: created,
  tags,
});

const posts = [
  post('old', '2023-05-01T00:00:00.000Z', true, ['terraform']),
  post('middle', '2024-12-31T23:59:59.000Z', true, ['kubernetes', 'terraform']),
  post('new', '2026-02-01T00:00:00.000Z'),
  post('draft', '2026-03-01T00:00:00.000Z', false, ['secret-plans']),
];
const projects = [{ id: 'p1', status: 'active' } as Doc, { id: 'p2', status: 'archived' } as Doc];

describe('the sitemap in parts', () => {
  it('indexes a pages part and one part per year from the oldest post to the newest, and the parts hold every public URL once', async () => {
    const limits: (number | undefined)[] = [];
    const read = reader({ blog_posts: posts, projects }, limits);
    const index = (await serveSeoFile(read, SITE, '/sitemap.xml'))!;
    expect(XMLValidator.validate(index.body)).toBe(true);
    const parts = list<{ loc: string }>(parse(index.body).sitemapindex!.sitemap as never).map((s) => s.loc);
    expect(parts).toEqual([
      `${SITE}/sitemap-pages.xml`,
      `${SITE}/sitemap-posts-2023.xml`,
      `${SITE}/sitemap-posts-2024.xml`,
      `${SITE}/sitemap-posts-2025.xml`,
      `${SITE}/sitemap-posts-2026.xml`,
      `${SITE}/sitemap-tags.xml`,
    ]);
    const urls: string[] = [];
    for (const part of parts) {
      const file = (await serveSeoFile(read, SITE, part.replace(SITE, '')))!;
      expect(file.status, part).toBe(200);
      expect(XMLValidator.validate(file.body), part).toBe(true);
      urls.push(...list<{ loc: string }>(parse(file.body).urlset?.url as never).map((u) => u.loc.replace(SITE, '')));
    }
    expect(urls.sort()).toEqual(
      [
        '/',
        '/blog',
        '/blog/middle',
        '/blog/new',
        '/blog/old',
        '/blog/tag/kubernetes',
        '/blog/tag/terraform',
        '/blog/tags',
        '/projects',
        '/projects/p1',
        '/resume',
      ].sort(),
    );
    // A tag page is dated by its newest published post.
    const tagsPart = (await serveSeoFile(read, SITE, '/sitemap-tags.xml'))!.body;
    expect(tagsPart).toContain(`<loc>${SITE}/blog/tag/terraform</loc><lastmod>2024-12-31</lastmod>`);
    // Every read asked for a bounded number of documents, at most a part's limit.
    expect(limits.every((limit) => limit !== undefined && limit <= 50_000)).toBe(true);
  });

  it('has an index with only the pages part on a site without posts, and no part for a year that is not a year', async () => {
    const read = reader({ blog_posts: [], projects: [] }, []);
    const index = (await serveSeoFile(read, SITE, '/sitemap.xml'))!;
    expect(list(parse(index.body).sitemapindex!.sitemap as never)).toHaveLength(1);
    expect(await serveSeoFile(read, SITE, '/sitemap-posts-20x6.xml')).toBeNull();
    // Years Firestore cannot be asked about (its times run from 0001 to 9999) are no part either.
    expect(await serveSeoFile(read, SITE, '/sitemap-posts-0000.xml')).toBeNull();
    expect(await serveSeoFile(read, SITE, '/sitemap-posts-9999.xml')).toBeNull();
  });

  it('feeds the latest posts only, asking for no more than it lists', async () => {
    const limits: (number | undefined)[] = [];
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, i) => post(`p${i}`, new Date(Date.UTC(2026, 0, 1 + i)).toISOString()));
    const feed = (await serveSeoFile(reader({ blog_posts: many }, limits), SITE, '/feed.xml'))!;
    const items = list<{ title: string }>(
      parse(feed.body).rss!.channel ? ((parse(feed.body).rss!.channel as Record<string, unknown>).item as never) : [],
    );
    expect(items).toHaveLength(FEED_SIZE);
    expect(items[0]!.title).toBe(`p${FEED_SIZE + 4}`);
    expect(limits).toEqual([FEED_SIZE]);
  });

  it('gives each tag its own feed of its newest published posts, and no feed to a tag without posts', async () => {
    const limits: (number | undefined)[] = [];
    const read = reader({ blog_posts: posts }, limits);
    const feed = (await serveSeoFile(read, SITE, '/blog/tag/terraform/feed.xml'))!;
    expect(feed.headers['Content-Type']).toMatch(/application\/rss\+xml/);
    expect(XMLValidator.validate(feed.body)).toBe(true);
    const channel = parse(feed.body).rss!.channel as Record<string, unknown>;
    expect(channel.title).toBe('Posts tagged terraform | Portfolio');
    expect(channel.link).toBe(`${SITE}/blog/tag/terraform`);
    expect(list<{ title: string }>(channel.item as never).map((item) => item.title)).toEqual(['middle', 'old']);
    expect(limits).toEqual([FEED_SIZE]);
    // A draft's tag, a tag nobody uses and a tag no post could have: no feed (the page answers 404).
    for (const path of ['/blog/tag/secret-plans/feed.xml', '/blog/tag/nothing/feed.xml', '/blog/tag/Not%20A%20Tag/feed.xml']) {
      expect(await serveSeoFile(read, SITE, path), path).toBeNull();
    }
  });
});
