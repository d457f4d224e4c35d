/**
 * Search as JSON, beside the pages: /search.json?q= (the results the search page shows,
 * for the app when it navigates there itself) and /search-index.json (the header box's small index,
 * fetched when the box is first focused). Both are cached by the CDN like a page, kept out of search
 * engines, and carry no trace of who asked.
 */
import { SEARCH_INDEX_FILE, SEARCH_RESULTS_FILE, SEARCH_RESULTS_MAX } from '@portfolio/model';
import type { StoredSearch } from '../search/stored-index.js';
import { PAGE_CACHE_CONTROL, type ServedResponse } from './serve-page.js';

const json = (body: unknown): ServedResponse => ({
  status: 200,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' },
  body: JSON.stringify(body),
});

/** The answer for a search file's address (path and query), or null for any other address. */
export async function serveSearchFile(search: StoredSearch, pathAndQuery: string): Promise<ServedResponse | null> {
  const url = new URL(pathAndQuery, 'http://served.local');
  if (url.pathname === SEARCH_INDEX_FILE) return json(await search.indexFile());
  if (url.pathname !== SEARCH_RESULTS_FILE) return null;
  // The header box asks for its few suggestions beyond its own file (`limit`, at most a page's worth).
  const limit = Number(url.searchParams.get('limit'));
  const wanted = Number.isInteger(limit) && limit >= 1 && limit <= SEARCH_RESULTS_MAX ? limit : SEARCH_RESULTS_MAX;
  return json(await search.find(url.searchParams.get('q') ?? '', wanted));
}
