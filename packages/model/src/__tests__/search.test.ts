import { describe, expect, it } from 'vitest';
import {
  highlightParts,
  loadSearchCorpus,
  markdownText,
  SEARCH_QUERY_MAX,
  searchCorpusQueries,
  searchEntriesOfIndexFile,
  searchEntryOf,
  searchIndexFileOf,
  searchQueryOf,
  snippetOf,
} from '../search.js';
import { SiteSearch } from '../search-engine.js';

const post = (slug: string, over: Record<string, unknown> = {}) => ({
  id: `id-${slug}`,
  slug,
  title: `Post ${slug}`,
  excerpt: 'An excerpt.',
  content: 'Some body text.',
  category: '',
  tags: [] as string[],
  published: true,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const project = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  title: `Project ${id}`,
  description: 'A project.',
  long_description: '',
  technologies: [] as string[],
  features: [] as string[],
  challenges: [] as string[],
  solutions: [] as string[],
  status: 'active',
  ...over,
});

const entries = [
  searchEntryOf('blog_posts', post('canary', { title: 'Canary releases', content: 'We shift traffic with **Argo Rollouts** slowly.' })),
  searchEntryOf('blog_posts', post('budgets', { title: 'Error budgets', excerpt: 'When to stop shipping.', tags: ['sre', 'slo'] })),
  searchEntryOf(
    'blog_posts',
    post('older', { title: 'Kubernetes upgrades', content: 'Drain nodes one at a time.', created_at: '2025-01-01T00:00:00.000Z' }),
  ),
  searchEntryOf(
    'blog_posts',
    post('newer', { title: 'Kubernetes costs', content: 'Right-size requests.', created_at: '2026-06-01T00:00:00.000Z' }),
  ),
  searchEntryOf(
    'projects',
    project('platform', { title: 'Internal platform', technologies: ['Terraform', 'Go'], features: ['Self-service databases'] }),
  ),
];
const search = new SiteSearch(entries);

describe('site search', () => {
  it('reads each item by its declaration: its page, title, summary, keywords and body text', () => {
    expect(entries[0]).toMatchObject({ kind: 'post', path: '/blog/canary', title: 'Canary releases', summary: 'An excerpt.' });
    expect(entries[0]!.text).toContain('We shift traffic with Argo Rollouts slowly.');
    expect(entries[4]).toMatchObject({ kind: 'project', path: '/projects/platform', keywords: ['Terraform', 'Go'] });
    expect(entries[4]!.text).toContain('Self-service databases');
  });

  it('finds a word that is only in a body, and shows the words around it', () => {
    const results = search.find('rollouts');
    expect(results.total).toBe(1);
    expect(results.hits[0]).toMatchObject({ path: '/blog/canary', terms: ['rollouts'] });
    expect(results.hits[0]!.snippet).toContain('Argo Rollouts slowly');
  });

  it('finds by keyword, technology and list field, each word required, the last one as a prefix', () => {
    expect(search.find('sre').hits.map((h) => h.path)).toEqual(['/blog/budgets']);
    expect(search.find('terraform').hits.map((h) => h.path)).toEqual(['/projects/platform']);
    expect(search.find('self-service').hits.map((h) => h.path)).toEqual(['/projects/platform']);
    expect(search.find('kubernetes drain').hits.map((h) => h.path)).toEqual(['/blog/older']);
    expect(search.find('kuber').total).toBe(2);
  });

  it('ranks a title match first, and the newer first among equal matches', () => {
    expect(search.find('kubernetes').hits.map((h) => h.path)).toEqual(['/blog/newer', '/blog/older']);
    const withBody = new SiteSearch([
      searchEntryOf('blog_posts', post('body', { content: 'Observability matters.' })),
      searchEntryOf('blog_posts', post('title', { title: 'Observability', created_at: '2020-01-01T00:00:00.000Z' })),
    ]);
    expect(withBody.find('observability').hits.map((h) => h.path)).toEqual(['/blog/title', '/blog/body']);
  });

  it('counts every match and returns at most the limit; an empty query finds nothing', () => {
    const many = new SiteSearch(
      Array.from({ length: 60 }, (_, i) => searchEntryOf('blog_posts', post(`p${i}`, { title: `Helm chart ${i}` }))),
    );
    const results = many.find('helm', 50);
    expect(results.total).toBe(60);
    expect(results.hits).toHaveLength(50);
    expect(search.find('   ')).toEqual({ query: '', total: 0, hits: [] });
    expect(search.find('zzzzqqq')).toEqual({ query: 'zzzzqqq', total: 0, hits: [] });
  });

  it('tidies a query: spaces collapsed, cut to its maximum', () => {
    expect(searchQueryOf('  cloud \n  run ')).toBe('cloud run');
    expect(searchQueryOf('x'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX);
    expect(searchQueryOf(null)).toBe('');
  });

  it('marks the matched words, whole and in any case', () => {
    expect(highlightParts('Kubernetes costs, kubernetes-wide', ['kubernetes'])).toEqual([
      { text: 'Kubernetes', mark: true },
      { text: ' costs, ', mark: false },
      { text: 'kubernetes', mark: true },
      { text: '-wide', mark: false },
    ]);
    expect(highlightParts('Kubernetesque', ['kubernetes'])).toEqual([{ text: 'Kubernetesque', mark: false }]);
    expect(highlightParts('use c++ daily', ['c++'])).toEqual([
      { text: 'use ', mark: false },
      { text: 'c++', mark: true },
      { text: ' daily', mark: false },
    ]);
  });

  it('cuts a snippet at spaces around the first match', () => {
    const text = `${'lead '.repeat(60)}needle ${'tail '.repeat(60)}`.trim();
    const snippet = snippetOf(text, ['needle']);
    expect(snippet).toMatch(/^… lead .* needle tail .* …$/);
    expect(snippet.length).toBeLessThanOrEqual(190);
    expect(snippetOf(text, ['absent'])).toBe('');
  });

  it('reads Markdown as its words: code kept, link targets, images and marks dropped', () => {
    expect(
      markdownText('# Title\n\nSee [the docs](https://x.dev) and ![a diagram](d.png).\n\n```sh\nkubectl get pods\n```\n> *quoted* `code`'),
    ).toBe('Title See the docs and a diagram. kubectl get pods quoted code');
  });

  it("gives the header's index without bodies, and reads it back leaving out what is malformed", () => {
    const file = searchIndexFileOf(entries);
    expect(JSON.stringify(file)).not.toContain('Argo');
    const back = searchEntriesOfIndexFile({ ...file, entries: [...file.entries, ['post', 1, 'x'], null] });
    expect(back).toHaveLength(entries.length);
    expect(new SiteSearch(back).find('canary').hits[0]!.path).toBe('/blog/canary');
    expect(searchEntriesOfIndexFile('nonsense')).toEqual([]);
  });

  it('reads only what a visitor may, the newest posts first and bounded', async () => {
    // In the registry's order; among equal matches a dated post still comes before a project.
    const queries = searchCorpusQueries();
    expect(queries.map((q) => q.query)).toEqual([
      expect.objectContaining({ collection: 'projects', where: [{ field: 'status', op: '==', value: 'active' }], limit: 500 }),
      expect.objectContaining({ collection: 'blog_posts', where: [{ field: 'published', op: '==', value: true }], limit: 2000 }),
    ]);
    const corpus = await loadSearchCorpus(async (query) => (query.collection === 'projects' ? [project('p')] : [post('a')]));
    expect(corpus.map((e) => e.path)).toEqual(['/projects/p', '/blog/a']);
  });
});
