import { loadSearchCorpus, PUBLIC_COLLECTIONS, SiteSearch, visitorMayRead, type CollectionName, type ReadPublic } from '@portfolio/model';
import { runQuery } from '@/data/memory/query';
import type { sampleState } from '@/data/memory/seed';
import type { Query } from '@/data/port';

type Docs = ReturnType<typeof sampleState>['docs'];

/** The render function's reads over stored documents: public ones only, as firebase-admin gives them. */
export function storedReads(docs: Docs): ReadPublic {
  const list = (collection: CollectionName) => Object.entries(docs[collection] ?? {}).map(([id, data]) => ({ id, data }));
  const reader: ReadPublic = async (read) => {
    // Search over the same public documents, as the render function's reader does (functions/src/search).
    if (read.kind === 'search')
      return new SiteSearch(await loadSearchCorpus((query) => reader({ kind: 'query', query }) as Promise<unknown[]>)).find(read.q);
    if (read.kind === 'doc') {
      const data = docs[read.collection]?.[read.id];
      return data && PUBLIC_COLLECTIONS.includes(read.collection) && visitorMayRead(read.collection, data)
        ? { ...data, id: read.id }
        : null;
    }
    const { collection } = read.query;
    if (!PUBLIC_COLLECTIONS.includes(collection)) return [];
    return runQuery(list(collection), read.query as Query)
      .filter((doc) => visitorMayRead(collection, doc.data))
      .map((doc) => ({ ...doc.data, id: doc.id }));
  };
  return reader;
}
