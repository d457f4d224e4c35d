/**
 * Site search's stored index: built when content changes, off a visitor's request, and kept
 * in bounded pieces that a search reads a few of. Nothing here is rebuilt on a request: a search reads
 * the index's description, the shards of its words (terms grouped by their first two letters) and the
 * entries of the results it shows, so its reads and its work are bounded whatever the site's size.
 *
 * - `buildSearchIndex(entries)` turns the searchable items (search.ts) into entries numbered newest
 *   first, shards of postings (each term's entries and weights, BM25 over the declared fields with their
 *   boosts) and the description (how many entries, which shards exist);
 * - `searchStoredIndex(raw, store)` answers a query from such pieces wherever they are kept: Firestore
 *   (the functions' search/stored-index.ts) or memory (the twin). Every word must match; the last may
 *   be the start of a word; a word of six letters or more may be misspelt by a letter or so, its first
 *   two letters right (they name its shard).
 */
import {
  SEARCH_QUERY_MAX,
  SEARCH_RESULTS_MAX,
  searchQueryOf,
  snippetOf,
  type SearchEntry,
  type SearchHit,
  type SearchResults,
} from './search.js';

/** Bumped when what the index holds or how it is read changes: the next build then replaces it. */
export const SEARCH_INDEX_VERSION = 1;
/** A query's words searched at most (a query is cut at SEARCH_QUERY_MAX characters anyway). */
export const SEARCH_WORDS_MAX = 8;
/** The body text an entry keeps for the snippet around a match (the index covers the whole body). */
export const SEARCH_SNIPPET_TEXT_MAX = 10_000;
/** The terms a prefix or a misspelling may stand for, at most (the most common first). */
const EXPANSIONS_MAX = 30;
/** The shards split off below a last word that is read for its completions, at most. */
const PREFIX_SHARDS_MAX = 6;

const BOOST = { title: 4, keywords: 3, summary: 2, text: 1 } as const;
type Field = keyof typeof BOOST;
const FIELDS = Object.keys(BOOST) as Field[];
/** BM25's saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/** How much a prefix or a misspelling counts against the word itself. */
const PREFIX_FACTOR = 0.5;
const FUZZY_FACTOR = 0.4;

/** A term's postings: entry numbers and weights, flat ([n, w, n, w, …]) to keep shards small. */
export type Postings = number[];
/** A shard: the postings of every term with the same first two characters. */
export type SearchShard = Record<string, Postings>;

/** An entry as stored: what a result shows, and the start of the body for its snippet. */
export type StoredSearchEntry = SearchEntry;

/** What a search reads first: how many entries there are and which shards exist. */
export interface SearchIndexMeta {
  version: number;
  /** Which build the pieces belong to (a new build writes new pieces, then points here to them). */
  generation: string;
  count: number;
  shards: string[];
}

export interface BuiltSearchIndex {
  entries: StoredSearchEntry[];
  shards: Map<string, SearchShard>;
  count: number;
}

/** Where a search reads the pieces of one generation. */
export interface SearchIndexStore {
  meta(): Promise<SearchIndexMeta | null>;
  shard(key: string): Promise<SearchShard | null>;
  entries(numbers: number[]): Promise<(StoredSearchEntry | null)[]>;
}

/** A text's words, lower case (letters, digits and combining marks; anything else parts them). */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);

/** A term's first `length` characters (all of a shorter one). */
export const shardOf = (term: string, length = 2): string => Array.from(term).slice(0, length).join('');

/** A shard stays under this many characters of JSON (a Firestore document holds at most 1 MiB). */
export const SEARCH_SHARD_MAX = 400_000;
/** Shards split by at most this many first characters; past it, the most common terms are cut. */
const SHARD_KEY_MAX = 6;

const shardSize = (terms: readonly string[], postings: Map<string, Postings>) =>
  terms.reduce((size, term) => size + term.length + 6 + postings.get(term)!.length * 5, 2);

/**
 * Terms into shards by their first `length` characters; a shard that would be too large splits by one
 * character more (its terms of `length` characters keep its key), so no shard outgrows a document.
 */
