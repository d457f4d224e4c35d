/**
 * A site search's results as React state. A served /search page starts from the results
 * it was rendered with; after that (or in the demo) they come from the port.
 */
import { useEffect, useState } from 'react';
import { searchQueryOf, type SearchResults } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import type { DataError } from '@/data/port';
import { usePreloaded } from '@/data/preload';

export interface SearchState {
  /** The query as searched: '' when there is none to search. */
  query: string;
  results: SearchResults | null;
  loading: boolean;
  error: DataError | null;
}

export function useSearch(raw: string | null): SearchState {
  const port = useDataPort();
  const query = searchQueryOf(raw);
  const preloaded = usePreloaded<SearchResults>(query ? { kind: 'search', q: query } : null);
  const [state, setState] = useState<{ query: string; results: SearchResults | null; error: DataError | null }>({
    query: '',
    results: null,
    error: null,
  });

  useEffect(() => {
    if (!query || preloaded) return;
    let current = true;
    port.search(query).then(
      (results) => current && setState({ query, results, error: null }),
      (error: DataError) => current && setState({ query, results: null, error }),
    );
    return () => {
      current = false;
    };
  }, [port, query, preloaded]);

  if (!query) return { query, results: null, loading: false, error: null };
  if (preloaded) return { query, results: preloaded, loading: false, error: null };
  if (state.query !== query) return { query, results: null, loading: true, error: null };
  return { query, results: state.results, loading: false, error: state.error };
}
