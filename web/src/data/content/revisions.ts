/**
 * Revision history (packages/model/src/revisions.ts): the batch operations a save adds to keep the
 * version it replaces (and drop the oldest beyond MAX_REVISIONS), the list of a document's
 * revisions, and a restore, which is a save of the restored content.
 */
import { MAX_REVISIONS, revisionChanged, revisionData, type RevisedCollection, type RevisionData } from '@portfolio/model';
import { SERVER_TIME, type BatchOp, type DataPort, type Doc } from '../port';
import { newDocId } from './ids';

/** A document's revisions, newest first (the query the admin's panel and the export use). */
export const revisionsQuery = (collection: RevisedCollection, docId: string) => ({
  collection: 'revisions' as const,
  where: [
    { field: 'collection', op: '==' as const, value: collection },
    { field: 'doc_id', op: '==' as const, value: docId },
  ],
  orderBy: [{ field: 'saved_at', direction: 'desc' as const }],
});

/**
 * Keeps `stored` (the version a save replaces) as a revision, when the save changes what a revision
 * keeps, and deletes the oldest revisions so that at most MAX_REVISIONS remain.
 */
export async function revisionOps<C extends RevisedCollection>(
  port: DataPort,
  collection: C,
  docId: string,
  stored: RevisionData[C],
  next: Partial<RevisionData[C]>,
): Promise<BatchOp[]> {
  if (!revisionChanged(collection, stored, next)) return [];
  const existing = await port.getDocs(revisionsQuery(collection, docId));
  const ops: BatchOp[] = [
    {
      type: 'set',
      collection: 'revisions',
      id: newDocId(),
      data: { collection, doc_id: docId, saved_at: SERVER_TIME, data: revisionData(collection, stored) },
    },
  ];
  for (const old of existing.slice(MAX_REVISIONS - 1)) ops.push({ type: 'delete', collection: 'revisions', id: old.id });
  return ops;
}

/** Deletes every revision of a document (with the document). */
export async function revisionDeleteOps(port: DataPort, collection: RevisedCollection, docId: string): Promise<BatchOp[]> {
  const existing = await port.getDocs(revisionsQuery(collection, docId));
  return existing.map((r: Doc<'revisions'>) => ({ type: 'delete', collection: 'revisions', id: r.id }));
}
