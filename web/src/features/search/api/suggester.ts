/**
 * The header box's search (issue 24), loaded when the box is first focused: the engine and the small
 * index (titles, summaries, keywords: packages/model/src/search.ts) are never part of a page's first
 * load. A whole search page (bodies included) is one Enter away.
 */
import { SEARCH_SUGGESTIONS_MAX, searchEntriesOfIndexFile, SiteSearch, type SearchResults } from '@portfolio/model';
import type { DataPort } from '@/data/port';

export type Suggest = (query: string) => SearchResults;

export async function createSuggester(port: DataPort): Promise<Suggest> {
  const search = new SiteSearch(searchEntriesOfIndexFile(await port.searchIndex()));
  return (query) => search.find(query, SEARCH_SUGGESTIONS_MAX);
}
