/**
 * The stored search index: what a search finds and how it ranks, as the in-memory engine
 * did, and that a search reads a bounded number of pieces whatever the site's size.
 */
import { describe, expect, it } from 'vitest';
import { searchEntryOf, type SearchEntry } from '../search.js';
import {
  buildSearchIndex,
  memorySearchStore,
  SEARCH_SHARD_MAX,
  searchStoredIndex,
  SEARCH_WORDS_MAX,
  shardOf,
  type SearchIndexStore,
} from '../search-index.js';

const post = (slug: string, over: Record<string, unknown> = {}) =>
  searchEntryOf('blog_posts', {
    id: `id-${slug}`,
    slug,
    title: `Post ${slug}`,
    excerpt: 'An excerpt.',
    content: 'Some body text.',
    category: '',
    tags: [] as string[],
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  });
const project = (id: string, over: Record<string, unknown> = {}) =>
  searchEntryOf('projects', {
    id,
    title: `Project ${id}`,
    description: 'A project.',
    long_description: '',
    technologies: [],
    features: [],
    ...over,
  });

const entries: SearchEntry[] = [
  post('canary', { title: 'Canary releases', content: 'We shift traffic with **Argo Rollouts** slowly.' }),
  post('budgets', { title: 'Error budgets', excerpt: 'When to stop shipping.', tags: ['sre', 'slo'] }),
  post('older', { title: 'Kubernetes upgrades', content: 'Drain nodes one at a time.', created_at: '2025-01-01T00:00:00.000Z' }),
  post('newer', { title: 'Kubernetes costs', content: 'Right-size requests.', created_at: '2026-06-01T00:00:00.000Z' }),
  project('platform', { title: 'Internal platform', technologies: ['Terraform', 'Go'], features: ['Self-service databases'] }),
];

/** A store that counts what a search reads. */
function counting(store: SearchIndexStore) {
  const reads = { meta: 0, shards: 0, entries: 0 };
  const counted: SearchIndexStore = {
    meta: () => (reads.meta++, store.meta()),
    shard: (key) => (reads.shards++, store.shard(key)),
    entries: (numbers) => ((reads.entries += numbers.length), store.entries(numbers)),
  };
  return { reads, store: counted };
}

const store = memorySearchStore(buildSearchIndex(entries));
const find = async (q: string, limit?: number) => searchStoredIndex(q, store, limit);
const paths = async (q: string) => (await find(q)).hits.map((hit) => hit.path);

describe('the stored search index', () => {
  it('finds a word that is only in a body, and shows the words around it', async () => {
    const results = await find('rollouts');
    expect(results.total).toBe(1);
    expect(results.hits[0]).toMatchObject({ path: '/blog/canary', title: 'Canary releases', terms: ['rollouts'] });
    expect(results.hits[0]!.snippet).toContain('Argo Rollouts slowly');
  });

  it('finds by keyword, technology and list field, each word required, the last one as a prefix, a long word misspelt', async () => {
    expect(await paths('sre')).toEqual(['/blog/budgets']);
    expect(await paths('terraform')).toEqual(['/projects/platform']);
    expect(await paths('self-service')).toEqual(['/projects/platform']);
    expect(await paths('kubernetes drain')).toEqual(['/blog/older']);
    expect((await find('kuber')).total).toBe(2);
    expect((await find('kubernetis')).total).toBe(2);
    expect(await find('kuber zzzz')).toMatchObject({ total: 0, hits: [] });
  });

  it('ranks a title match first, and the newer first among equal matches', async () => {
    expect(await paths('kubernetes')).toEqual(['/blog/newer', '/blog/older']);
    const withBody = memorySearchStore(
      buildSearchIndex([
        post('body', { content: 'Observability matters.' }),
        post('title', { title: 'Observability', created_at: '2020-01-01T00:00:00.000Z' }),
      ]),
    );
    expect((await searchStoredIndex('observability', withBody)).hits.map((h) => h.path)).toEqual(['/blog/title', '/blog/body']);
  });

  it('counts every match and returns at most the limit; an empty query finds nothing', async () => {
    const many = memorySearchStore(buildSearchIndex(Array.from({ length: 60 }, (_, i) => post(`p${i}`, { title: `Helm chart ${i}` }))));
    const results = await searchStoredIndex('helm', many, 50);
    expect(results.total).toBe(60);
    expect(results.hits).toHaveLength(50);
    expect(await find('   ')).toEqual({ query: '', total: 0, hits: [] });
  });

  it('groups terms in shards by their first two characters, and reads only the shards of the words and the results shown', async () => {
    expect(shardOf('kubernetes')).toBe('ku');
    expect(shardOf('k')).toBe('k');
    expect(shardOf('日本語')).toBe('日本');
    const site = buildSearchIndex(
      Array.from({ length: 2000 }, (_, i) =>
        post(`post-${i}`, {
          title: `Note ${i} on ${['helm', 'terraform', 'kubernetes', 'observability'][i % 4]}`,
          content: `Body ${i} about deployments, rollbacks and the word w${i}.`,
          created_at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
        }),
      ),
    );
    const { reads, store: counted } = counting(memorySearchStore(site));
    const results = await searchStoredIndex('deployments rollbacks kubernetes', counted);
    expect(results.total).toBe(500);
    expect(results.hits).toHaveLength(50);
    // The description, one shard per word, and the 50 entries shown: nothing grows with the site.
    expect(reads).toEqual({ meta: 1, shards: 3, entries: 50 });
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    const { reads: capped, store: second } = counting(memorySearchStore(site));
    await searchStoredIndex(words, second);
    expect(capped.shards).toBeLessThanOrEqual(SEARCH_WORDS_MAX);
  });

  // 400 posts of 300 words, every word starting "ku": one two-letter shard would hold 120,000 places.
  // Building them is CPU work (3 s at a load of 12; 2,000 posts took 10 s there), hence the time allowed.
  it(
    'splits a shard that would be too large by one more letter, and still finds its words and their completions',
    { timeout: 30_000 },
    async () => {
      const skewed = buildSearchIndex(
        Array.from({ length: 400 }, (_, i) =>
          post(`k-${i}`, { content: Array.from({ length: 300 }, (_, w) => `kube${(i * 7 + w) % 5000}`).join(' ') }),
        ),
      );
      for (const [key, shard] of skewed.shards) expect(JSON.stringify(shard).length, key).toBeLessThanOrEqual(SEARCH_SHARD_MAX);
      expect(skewed.shards.size).toBeGreaterThan(2);
      const split = memorySearchStore(skewed);
      expect((await searchStoredIndex('kube1234', split)).total).toBeGreaterThan(0);
      // A short start of many words stands for its most common completions only (a bounded search).
      expect((await searchStoredIndex('kube', split)).total).toBeGreaterThan(0);
    },
  );
});
