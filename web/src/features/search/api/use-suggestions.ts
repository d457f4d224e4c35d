/**
 * As-you-type results for the header's box: nothing is fetched until `start` (the box's first focus);
 * then the suggester module and the index load once per page (shared by the desktop and phone boxes).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_SUGGESTIONS_MAX, searchQueryOf, type SearchResults } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import type { DataPort } from '@/data/port';
import { mergedSuggestions, type Suggest } from './suggester';

const loaded = new WeakMap<DataPort, Promise<Suggest>>();

function suggesterFor(port: DataPort): Promise<Suggest> {
  let pending = loaded.get(port);
  if (!pending) {
    pending = import('./suggester').then((module) => module.createSuggester(port));
    // A failed load may be tried again at the next focus.
    pending.catch(() => loaded.delete(port));
    loaded.set(port, pending);
  }
  return pending;
}

/** How long typing pauses before the box asks the server (a request per word, not per letter). */
const SERVER_PAUSE_MS = 250;

export type SuggestionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export function useSuggestions(value: string): { start: () => void; status: SuggestionsStatus; results: SearchResults | null } {
  const port = useDataPort();
  const [suggest, setSuggest] = useState<Suggest | null>(null);
  const [status, setStatus] = useState<SuggestionsStatus>('idle');
  // Started and not failed: a later focus does nothing (a failed load is tried again).
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    suggesterFor(port).then(
      (found) => {
        setSuggest(() => found);
        setStatus('ready');
      },
      () => {
        started.current = false;
        setStatus('failed');
      },
    );
  }, [port]);
  const query = searchQueryOf(value);
  const local = useMemo(() => (suggest && query ? suggest.local(query) : null), [suggest, query]);
  // Beyond the box's own index (a large site's older items): the server's best, once typing pauses.
  const [server, setServer] = useState<SearchResults | null>(null);
  const asksServer = Boolean(suggest?.beyond && local && local.hits.length < SEARCH_SUGGESTIONS_MAX);
  useEffect(() => {
    if (!asksServer || !suggest?.beyond) return;
    let current = true;
    const ask = suggest.beyond;
    const pause = setTimeout(() => {
      ask(query).then(
        (found) => current && setServer(found),
        () => undefined, // the box keeps its own matches; the search page is one Enter away
      );
    }, SERVER_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(pause);
    };
  }, [asksServer, suggest, query]);
  const results = local && server?.query === local.query ? mergedSuggestions(local, server) : local;
  return { start, status, results };
}