function partition(terms: readonly string[], length: number, postings: Map<string, Postings>, shards: Map<string, SearchShard>) {
  const groups = new Map<string, string[]>();
  for (const term of terms) {
    const key = shardOf(term, length);
    const group = groups.get(key) ?? [];
    groups.set(key, group);
    group.push(term);
  }
  for (const [key, group] of groups) {
    if (shardSize(group, postings) <= SEARCH_SHARD_MAX || length >= SHARD_KEY_MAX) {
      shards.set(key, Object.fromEntries(group.map((term) => [term, postings.get(term)!])));
      continue;
    }
    const whole = group.filter((term) => Array.from(term).length <= length);
    if (whole.length > 0) shards.set(key, Object.fromEntries(whole.map((term) => [term, postings.get(term)!])));
    partition(
      group.filter((term) => Array.from(term).length > length),
      length + 1,
      postings,
      shards,
    );
  }
}

/** The shard that holds `term`: the longest key among `keys` that starts it. */
export function shardKeyOf(term: string, keys: ReadonlySet<string>): string | null {
  for (let length = Math.min(SHARD_KEY_MAX, Array.from(term).length); length >= 1; length -= 1) {
    const key = shardOf(term, length);
    if (keys.has(key)) return key;
  }
  return null;
}

/** The shards a query word is looked up in: its own, and for the last word the shards split off below it. */
function shardsOfWord(word: string, last: boolean, keys: ReadonlySet<string>): string[] {
  const own = shardKeyOf(word, keys);
  const below = last ? [...keys].filter((key) => key.length > word.length && key.startsWith(word)).slice(0, PREFIX_SHARDS_MAX) : [];
  return [...(own ? [own] : []), ...below];
}

const fieldText = (entry: SearchEntry, field: Field) => (field === 'keywords' ? entry.keywords.join(' ') : entry[field]);

/**
 * The index of `items`: entries numbered newest first (posts by date; projects, undated, after them in
 * the order given), each term's postings weighted by BM25 over the fields and their boosts.
 */
export function buildSearchIndex(items: readonly SearchEntry[]): BuiltSearchIndex {
  const seen = new Set<string>();
  const entries = items
    .filter((item) => !seen.has(item.path) && seen.add(item.path))
    .map((item, order) => ({ item, order }))
    .sort((a, b) => b.item.date.localeCompare(a.item.date) || a.order - b.order)
    .map(({ item }) => item);
  const words = entries.map(
    (entry) => Object.fromEntries(FIELDS.map((field) => [field, searchWords(fieldText(entry, field))])) as Record<Field, string[]>,
  );
  const average = Object.fromEntries(
    FIELDS.map((field) => [field, Math.max(1, words.reduce((sum, w) => sum + w[field].length, 0) / Math.max(1, entries.length))]),
  ) as Record<Field, number>;
  const postings = new Map<string, Postings>();
  words.forEach((fields, n) => {
    const scores = new Map<string, number>();
    for (const field of FIELDS) {
      const counts = new Map<string, number>();
      for (const word of fields[field]) counts.set(word, (counts.get(word) ?? 0) + 1);
      const norm = K1 * (1 - B + (B * fields[field].length) / average[field]);
      for (const [term, tf] of counts) scores.set(term, (scores.get(term) ?? 0) + (BOOST[field] * tf * (K1 + 1)) / (tf + norm));
    }
    for (const [term, score] of scores) {
      const list = postings.get(term) ?? [];
      postings.set(term, list);
      list.push(n, Math.max(1, Math.round(score * 10)));
    }
  });
  const shards = new Map<string, SearchShard>();
  partition([...postings.keys()], 2, postings, shards);
  const stored = entries.map((entry) => ({ ...entry, text: entry.text.slice(0, SEARCH_SNIPPET_TEXT_MAX) }));
  return { entries: stored, shards, count: entries.length };
}

