import type { SearchResults } from '@portfolio/model';

/** "3 results for “helm”", or, past the page's limit, how many of them are shown. */
export function resultCount(results: SearchResults): string {
  const noun = results.total === 1 ? 'result' : 'results';
  return results.hits.length < results.total
    ? `The best ${results.hits.length} of ${results.total} results for “${results.query}”`
    : `${results.total} ${noun} for “${results.query}”`;
}
