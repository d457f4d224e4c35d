/**
 * Reads for the server renderer, sitemap and feed: public content only. firebase-admin ignores the
 * security rules, so this file applies them itself, from each collection's declaration
 * (packages/model): only the collections a visitor may read, and of those only the documents a
 * visitor may (published posts, active projects), whatever the query asked. A draft cannot reach a
 * served page, the sitemap or the feed even if a page's query forgot its filter. Every document is
 * then parsed by its declaration, so one malformed record cannot take a page down.
 */
import {
  isDocumentId,
  isQueryableValue,
  parsedReads,
  PUBLIC_COLLECTIONS,
  reportOnce,
  visitorMayRead,
  type ReadPublic,
  type ServedQuery,
} from '@portfolio/model';
import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { storedSearch, type StoredSearch } from '../search/stored-index.js';
import { plain } from '../shared/firestore-values.js';
import { warnMalformed } from '../shared/read-warnings.js';

const withId = (id: string, data: DocumentData) => ({ ...(plain(data) as object), id });

function toAdminQuery(db: Firestore, query: ServedQuery): Query {
  let q: Query = db.collection(query.collection);
  for (const w of query.where ?? []) q = q.where(w.field, w.op, w.value);
  for (const o of query.orderBy ?? []) q = q.orderBy(o.field, o.direction ?? 'asc');
  if (query.startAfter) q = q.startAfter(...query.startAfter);
  if (query.limit !== undefined) q = q.limit(query.limit);
  return q;
}

/**
 * Whether Firestore can answer the query: its values within Firestore's limits (query-values.ts). The
 * pages parse what a visitor chooses before they query; this is the last guard, so a value that
 * slipped through is a page without those documents, not a failed page and an ERROR log.
 */
const answerable = (query: ServedQuery): boolean =>
  (query.where ?? []).every((w) => isQueryableValue(w.value)) && (query.startAfter ?? []).every(isQueryableValue);

// Once per collection and instance, at WARNING: a visitor may send such values again and again.
const warnUnanswerable = reportOnce((collection, problem) =>
  logger.warn('A public query was answered with no documents', { collection, problem }),
);

/** The documents a visitor may read, as stored. */
export function rawPublicReader(db: Firestore): ReadPublic {
  return async (read) => {
    if (read.kind === 'search') throw new Error('Search is answered by withSearch (search/stored-index.ts), not by a raw read');
    if (read.kind === 'doc') {
      // An id from an address that cannot be a document id is missing: Firestore would throw.
      if (!PUBLIC_COLLECTIONS.includes(read.collection) || !isDocumentId(read.id)) return null;
      const snap = await db.collection(read.collection).doc(read.id).get();
      const data = snap.data();
      return data && visitorMayRead(read.collection, data) ? withId(snap.id, data) : null;
    }
    if (!PUBLIC_COLLECTIONS.includes(read.query.collection)) return [];
    if (!answerable(read.query)) {
      warnUnanswerable(read.query.collection, 'a value Firestore cannot be asked about');
      return [];
    }
    const snap = await toAdminQuery(db, read.query).get();
    return snap.docs.filter((doc) => visitorMayRead(read.query.collection, doc.data())).map((doc) => withId(doc.id, doc.data()));
  };
}

/** A reader that also answers search reads ({ kind: 'search' }) from the stored index. */
export function withSearch(read: ReadPublic, search: StoredSearch): ReadPublic {
  return async (request) => (request.kind === 'search' ? search.find(request.q) : read(request));
}

/** The documents a visitor may read, each parsed by its declaration, and site search's stored index. */
export function publicReader(db: Firestore): ReadPublic & { search: StoredSearch; parsed: ReadPublic } {
  const parsed = parsedReads(rawPublicReader(db), warnMalformed);
  const search = storedSearch(db);
  return Object.assign(withSearch(parsed, search), { search, parsed });
}
