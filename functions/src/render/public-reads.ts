/**
 * Reads for the server renderer, sitemap and feed: public content only. firebase-admin ignores the
 * security rules, so this file applies them itself: only the collections a visitor may read, and
 * of those only published posts and active projects, whatever the query asked. A draft cannot reach
 * a served page, the sitemap or the feed even if a page's query forgot its filter.
 */
import { COLLECTIONS, isDocumentId, type CollectionName, type ReadPublic, type ServedQuery } from '@portfolio/model';
import { Timestamp, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';

const PUBLIC_COLLECTIONS = new Set<CollectionName>([
  COLLECTIONS.sections,
  COLLECTIONS.siteSettings,
  COLLECTIONS.skills,
  COLLECTIONS.resumeData,
  COLLECTIONS.metaData,
  COLLECTIONS.projects,
  COLLECTIONS.blogPosts,
]);

/** The rules' per-document read conditions for visitors (firestore.rules). */
export function isPublicDoc(collection: CollectionName, data: DocumentData): boolean {
  if (!PUBLIC_COLLECTIONS.has(collection)) return false;
  if (collection === COLLECTIONS.projects) return data.status === 'active';
  if (collection === COLLECTIONS.blogPosts) return data.published === true;
  return true;
}

/** Firestore → the web app's shapes: timestamps become ISO strings, as the client adapter does. */
export function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

const withId = (id: string, data: DocumentData) => ({ ...(plain(data) as object), id });

function toAdminQuery(db: Firestore, query: ServedQuery): Query {
  let q: Query = db.collection(query.collection);
  for (const w of query.where ?? []) q = q.where(w.field, w.op, w.value);
  for (const o of query.orderBy ?? []) q = q.orderBy(o.field, o.direction ?? 'asc');
  if (query.limit !== undefined) q = q.limit(query.limit);
  return q;
}

export function publicReader(db: Firestore): ReadPublic {
  return async (read) => {
    if (read.kind === 'doc') {
      // An id from an address that cannot be a document id is missing: Firestore would throw.
      if (!PUBLIC_COLLECTIONS.has(read.collection) || !isDocumentId(read.id)) return null;
      const snap = await db.collection(read.collection).doc(read.id).get();
      const data = snap.data();
      return data && isPublicDoc(read.collection, data) ? withId(snap.id, data) : null;
    }
    if (!PUBLIC_COLLECTIONS.has(read.query.collection)) return [];
    const snap = await toAdminQuery(db, read.query).get();
    return snap.docs.filter((doc) => isPublicDoc(read.query.collection, doc.data())).map((doc) => withId(doc.id, doc.data()));
  };
}
