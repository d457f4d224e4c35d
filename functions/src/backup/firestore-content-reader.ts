import { parseStored, type CollectionName, type ContentReader } from '@portfolio/model';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { plain } from '../shared/firestore-values.js';

/** Documents read per request, as the admin's export reads them. */
export const READ_PAGE = 500;

/**
 * The content as the admin's export reads it, through firebase-admin: each document parsed by its
 * declaration (as every read of the site is), times as ISO text, whole collections a page at a time.
 */
export function firestoreContentReader(db: Firestore, report: (path: string, problem: string) => void): ContentReader {
  const parsed = (collection: CollectionName, id: string, data: unknown) => parseStored(collection, id, plain(data), report);
  return {
    async all(collection, orderBy) {
      const direction = orderBy.at(-1)?.direction ?? 'asc';
      let query: Query = db.collection(collection);
      for (const o of orderBy) query = query.orderBy(o.field, o.direction ?? 'asc');
      query = query.orderBy(FieldPath.documentId(), direction).limit(READ_PAGE);
      const all: (Record<string, unknown> & { id: string })[] = [];
      for (let page = await query.get(); ; page = await query.startAfter(page.docs.at(-1)!).get()) {
        all.push(...page.docs.map((doc) => ({ ...parsed(collection, doc.id, doc.data()), id: doc.id })));
        if (page.size < READ_PAGE) return all;
      }
    },
    async one(collection, id) {
      const snap = await db.collection(collection).doc(id).get();
      return snap.exists ? parsed(collection, id, snap.data()) : null;
    },
  };
}
