/**
 * Site search at 1,000 posts: the header box's index (/search-index.json) as the render
 * function builds it, its size gzipped (budget 100 KB), and the time from the file's text to the
 * first result (parse, index, search: what the browser does after the file arrives), and the time of
 * a full search over the bodies (what /search?q= costs the render function once its corpus is read).
 * Posts are made of varied words (a vocabulary of 3,000 made-up words, Zipf-like), so the index does
 * not compress better than real writing would. Each time is a median of 5 with its min–max.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { searchEntriesOfIndexFile, searchEntryOf, searchIndexFileOf, SiteSearch } from '@portfolio/model';
import { expect, it } from 'vitest';

const POSTS = 1000;
const RUNS = 5;

// A deterministic generator: the same site every run.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ter',
  'ra',
  'form',
  'ku',
  'ber',
  'net',
  'es',
  'clo',
  'ud',
  'op',
  'dev',
  'sec',
  'ops',
  'pla',
  'tin',
  'gre',
  'vo',
];
const VOCABULARY = Array.from({ length: 3000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''),
);
const word = () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2)]!; // common words more often
const words = (n: number) => Array.from({ length: n }, word).join(' ');
const TAGS = Array.from({ length: 40 }, (_, i) => `${word()}-${i}`);

const posts = Array.from({ length: POSTS }, (_, i) => ({
  id: `post-${i}`,
  slug: `${words(5).replace(/ /g, '-')}-${i}`,
  title: words(7),
  excerpt: `${words(24)}.`,
  content: Array.from({ length: 12 }, () => `${words(60)}.`).join('\n\n'),
  category: '',
  tags: [TAGS[i % 40]!, TAGS[(i * 7) % 40]!, TAGS[(i * 13) % 40]!],
  published: true,
  created_at: new Date(Date.UTC(2021, 0, 1) + i * 86_400_000).toISOString(),
}));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const timed = (work: () => unknown) => {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    work();
    ms.push(performance.now() - start);
  }
  const round = (x: number) => Math.round(x * 10) / 10;
  return { medianMs: round(median(ms)), minMs: round(Math.min(...ms)), maxMs: round(Math.max(...ms)) };
};

it('measures the header index and search at 1,000 posts', () => {
  const entries = posts.map((p) => searchEntryOf('blog_posts', p));
  const file = JSON.stringify(searchIndexFileOf(entries));
  const query = posts[500]!.title.split(' ').slice(0, 2).join(' ');

  const firstResult = timed(() => {
    const found = new SiteSearch(searchEntriesOfIndexFile(JSON.parse(file))).find(query, 6);
    expect(found.total).toBeGreaterThan(0);
  });
  const full = new SiteSearch(entries);
  const fullBuild = timed(() => new SiteSearch(entries));
  const fullQuery = timed(() => expect(full.find(query).total).toBeGreaterThan(0));

  const out = {
    posts: POSTS,
    indexKb: Math.round(file.length / 102.4) / 10,
    indexKbGzip: Math.round(gzipSync(file).length / 102.4) / 10,
    firstResult,
    fullBuild,
    fullQuery,
  };
  writeFileSync(process.env.BENCH_SEARCH_OUT ?? 'bench/dist/search.json', JSON.stringify(out));
});
