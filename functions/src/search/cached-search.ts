/**
 * Site search for the render function (issue 24): the searchable items of the site (public posts and
 * projects, packages/model/src/search.ts) read once and kept by the instance for a minute, the time
 * the CDN keeps a page. A content change reaches search as it reaches a page, within about a minute,
 * without any redeploy; a visitor's search costs no read while the corpus is fresh, and a cold one
 * reads at most SEARCH_CORPUS_LIMITS documents.
 */
import { loadSearchCorpus, searchIndexFileOf, SiteSearch, type ReadPublic, type SearchEntry, type SearchIndexFile } from '@portfolio/model';

export const SEARCH_CORPUS_TTL_MS = 60_000;

export interface CachedSearch {
  /** The search over the current corpus. */
  search(): Promise<SiteSearch>;
  /** The header box's index of the same corpus. */
  indexFile(): Promise<SearchIndexFile>;
}

interface Built {
  at: number;
  search: SiteSearch;
  entries: SearchEntry[];
  indexFile?: SearchIndexFile;
}

/** `read` reads public documents only (public-reads.ts); `now` is the clock, for tests. */
export function cachedSearch(read: ReadPublic, now: () => number = Date.now, ttlMs = SEARCH_CORPUS_TTL_MS): CachedSearch {
  let built: Built | undefined;
  // Concurrent requests on a cold or stale instance share one load.
  let loading: Promise<Built> | undefined;

  const current = async (): Promise<Built> => {
    if (built && now() - built.at < ttlMs) return built;
    loading ??= loadSearchCorpus((query) => read({ kind: 'query', query }) as Promise<unknown[]>)
      .then((entries) => (built = { at: now(), search: new SiteSearch(entries), entries }))
      .finally(() => (loading = undefined));
    return loading;
  };

  return {
    search: async () => (await current()).search,
    indexFile: async () => {
      const b = await current();
      return (b.indexFile ??= searchIndexFileOf(b.entries));
    },
  };
}

/** A reader that also answers search reads ({ kind: 'search' }) from `search`. */
export function withSearch(read: ReadPublic, search: CachedSearch): ReadPublic {
  return async (request) => (request.kind === 'search' ? (await search.search()).find(request.q) : read(request));
}
