/**
 * Site search: what it covers, how a match is shown, and the header box's small index.
 * Two engines search these entries:
 *
 * - the stored index (search-index.ts): built from every field each content type declares for search
 *   (`SearchDeclaration` in declare/content-type.ts), post bodies included, when content changes, and
 *   read in bounded pieces by the render function for /search?q= and /search.json (the twin builds
 *   the same index from its own documents);
 * - MiniSearch (search-engine.ts) in the header's box, once the app runs, over a small index (titles,
 *   summaries and keywords only: /search-index.json) that it fetches when the box is first focused.
 *
 * Only public documents are searched (each query carries the visitor's filter and the readers apply
 * it again), and nothing here keeps a query. The engines are apart from this file, so that pages which
 * only show results or hold the header's box never load them.
 */
import { COLLECTION_DECLARATIONS, COLLECTION_LIST, visitorFilter, type ListedCollection } from './content-types/registry.js';
import type { Collection } from './declare/collection.js';
import type { SearchDeclaration } from './declare/content-type.js';
import { isItemPageKind, itemPageOf, itemPathOf, type ItemPageKind } from './routes.js';
import type { ServedQuery } from './served-page.js';

/** A collection site search covers: its `search` (how many it reads) and its type's (what it finds an item by). */
type Searched = Extract<ListedCollection, { readonly search: object }>;
export type SearchedCollection = Searched['name'];

/** The collections search covers, each by its type's search declaration, in the registry's order. */
const SEARCHED = Object.fromEntries(
  (COLLECTION_LIST as readonly Collection[]).flatMap((c) => {
    if (!c.search) return [];
    const spec = c.holds[0]?.search;
    if (!spec) throw new Error(`The ${c.name} collection is searched, but its type declares no search`);
    return [[c.name, spec]];
  }),
) as Readonly<Record<SearchedCollection, SearchDeclaration>>;
export const SEARCHED_COLLECTIONS = Object.keys(SEARCHED) as SearchedCollection[];

/**
 * How many documents of each collection search reads (the newest posts first): what one search costs
 * stays bounded however long the site runs. docs/search.md has the trade-off.
 */
export const SEARCH_CORPUS_LIMITS = Object.fromEntries(
  SEARCHED_COLLECTIONS.map((name) => [name, COLLECTION_DECLARATIONS[name].search!.limit]),
) as Readonly<Record<SearchedCollection, number>>;
/** A query longer than this is cut (nobody types more; a long one only costs time). */
export const SEARCH_QUERY_MAX = 100;
/** The results a search page shows; the count says how many matched in all. */
export const SEARCH_RESULTS_MAX = 50;
/** The results the header's box shows as the visitor types. */
export const SEARCH_SUGGESTIONS_MAX = 6;
/** A summary in the header's index is cut to this many characters (the index stays small). */
export const SEARCH_INDEX_SUMMARY_MAX = 120;

/** Where the render function answers a search as JSON (`?q=`), for the app's own search page after it runs. */
export const SEARCH_RESULTS_FILE = '/search.json';
/** Where the render function serves the header box's index (SearchIndexFile). */
export const SEARCH_INDEX_FILE = '/search-index.json';

/** The page a search entry is on: a page of the route table that shows an item, by its name. */
export type SearchKind = ItemPageKind;

/** One searchable item: a published post or an active project, as search reads it. */
export interface SearchEntry {
  kind: SearchKind;
  /** The item's page on this site, e.g. '/blog/my-post'. */
  path: string;
  title: string;
  summary: string;
  keywords: string[];
  /** Searched, not shown (except as the snippet around a match): a post's body as plain text. */
  text: string;
  /** ISO time, '' when the type has none: the newer first among equal matches. */
  date: string;
}

export interface SearchHit extends Omit<SearchEntry, 'text'> {
  /** Some words of the body around its first match, '' when the body did not match. */
  snippet: string;
  /** The words of the item that matched (lower case), for highlighting. */
  terms: string[];
}

export interface SearchResults {
  /** The query as searched (trimmed, cut to SEARCH_QUERY_MAX). */
  query: string;
  /** How many items matched (more than `hits` holds when over SEARCH_RESULTS_MAX). */
  total: number;
  hits: SearchHit[];
}

/**
 * The header box's index: titles, summaries and keywords only, as arrays (the file stays small). On a
 * large site it holds the newest items only (`complete` false), and the box asks the server beyond them.
 */
export interface SearchIndexFile {
  version: 1;
  entries: [kind: SearchKind, path: string, title: string, summary: string, keywords: string[]][];
  /** Every searchable item is in it (absent in files made before it was said: read as true). */
  complete?: boolean;
}

