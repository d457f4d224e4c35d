/**
 * Data a page was rendered with on the server, handed to the browser inside the page (a JSON script),
 * so the app's first render there shows exactly what the server sent (no second read before it can
 * hydrate, no hydration mismatch). The live subscriptions then take over as usual.
 *
 * On the server the same context records every read the render asked for and did not have yet:
 * the renderer fetches those and renders again (see web/src/entry-server.tsx).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CollectionName, ServedRead } from '@portfolio/model';
import type { Query } from './port';

/** A read a render asks for, as the served page's renderer answers it (a query, a document, a search). */
export type PreloadRequest = ServedRead;

/** Results by request key: a query's documents, or a document (null when it does not exist). */
export type PreloadedData = Record<string, unknown>;

export const queryKey = (query: Query): string => `q:${JSON.stringify(query)}`;
export const docKey = (collection: CollectionName, id: string): string => `d:${collection}/${id}`;
export const searchKey = (q: string): string => `s:${q}`;
export function requestKey(request: PreloadRequest): string {
  if (request.kind === 'query') return queryKey(request.query);
  if (request.kind === 'doc') return docKey(request.collection, request.id);
  return searchKey(request.q);
}

export interface Preload {
  data: PreloadedData;
  /** Server only: called for every read the render needed and `data` lacked. */
  onMiss?: (request: PreloadRequest) => void;
  /** Server only: called for every read the render made (found or not). */
  onRead?: (request: PreloadRequest) => void;
}

const PreloadContext = createContext<Preload | null>(null);

export function PreloadProvider({ value, children }: { value: Preload | null; children: ReactNode }) {
  return <PreloadContext.Provider value={value}>{children}</PreloadContext.Provider>;
}

/** The preloaded result for a read, or undefined (recorded as a miss on the server). */
export function usePreloaded<T>(request: PreloadRequest | null): T | undefined {
  const preload = useContext(PreloadContext);
  if (!preload || !request) return undefined;
  const key = requestKey(request);
  preload.onRead?.(request);
  if (key in preload.data) return preload.data[key] as T;
  preload.onMiss?.(request);
  return undefined;
}

/** True while the app renders from server data (on the server, or hydrating a served page). */
export const useStartedFromServer = (): boolean => useContext(PreloadContext) !== null;

/** Page state the server rendered with beyond reads (e.g. a contact form sent without script). */
export function useServedState<T>(name: string): T | undefined {
  const preload = useContext(PreloadContext);
  return preload?.data[`state:${name}`] as T | undefined;
}
