/**
 * As-you-type results for the header's box: nothing is fetched until `start` (the box's first focus);
 * then the suggester module and the index load once per page (shared by the desktop and phone boxes).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { searchQueryOf, type SearchResults } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import type { DataPort } from '@/data/port';
import type { Suggest } from './suggester';

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
  const results = useMemo(() => (suggest && query ? suggest(query) : null), [suggest, query]);
  return { start, status, results };
}
