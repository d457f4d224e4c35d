/**
 * What the one list of collections (collection-list.ts, each declared beside its content type)
 * gives everything that once listed collections by hand: the names and their types (collections.ts,
 * schema.ts), who may read and write each, the revised and searched sets, the export file and the
 * import's order (export-file.ts, export-content.ts), the admin's words, firestore.indexes.json.
 */
import type { Collection } from '../declare/collection.js';
import { isPublicDoc, parseDoc, publicFilter, type ContentType } from '../declare/content-type.js';
import type { Shape } from '../declare/field.js';
import { COLLECTION_LIST, REVISED, type CollectionName, type RevisedCollection } from './collection-list.js';
import { revisionShapeOf } from './revision.js';

export * from './collection-list.js';

/** The declaration of each collection, by name. */
export const COLLECTION_DECLARATIONS = Object.fromEntries(COLLECTION_LIST.map((c) => [c.name, c])) as unknown as Readonly<
  Record<CollectionName, Collection>
>;

/** The fields of a revision's data. */
export const revisionShape = (collection: RevisedCollection): Shape => revisionShapeOf(REVISED[collection]);

export type CollectionDeclaration = Collection;

/** The collections the owner writes from the browser: every one of them asks isOwner() of each write. */
export const OWNER_WRITTEN_COLLECTIONS: readonly CollectionName[] = COLLECTION_LIST.filter((c) => c.write === 'owner').map((c) => c.name);

/** The collections a visitor may read at all. */
export const PUBLIC_COLLECTIONS: readonly CollectionName[] = COLLECTION_LIST.filter((c) => c.read === 'public').map((c) => c.name);

/** The one-type collections' declarations (null for collections keyed by id: sections, settings). */
const typeOf = (collection: CollectionName, id = ''): ContentType | null => COLLECTION_DECLARATIONS[collection].docType(id);

/** The declaration every document of a one-type collection has (projects, posts…); null for named documents. */
export const collectionType = (collection: CollectionName): ContentType | null => typeOf(collection);

/** Whether the collection's saves keep earlier versions. */
export const isRevised = (collection: CollectionName): collection is RevisedCollection => Object.hasOwn(REVISED, collection);

/** Whether a visitor may read this document (the rules' read conditions, for firebase-admin and the twin). */
export function visitorMayRead(collection: CollectionName, data: Record<string, unknown>): boolean {
  if (COLLECTION_DECLARATIONS[collection].read !== 'public') return false;
  const type = typeOf(collection);
  return !type || isPublicDoc(type, data);
}

/** The filters a visitor's query of the collection must carry (rules are not filters). */
export function visitorFilter(collection: CollectionName) {
  const type = typeOf(collection);
  return type ? publicFilter(type) : [];
}

/** A stored document with its id, parsed (the id stays as it is). */
export function parseWithId<D extends { id: string }>(
  collection: CollectionName,
  doc: D,
  report: (path: string, problem: string) => void,
): D {
  const { id, ...data } = doc;
  return { ...parseStored(collection, id, data, report), id } as unknown as D;
}

/** Parses a stored document by its collection's declaration; `at` names it ('projects/abc'). */
export function parseStored(
  collection: CollectionName,
  id: string,
  data: unknown,
  report: (path: string, problem: string) => void,
): Record<string, unknown> {
  const type = typeOf(collection, id);
  return type ? parseDoc(type, data, `${collection}/${id}`, report) : (data as Record<string, unknown>);
}
