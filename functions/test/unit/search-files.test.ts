/**
 * Search in the render function (issue 24): the corpus read once a minute per instance (one read for
 * concurrent requests), drafts never in it, and the two JSON files it serves.
 */
import { COLLECTIONS, type ReadPublic, type ServedQuery } from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import { serveSearchFile } from '../../src/render/search-files';
import { cachedSearch, SEARCH_CORPUS_TTL_MS, withSearch } from '../../src/search/cached-search';

const post = (slug: string, content: string, published = true) => ({
  id: slug,
  slug,
  title: `Post ${slug}`,
  excerpt: 'An excerpt.',
  content,
  category: '',
  tags: ['sre'],
  published,
  created_at: '2026-01-01T00:00:00.000Z',
});

/** A reader of stored posts that applies the query's equality filters (as Firestore would), counting reads. */
function reader(posts: ReturnType<typeof post>[]) {
  const queries: ServedQuery[] = [];
  const read: ReadPublic = async (request) => {
    if (request.kind !== 'query') throw new Error(`unexpected ${request.kind} read`);
    queries.push(request.query);
    if (request.query.collection !== COLLECTIONS.blogPosts) return [];
    return posts.filter((p) => (request.query.where ?? []).every((w) => (p as Record<string, unknown>)[w.field] === w.value));
  };
  return { read, queries };
}

describe('search in the render function', () => {
  it('finds a word of a published body and none of a draft', async () => {
    const { read } = reader([post('live', 'We tuned the autoscaler.'), post('draft', 'A secret roadmap.', false)]);
    const search = withSearch(read, cachedSearch(read));
    expect(await search({ kind: 'search', q: 'autoscaler' })).toMatchObject({ total: 1, hits: [{ path: '/blog/live' }] });
    expect(await search({ kind: 'search', q: 'roadmap' })).toMatchObject({ total: 0, hits: [] });
  });

  it('reads the corpus once for concurrent searches and again only after a minute', async () => {
    const { read, queries } = reader([post('a', 'alpha')]);
    let now = 0;
    const search = cachedSearch(read, () => now);
    await Promise.all([search.search(), search.search(), search.indexFile()]);
    expect(queries).toHaveLength(2); // posts and projects, once
    now = SEARCH_CORPUS_TTL_MS - 1;
    await search.search();
    expect(queries).toHaveLength(2);
    now = SEARCH_CORPUS_TTL_MS + 1;
    await search.search();
    expect(queries).toHaveLength(4);
  });

  it('serves /search.json and /search-index.json, cached like a page and kept out of search engines', async () => {
    const { read } = reader([post('live', 'We tuned the autoscaler.')]);
    const search = cachedSearch(read);
    const results = await serveSearchFile(search, '/search.json?q=autoscaler');
    expect(results?.status).toBe(200);
    expect(results?.headers).toMatchObject({ 'Content-Type': 'application/json; charset=utf-8', 'X-Robots-Tag': 'noindex' });
    expect(results?.headers['Cache-Control']).toContain('s-maxage=');
    expect(JSON.parse(results!.body)).toMatchObject({ query: 'autoscaler', total: 1 });

    const index = JSON.parse((await serveSearchFile(search, '/search-index.json'))!.body);
    expect(index).toEqual({ version: 1, entries: [['post', '/blog/live', 'Post live', 'An excerpt.', ['sre']]] });
    expect(await serveSearchFile(search, '/search')).toBeNull();
    expect(JSON.parse((await serveSearchFile(search, '/search.json'))!.body)).toEqual({ query: '', total: 0, hits: [] });
  });
});
