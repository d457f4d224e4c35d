import type { DataPort } from '../../web/src/data/port';

export interface ReadCount {
  /** Documents read, counted as Firestore bills them: each document a query or listener delivers, at least one per query. */
  documents: number;
  byCollection: Record<string, number>;
}

/**
 * Wraps a data port and counts the documents it delivers, so the adapter itself stays untouched.
 * Firestore bills a listener's first result per document, then only changed documents; the
 * dashboard is measured without changes, so every emission here is a first result.
 */
export function countingPort(port: DataPort): { port: DataPort; count: ReadCount } {
  const count: ReadCount = { documents: 0, byCollection: {} };
  const add = (collection: string, n: number) => {
    const billed = Math.max(1, n);
    count.documents += billed;
    count.byCollection[collection] = (count.byCollection[collection] ?? 0) + billed;
  };
  const counted: DataPort = {
    ...port,
    subscribe: (query, onNext, onError) =>
      port.subscribe(
        query,
        (docs) => {
          add(query.collection, docs.length);
          onNext(docs);
        },
        onError,
      ),
    subscribeDoc: (collection, id, onNext, onError) =>
      port.subscribeDoc(
        collection,
        id,
        (doc) => {
          add(collection, 1);
          onNext(doc);
        },
        onError,
      ),
    getDocs: async (query) => {
      const docs = await port.getDocs(query);
      add(query.collection, docs.length);
      return docs;
    },
    getDoc: async (collection, id) => {
      const doc = await port.getDoc(collection, id);
      add(collection, 1);
      return doc;
    },
  };
  return { port: counted, count };
}
