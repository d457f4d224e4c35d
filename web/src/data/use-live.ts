/**
 * Live reads as React state. Every public and admin list refreshes by itself when its data
 * changes, because it is a subscription rather than a one-off fetch.
 */
import { startTransition, useEffect, useState } from 'react';
import { summaryOf, type CollectionName, type PostSummary, type ProjectSummary } from '@portfolio/model';
import { useDataPort } from './data-provider';
import type { DataError, Doc, Query } from './port';
import { usePreloaded } from './preload';

export interface LiveState<T> {
  data: T;
  loading: boolean;
  error: DataError | null;
}

type Keyed<T> = LiveState<T> & { key: string | null };

/**
 * The state once `data` arrived for `key`. The same state when it shows that data already: the
 * first answer after a served page hydrates is most often what the server rendered, and a new
 * object would re-render the whole page for nothing. Both sides are parsed by the same declarations,
 * so their JSON compares; a difference in key order only costs that re-render.
 */
function arrived<T>(state: Keyed<T>, key: string, data: T): Keyed<T> {
  if (state.key === key && !state.loading && state.error === null && JSON.stringify(state.data) === JSON.stringify(data)) return state;
  return { data, loading: false, error: null, key };
}

/** Subscribes to a query; pass null to wait (e.g. until a parameter is known). */
export function useLiveQuery<C extends CollectionName>(query: Query<C> | null): LiveState<Doc<C>[]> {
  const port = useDataPort();
  // The query's JSON is its identity: callers may build a new object on every render.
  const key = query ? JSON.stringify(query) : null;
  // A page served by the server starts from the documents it was rendered with.
  const preloaded = usePreloaded<Doc<C>[]>(query ? { kind: 'query', query } : null);
  const [state, setState] = useState<Keyed<Doc<C>[]>>(() => ({
    data: preloaded ?? [],
    loading: key !== null && preloaded === undefined,
    error: null,
    key,
  }));

  useEffect(() => {
    if (!key) return;
    const parsed = JSON.parse(key) as Query<C>;
    setState((s) => (s.key === key ? s : { data: preloaded ?? [], loading: preloaded === undefined, error: null, key }));
    return port.subscribe(
      parsed,
      // Arriving data re-renders whole lists: a transition keeps that work in small slices.
      (docs) => {
        const data = parsed.summary ? (docs.map((doc) => summaryOf(parsed.collection, doc as Summarised)) as unknown as Doc<C>[]) : docs;
        startTransition(() => setState((s) => arrived(s, key, data)));
      },
      (error) => {
        console.error(`Live query on ${parsed.collection} failed`, error);
        setState({ data: [], loading: false, error, key });
      },
    );
    // `preloaded` is the same object on every render (the page's embedded data), so it never resubscribes.
  }, [port, key, preloaded]);

  // Until the effect for a new key has run, report loading rather than the previous result.
  if (state.key !== key) return { data: preloaded ?? [], loading: key !== null && preloaded === undefined, error: null };
  return { data: state.data, loading: state.loading, error: state.error };
}

type Summarised = Parameters<typeof summaryOf>[1];

interface Summaries {
  blog_posts: PostSummary;
  projects: ProjectSummary;
}

/** Subscribes to a query of posts or projects as lists show them (summaries, no bodies); null waits. */
export function useLiveSummaries<C extends keyof Summaries>(query: Query<C> | null): LiveState<Summaries[C][]> {
  return useLiveQuery(query && { ...query, summary: true }) as unknown as LiveState<Summaries[C][]>;
}

/** Subscribes to one document; `data` is null while it does not exist. */
export function useLiveDoc<C extends CollectionName>(collection: C, id: string | null): LiveState<Doc<C> | null> {
  const port = useDataPort();
  const key = id === null ? null : `${collection}/${id}`;
  const preloaded = usePreloaded<Doc<C> | null>(id === null ? null : { kind: 'doc', collection, id });
  const [state, setState] = useState<Keyed<Doc<C> | null>>(() => ({
    data: preloaded ?? null,
    loading: key !== null && preloaded === undefined,
    error: null,
    key,
  }));

  useEffect(() => {
    if (key === null || id === null) return;
    setState((s) => (s.key === key ? s : { data: preloaded ?? null, loading: preloaded === undefined, error: null, key }));
    return port.subscribeDoc(
      collection,
      id,
      (data) => startTransition(() => setState((s) => arrived(s, key, data))),
      (error) => {
        console.error(`Live document ${key} failed`, error);
        setState({ data: null, loading: false, error, key });
      },
    );
  }, [port, collection, id, key, preloaded]);

  if (state.key !== key) return { data: preloaded ?? null, loading: key !== null && preloaded === undefined, error: null };
  return { data: state.data, loading: state.loading, error: state.error };
}
