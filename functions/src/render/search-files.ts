/**
 * Search as JSON (issue 24), beside the pages: /search.json?q= (the results the search page shows,
 * for the app when it navigates there itself) and /search-index.json (the header box's small index,
 * fetched when the box is first focused). Both are cached by the CDN like a page, kept out of search
 * engines, and carry no trace of who asked.
 */
import { SEARCH_INDEX_FILE, SEARCH_RESULTS_FILE } from '@portfolio/model';
import type { CachedSearch } from '../search/cached-search.js';
import { PAGE_CACHE_CONTROL, type ServedResponse } from './serve-page.js';

const json = (body: unknown): ServedResponse => ({
  status: 200,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' },
  body: JSON.stringify(body),
});

/** The answer for a search file's address (path and query), or null for any other address. */
export async function serveSearchFile(search: CachedSearch, pathAndQuery: string): Promise<ServedResponse | null> {
  const url = new URL(pathAndQuery, 'http://served.local');
  if (url.pathname === SEARCH_INDEX_FILE) return json(await search.indexFile());
  if (url.pathname === SEARCH_RESULTS_FILE) return json((await search.search()).find(url.searchParams.get('q') ?? ''));
  return null;
}
