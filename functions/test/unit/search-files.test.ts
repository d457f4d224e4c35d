/**
 * Search in the render function: the two JSON files it serves from the stored index,
 * the header box's file bounded however large the site, and which writes call for a new build.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { searchEntryOf, type SearchIndexFile, type SearchResults } from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import { serveSearchFile } from '../../src/render/search-files';
import { SUGGESTIONS_MAX_GZIP, suggestionsFile } from '../../src/search/build-index';
import { changesSearch } from '../../src/search/index-builds';
import type { StoredSearch } from '../../src/search/stored-index';

const post = (slug: string, over: Record<string, unknown> = {}) => ({
  id: slug,
  slug,
  title: `Post ${slug}`,
  excerpt: 'An excerpt.',
  content: 'We tuned the autoscaler.',
  category: '',
  tags: ['sre'],
  published: true,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** A stored search that answers every query the same, recording what it was asked. */
function fakeSearch(results: SearchResults, file: SearchIndexFile) {
  const asked: [string, number | undefined][] = [];
  const search: StoredSearch = {
    find: async (q, limit) => (asked.push([q, limit]), { ...results, query: q }),
    indexFile: async () => file,
  };
  return { search, asked };
}

describe('the search files', () => {
  it('serves /search.json and /search-index.json, cached like a page and kept out of search engines', async () => {
    const file: SearchIndexFile = { version: 1, entries: [['post', '/blog/live', 'Post live', 'An excerpt.', ['sre']]], complete: true };
    const { search, asked } = fakeSearch({ query: '', total: 1, hits: [] }, file);
    const results = await serveSearchFile(search, '/search.json?q=autoscaler');
    expect(results?.status).toBe(200);
    expect(results?.headers).toMatchObject({ 'Content-Type': 'application/json; charset=utf-8', 'X-Robots-Tag': 'noindex' });
    expect(results?.headers['Cache-Control']).toContain('s-maxage=');
    expect(JSON.parse(results!.body)).toMatchObject({ query: 'autoscaler', total: 1 });
    expect(JSON.parse((await serveSearchFile(search, '/search-index.json'))!.body)).toEqual(file);
    expect(await serveSearchFile(search, '/search')).toBeNull();
    // The header box's few suggestions; any other limit is a whole page's.
    await serveSearchFile(search, '/search.json?q=helm&limit=6');
    await serveSearchFile(search, '/search.json?q=helm&limit=1e9');
    await serveSearchFile(search, '/search.json?q=helm&limit=-1');
    expect(asked.slice(1)).toEqual([
      ['helm', 6],
      ['helm', 50],
      ['helm', 50],
    ]);
  });

  it("keeps the header box's file under its budget at any size: projects first, then the newest posts, saying when it is not all", () => {
    const small = suggestionsFile([searchEntryOf('blog_posts', post('a'))]);
    expect(small).toMatchObject({ entries: 1, complete: true });
    const site = Array.from({ length: 20_000 }, (_, i) =>
      searchEntryOf(
        'blog_posts',
        post(`post-${i}`, {
          title: `A post title of ordinary length, number ${i} ${Math.random().toString(36)}`,
          excerpt: `An excerpt ${Math.random().toString(36).repeat(8)}`,
          tags: ['kubernetes', `t${i % 300}`],
        }),
      ),
    );
    const projects = Array.from({ length: 3 }, (_, i) =>
      searchEntryOf('projects', { id: `p${i}`, title: `Project ${i}`, description: 'D.' }),
    );
    const big = suggestionsFile([...site, ...projects]);
    expect(big.complete).toBe(false);
    expect(gzipSync(big.json).length).toBeLessThanOrEqual(SUGGESTIONS_MAX_GZIP);
    expect(big.gzipBytes).toBeLessThanOrEqual(100 * 1024);
    const parsed = JSON.parse(gunzipSync(gzipSync(big.json)).toString()) as SearchIndexFile;
    expect(parsed.entries.slice(0, 3).map((e) => e[1])).toEqual(['/projects/p0', '/projects/p1', '/projects/p2']);
    expect(parsed.entries[3]![1]).toBe('/blog/post-0');
    expect(parsed.entries.length).toBeGreaterThan(300);
  });

  it('builds again only after a write search can see', () => {
    const live = post('live');
    expect(changesSearch('blog_posts', 'live', undefined, live)).toBe(true);
    expect(changesSearch('blog_posts', 'live', live, { ...live, title: 'New title' })).toBe(true);
    expect(changesSearch('blog_posts', 'live', live, { ...live, published: false })).toBe(true);
    expect(changesSearch('blog_posts', 'live', live, undefined)).toBe(true);
    // A draft's edits, and a field search does not read, change nothing it finds.
    const draft = post('draft', { published: false });
    expect(changesSearch('blog_posts', 'draft', draft, { ...draft, content: 'A secret roadmap.' })).toBe(false);
    expect(changesSearch('blog_posts', 'live', live, { ...live, image_url: '/a.png' })).toBe(false);
  });
});
