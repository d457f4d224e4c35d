/**
 * The data of a content type's admin, from its declaration: its items, live (a list the owner orders
 * in that order, by group), and its writes (data/content/collection-writes.ts), each reporting the
 * type's message. A type that reads its list its own way (posts, a page at a time) hands it in.
 */
import { useMemo } from 'react';
import { collectionType, type CollectionName } from '@portfolio/model';
import { writesOf } from '@/data/content/collection-writes';
import type { Doc, Query } from '@/data/port';
import { useLiveQuery, type LiveState } from '@/data/use-live';
import { useMutation } from '@/data/use-mutation';
import type { CollectionMessages, CollectionViewProps, ListSpec } from './collection-types';

/** A list the type reads itself: its live state, and more of it when it is read a page at a time. */
export type OwnList<Item> = LiveState<readonly Item[]> & { more?: { count: number; showMore: () => void } | null };

/** The declared list's query: a list the owner orders by its groups, then its order; else every item. */
function listQuery<C extends CollectionName>(collection: C): Query<C> {
  const admin = collectionType(collection)?.admin;
  if (!admin?.ordered) return { collection };
  return { collection, orderBy: [...(admin.groups ? [{ field: admin.groups.by }] : []), { field: 'sort_order' }] };
}

/** Save Order's words where a type has no order (never shown: its list has no Save Order). */
const UNORDERED = { success: '', failure: '' };

type CollectionData<Item extends { id: string }> = Pick<
  CollectionViewProps<Item>,
  'items' | 'loading' | 'loadError' | 'more' | 'onAdd' | 'onUpdate' | 'onDelete' | 'deleting'
> & { reorder?: ListSpec<Item>['reorder'] };

export function useCollection<C extends CollectionName>(
  collection: C,
  messages: CollectionMessages,
  own?: OwnList<Doc<C>>,
): CollectionData<Doc<C>> {
  const declared = useLiveQuery(own ? null : listQuery(collection));
  const live = own ?? declared;
  const writes = writesOf(collection);
  const add = useMutation(writes.add, messages.add);
  const update = useMutation(writes.update, messages.update);
  const remove = useMutation(writes.remove, messages.remove);
  const { run: runOrder, pending: ordering } = useMutation(writes.reorder, messages.reorder ?? UNORDERED);
  const ordered = collectionType(collection)?.admin?.ordered === true;
  // One object while nothing changes: the list is made again only when it does.
  const saveOrder = useMemo(
    () => (ordered ? { save: (items: readonly Doc<C>[]) => runOrder(items), pending: ordering } : undefined),
    [ordered, runOrder, ordering],
  );
  return {
    items: live.data,
    loading: live.loading,
    loadError: live.error ? messages.fetchFailed : null,
    more: own?.more ?? null,
    // The editor's record is the declared type's (Doc without its id).
    onAdd: (record) => add.run(record as never),
    onUpdate: (item, record, basis) => update.runBasedOn(basis, item.id, record as never),
    onDelete: (item) => remove.run(item.id),
    deleting: remove.pending,
    ...(saveOrder && { reorder: saveOrder }),
  };
}
