/**
 * The header box's search engine: MiniSearch over the entries of its small index
 * (search.ts), ranked. Kept apart from search.ts so that only the box's suggester loads it (a chunk
 * loaded at the box's first focus), never a page's first load. Whole-site search is the stored index's
 * (search-index.ts).
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { SEARCH_RESULTS_MAX, searchQueryOf, snippetOf, type SearchEntry, type SearchHit, type SearchResults } from './search.js';

const ENGINE_OPTIONS: Options<SearchEntry> = {
  idField: 'path',
  fields: ['title', 'summary', 'keywords', 'text'],
  // Keywords are a list; tags are written with hyphens ('github-actions'), which split into words.
  extractField: (entry, field) => {
    const value = entry[field as keyof SearchEntry];
    return Array.isArray(value) ? value.join(' ') : String(value ?? '');
  },
};

const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 4, keywords: 3, summary: 2, text: 1 },
  // Every word must match; the last may be the start of one (the visitor is still typing it), and a
  // long word may be misspelt by a letter or two.
  combineWith: 'AND',
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
};

/** A search over a set of entries, made once and asked many times. */
export class SiteSearch {
  private readonly engine = new MiniSearch<SearchEntry>(ENGINE_OPTIONS);
  private readonly byPath = new Map<string, SearchEntry>();

  constructor(entries: readonly SearchEntry[]) {
    for (const entry of entries) {
      if (this.byPath.has(entry.path)) continue; // one page, one result
      this.byPath.set(entry.path, entry);
    }
    this.engine.addAll([...this.byPath.values()]);
  }

  get size(): number {
    return this.byPath.size;
  }

  /** The best `limit` matches of `raw`, best first (the newer first among equal scores). */
  find(raw: string, limit = SEARCH_RESULTS_MAX): SearchResults {
    const query = searchQueryOf(raw);
    if (!query) return { query, total: 0, hits: [] };
    const found = this.engine.search(query, QUERY_OPTIONS);
    const hits = found
      .map((result) => ({ result, entry: this.byPath.get(String(result.id))! }))
      .sort((a, b) => b.result.score - a.result.score || b.entry.date.localeCompare(a.entry.date))
      .slice(0, limit)
      .map(({ result, entry }): SearchHit => {
        const { text, ...shown } = entry;
        const terms = [...new Set(result.terms)];
        const bodyMatched = Object.values(result.match).some((fields) => fields.includes('text'));
        return { ...shown, terms, snippet: bodyMatched ? snippetOf(text, terms) : '' };
      });
    return { query, total: found.length, hits };
  }
}