/** The edit distance of two words, or more than `max` once it is sure to be (only its size matters then). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > max) return max + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/** The terms of `shard` a query word stands for, each with how much it counts. */
function termsFor(word: string, last: boolean, shard: SearchShard): [string, number][] {
  const found: [string, number][] = word in shard ? [[word, 1]] : [];
  const byUse = (terms: string[]) => terms.sort((a, b) => shard[b]!.length - shard[a]!.length).slice(0, EXPANSIONS_MAX);
  if (last && Array.from(word).length >= 2)
    found.push(
      ...byUse(Object.keys(shard).filter((t) => t !== word && t.startsWith(word))).map((t): [string, number] => [t, PREFIX_FACTOR]),
    );
  const max = word.length >= 6 ? Math.floor(word.length * 0.2) : 0;
  if (max > 0) {
    const near = Object.keys(shard).filter((t) => t !== word && !t.startsWith(word) && distance(word, t, max) <= max);
    found.push(...byUse(near).map((t): [string, number] => [t, FUZZY_FACTOR]));
  }
  return found;
}

/** Entries by number: how well they match so far, and the terms that matched. */
type Matches = Map<number, { score: number; terms: string[] }>;

/** Each entry a word matches: its best score for the word, and the terms that matched. */
function matchesOf(word: string, last: boolean, shard: SearchShard, count: number): Matches {
  const matches: Matches = new Map();
  for (const [term, factor] of termsFor(word, last, shard)) {
    const postings = shard[term]!;
    const df = postings.length / 2;
    const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
    for (let i = 0; i < postings.length; i += 2) {
      const n = postings[i]!;
      const score = (postings[i + 1]! / 10) * idf * factor;
      const match = matches.get(n);
      if (!match) matches.set(n, { score, terms: [term] });
      else {
        match.score = Math.max(match.score, score);
        match.terms.push(term);
      }
    }
  }
  return matches;
}

/** The best `limit` results of `raw` from a stored index, best first (the newer first among equals). */
export async function searchStoredIndex(raw: string, store: SearchIndexStore, limit = SEARCH_RESULTS_MAX): Promise<SearchResults> {
  const query = searchQueryOf(raw);
  const words = [...new Set(searchWords(query.slice(0, SEARCH_QUERY_MAX)))].slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return { query, total: 0, hits: [] };
  const meta = await store.meta();
  if (!meta || meta.count === 0) return { query, total: 0, hits: [] };
  const known = new Set(meta.shards);
  const wordShards = words.map((word, i) => shardsOfWord(word, i === words.length - 1, known));
  const keys = [...new Set(wordShards.flat())];
  const shards = new Map(await Promise.all(keys.map(async (key) => [key, await store.shard(key)] as const)));
  let found: Matches | null = null;
  for (const [i, word] of words.entries()) {
    // The word's shards as one (a last word's completions may be in the shards split off below it).
    const shard = Object.assign({}, ...wordShards[i]!.map((key) => shards.get(key) ?? {})) as SearchShard;
    const matches = matchesOf(word, i === words.length - 1, shard, meta.count);
    if (found === null) found = matches;
    else {
      const both: Matches = new Map();
      for (const [n, match] of found) {
        const other = matches.get(n);
        if (other) both.set(n, { score: match.score + other.score, terms: [...match.terms, ...other.terms] });
      }
      found = both;
    }
    if (found.size === 0) break;
  }
  const ranked = [...(found ?? (new Map() as Matches))].sort(([a, x], [b, y]) => y.score - x.score || a - b);
  const top = ranked.slice(0, limit);
  const entries = await store.entries(top.map(([n]) => n));
  const hits = top.flatMap(([, match], i): SearchHit[] => {
    const entry = entries[i];
    if (!entry) return [];
    const { text, ...shown } = entry;
    const terms = [...new Set(match.terms)];
    // Some words of the body around its first match ('' when the body holds none).
    return [{ ...shown, terms, snippet: snippetOf(text, terms) }];
  });
  return { query, total: ranked.length, hits };
}

/** A store over a built index held in memory (the twin, and tests). */
export function memorySearchStore(built: BuiltSearchIndex, generation = 'memory'): SearchIndexStore {
  const meta: SearchIndexMeta = { version: SEARCH_INDEX_VERSION, generation, count: built.count, shards: [...built.shards.keys()] };
  return {
    meta: async () => meta,
    shard: async (key) => built.shards.get(key) ?? null,
    entries: async (numbers) => numbers.map((n) => built.entries[n] ?? null),
  };
}
