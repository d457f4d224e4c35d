/**
 * The header box's search, loaded when the box is first focused: the engine and the
 * small index (titles, summaries, keywords: packages/model/src/search.ts) are never part of a page's
 * first load. On a large site the index holds the newest items only (it stays under 100 KB gzip): when
 * it finds fewer than a list's worth, the box asks the server for the rest. A whole search page
 * (bodies included) is one Enter away.
 */
import { SEARCH_SUGGESTIONS_MAX, searchEntriesOfIndexFile, SiteSearch, type SearchResults } from '@portfolio/model';
import type { DataPort } from '@/data/port';

export interface Suggest {
  /** The best matches in the box's own index, at once. */
  local(query: string): SearchResults;
  /** The best matches of the whole site (null when the box's index already holds every item). */
  beyond: ((query: string) => Promise<SearchResults>) | null;
}

export async function createSuggester(port: DataPort): Promise<Suggest> {
  const file = await port.searchIndex();
  const search = new SiteSearch(searchEntriesOfIndexFile(file));
  return {
    local: (query) => search.find(query, SEARCH_SUGGESTIONS_MAX),
    beyond: file.complete === false ? (query) => port.search(query, SEARCH_SUGGESTIONS_MAX) : null,
  };
}

/** The box's own matches first, then the server's that it lacks, a list's worth at most. */
export function mergedSuggestions(local: SearchResults, server: SearchResults): SearchResults {
  const shown = new Set(local.hits.map((hit) => hit.path));
  const hits = [...local.hits, ...server.hits.filter((hit) => !shown.has(hit.path))].slice(0, SEARCH_SUGGESTIONS_MAX);
  return { query: local.query, total: Math.max(local.total, server.total), hits };
}
