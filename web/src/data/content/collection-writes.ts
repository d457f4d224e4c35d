/**
 * How the admin writes an item of a listed type, from its declaration: an item of a list the owner
 * orders (`admin.ordered`) is added last of its group and the list's order is saved in one batch; an
 * update of a type that keeps earlier versions (`revision`) keeps the one it replaces, and a delete
 * takes its revisions along; everything else goes straight to the port. Where a type's writes do
 * more than its declaration says, they are written here, so that every screen saves the same way.
 */
import { collectionType, isRevised, type CollectionName, type CollectionTypes } from '@portfolio/model';
import type { DataPort, Doc } from '../port';
import { addLast, deletePost, deleteRevised, savePost, saveRevised, writeOrder, type OrderedCollection } from './content-writes';

export interface CollectionWrites<C extends CollectionName> {
  add: (port: DataPort, record: CollectionTypes[C]) => Promise<unknown>;
  update: (port: DataPort, id: string, record: CollectionTypes[C]) => Promise<unknown>;
  remove: (port: DataPort, id: string) => Promise<unknown>;
  /** Saves the list's order, each item's place in it as its sort_order (a list the owner orders). */
  reorder: (port: DataPort, ordered: readonly Doc<C>[]) => Promise<unknown>;
}

const OWN_WRITES: { [C in CollectionName]?: Partial<CollectionWrites<C>> } = {
  // A post's slug claims, its first publication and its revision go in one batch with it.
  blog_posts: { add: (port, post) => savePost(port, null, post), update: savePost, remove: deletePost },
  // An existing entry keeps its type: an update sends its other fields.
  resume_data: { update: (port, id, { type: _type, ...changes }) => port.update('resume_data', id, changes) },
};

/** The writes of a listed type: its declaration's, and its own where it has them. */
export function writesOf<C extends CollectionName>(collection: C): CollectionWrites<C> {
  const ordered = collectionType(collection)?.admin?.ordered === true;
  // The record is the type's own (the editor draws it from the same declaration): the port checks it.
  const declared: CollectionWrites<CollectionName> = {
    add: (port, record) =>
      ordered ? addLast(port, collection as OrderedCollection, record as never) : port.add(collection, record as never),
    update: (port, id, record) =>
      isRevised(collection) ? saveRevised(port, collection, id, record as never) : port.update(collection, id, record as never),
    remove: (port, id) => (isRevised(collection) ? deleteRevised(port, collection, id) : port.remove(collection, id)),
    reorder: (port, items) => writeOrder(port, collection as OrderedCollection, items),
  };
  return { ...declared, ...OWN_WRITES[collection] } as CollectionWrites<C>;
}
