import type { LiveState } from '@/data/use-live';
import type { Mutation } from '@/data/use-mutation';
import type { CollectionAdminProps, ListSpec } from './collection-types';

/**
 * What every content type's admin hands CollectionAdmin from its live list and its delete hook, in one
 * place: the items, loading, the spec's load failure message (null where the spec has the
 * list load silently), and deleting by id.
 */
export function liveCollection<Item extends { id: string }>(
  live: LiveState<Item[]>,
  remove: Mutation<[string]>,
  fetchFailed: string | null,
): Pick<CollectionAdminProps<Item>, 'items' | 'loading' | 'loadError' | 'onDelete' | 'deleting'> {
  return {
    items: live.data,
    loading: live.loading,
    loadError: live.error ? fetchFailed : null,
    onDelete: (item) => remove.run(item.id),
    deleting: remove.pending,
  };
}

/** A list's `reorder` from the type's order-saving hook (skills, projects, resume entries). */
export function reorderWith<Item extends { id: string }>(save: Mutation<[readonly Item[]]>): NonNullable<ListSpec<Item>['reorder']> {
  return { save: (ordered) => save.run(ordered), pending: save.pending };
}
