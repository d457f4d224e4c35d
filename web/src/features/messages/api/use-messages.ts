import { listPageOf, listPageQuery, type ListCursor, type MessageStatus } from '@portfolio/model';
import type { Query } from '@/data/port';
import { useLiveQuery } from '@/data/use-live';

/** Which messages the inbox shows: new and read ('inbox'), one status, or all. */
export type MessageFilter = 'inbox' | 'all' | MessageStatus;

/** Messages a page (the inbox reads one page, however many messages the years bring). */
export const MESSAGES_PAGE_SIZE = 25;
/** A search looks through at most this many of the newest messages of the filter (Firestore has no text search). */
export const MESSAGES_SEARCHED = 500;

const statusWhere = (filter: MessageFilter): Query<'contact_messages'>['where'] => {
  if (filter === 'all') return [];
  if (filter === 'inbox') return [{ field: 'status', op: 'in', value: ['new', 'read'] }];
  return [{ field: 'status', op: '==', value: filter }];
};

/**
 * The inbox, live, newest first (admin), filtered by status where Firestore keeps them, a
 * page at a time from `cursor`; with a search, the newest MESSAGES_SEARCHED of the filter instead,
 * which the screen narrows by the words.
 */
export function useMessages(filter: MessageFilter, cursor: ListCursor | null, searching: boolean) {
  const base: Query<'contact_messages'> = {
    collection: 'contact_messages',
    where: statusWhere(filter),
    orderBy: [{ field: 'created_at', direction: 'desc' }],
  };
  // One more than shown tells whether there are more (a next page, or messages the search did not reach).
  const query = searching ? { ...base, limit: MESSAGES_SEARCHED + 1 } : listPageQuery(base, cursor, 'time', MESSAGES_PAGE_SIZE);
  const state = useLiveQuery(query);
  const filterQuery = filter === 'inbox' ? '' : `status=${filter}`;
  const page = searching
    ? listPageOf(null, state.data, (m) => m.created_at, { size: MESSAGES_SEARCHED })
    : listPageOf(cursor, state.data, (m) => m.created_at, { size: MESSAGES_PAGE_SIZE, filter: filterQuery });
  return { ...state, page };
}