/** A query from an address or a box: spaces collapsed, trimmed, cut. */
export const searchQueryOf = (raw: string | null | undefined): string =>
  (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim();

/**
 * Markdown as the words a reader sees: code kept (a search for a command finds it), link targets,
 * image addresses, HTML tags and Markdown's marks dropped.
 */
export function markdownText(markdown: string): string {
  return (
    markdown
      .replace(/^\s*(```|~~~).*$/gm, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, ' ')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      // Emphasis and code marks go without a trace ('*healthy*.' reads 'healthy.'); underscores stay
      // (snake_case names in code), table pipes part cells.
      .replace(/[*~`]+/g, '')
      .replace(/\|/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A list field's strings (a text field as a list of one). */
function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The page that shows an item of a searched collection (every one has one: a result links to it). */
function pageOf(collection: SearchedCollection): SearchKind {
  const kind = itemPageOf(collection);
  if (!isItemPageKind(kind)) throw new Error(`No page of the route table shows an item of ${collection}: search has nothing to link to`);
  return kind;
}

/** A document (parsed, with its id) as search reads it, by its type's declaration. */
export function searchEntryOf(collection: SearchedCollection, doc: { id: string } & Record<string, unknown>): SearchEntry {
  const spec = SEARCHED[collection];
  return {
    kind: pageOf(collection),
    path: itemPathOf(collection, doc) ?? '',
    title: str(doc[spec.title]),
    summary: str(doc[spec.summary]),
    keywords: spec.keywords ? strings(doc[spec.keywords]) : [],
    text: (spec.text ?? []).map((field) => strings(doc[field]).map(markdownText).join(' ')).join(' '),
    date: spec.date ? str(doc[spec.date]) : '',
  };
}

/** The public reads search is built from: each collection's visible documents, the newest posts first, bounded. */
export function searchCorpusQueries(): { collection: SearchedCollection; query: ServedQuery }[] {
  return SEARCHED_COLLECTIONS.map((collection) => {
    const spec = SEARCHED[collection];
    const date = spec.date;
    return {
      collection,
      query: {
        collection,
        where: visitorFilter(collection),
        ...(date ? { orderBy: [{ field: date, direction: 'desc' as const }] } : {}),
        limit: SEARCH_CORPUS_LIMITS[collection],
      },
    };
  });
}

/** Every searchable item, read with `read` (a reader of public documents). */
export async function loadSearchCorpus(read: (query: ServedQuery) => Promise<unknown[]>): Promise<SearchEntry[]> {
  const parts = await Promise.all(
    searchCorpusQueries().map(async ({ collection, query }) =>
      ((await read(query)) as ({ id: string } & Record<string, unknown>)[]).map((doc) => searchEntryOf(collection, doc)),
    ),
  );
  return parts.flat();
}

/** The pattern of whole words among `terms`, any case (terms are the engine's, lower case). */
function wordsPattern(terms: readonly string[]): RegExp | null {
  const words = terms.filter(Boolean).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** About `size` characters of `text` around the first of `terms`, cut at spaces, with '…' where cut. */
export function snippetOf(text: string, terms: readonly string[], size = 180): string {
  const pattern = wordsPattern(terms);
  const at = pattern ? text.search(pattern) : -1;
  if (at < 0) return '';
  let start = Math.max(0, at - Math.floor(size / 3));
  let end = Math.min(text.length, start + size);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/** `text` in parts, the words among `terms` marked: what a result shows highlighted. */
export function highlightParts(text: string, terms: readonly string[]): { text: string; mark: boolean }[] {
  const pattern = wordsPattern(terms);
  if (!pattern || !text) return text ? [{ text, mark: false }] : [];
  const parts: { text: string; mark: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max - 1) + 1 || max - 1).trim()}…`;

/** The header box's index of a corpus (bodies left out, summaries cut). */
export const searchIndexFileOf = (entries: readonly SearchEntry[]): SearchIndexFile => ({
  version: 1,
  entries: entries.map((e) => [e.kind, e.path, e.title, cut(e.summary, SEARCH_INDEX_SUMMARY_MAX), e.keywords]),
});

/** The entries of a header index (no bodies); anything malformed is left out. */
export function searchEntriesOfIndexFile(file: unknown): SearchEntry[] {
  const entries = (file as Partial<SearchIndexFile> | null)?.entries;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((e): SearchEntry[] => {
    if (!Array.isArray(e) || !isItemPageKind(e[0]) || typeof e[1] !== 'string' || typeof e[2] !== 'string') return [];
    return [{ kind: e[0], path: e[1], title: e[2], summary: str(e[3]), keywords: strings(e[4]), text: '', date: '' }];
  });
}
