/**
 * Bounded lists: /blog and /projects show a page at a time, read with a cursor, so a
 * visitor's page costs the same few reads whatever the site holds (a page and one more, which says
 * whether there is a next page). No offsets: Firestore bills every document an offset skips.
 *
 * Addresses: the first page is the list's own (/blog); the next ones carry the position they start
 * after (`?after=<value>_<id>`, older posts or later projects), and going back the position they end
 * before (`?before=<value>_<id>`). The value is the ordering field (a post's creation time, a
 * project's sort order), the id breaks ties; both are checked (a time Firestore holds, an id that can be
 * one), and an address that is not a position shows the first page.
 */
import { isDocumentId } from './document-id.js';
import { isFirestoreTime } from './query-values.js';

/** Items on one page of /blog and /projects. */
export const LIST_PAGE_SIZE = 12;
/** Featured projects on the home page (its preview), at most. */
export const HOME_FEATURED_LIMIT = 6;
/** Posts in the RSS feed: the latest. */
export const FEED_SIZE = 20;

export type CursorValue = string | number;
export interface ListCursor {
  /** 'after': the page starts after this item; 'before': it ends before it. */
  direction: 'after' | 'before';
  value: CursorValue;
  id: string;
}

/** The ordering field's kind: a time (ISO string) or a number. */
export type CursorKind = 'time' | 'number';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/** `<value>_<id>`: the value never holds '_' (a time or a number), so the first one splits. */
export const encodeCursor = (value: CursorValue, id: string): string => `${value}_${id}`;

/**
 * A cursor's value, or null: a time must be one Firestore holds (year 0001 to 9999: a query for
 * 0000-01-01 fails), a number a finite one (a sort order is a whole number; Firestore compares any).
 */
function decodeValue(text: string, kind: CursorKind): CursorValue | null {
  if (kind === 'time') return ISO_TIME.test(text) && isFirestoreTime(Date.parse(text)) ? text : null;
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : null;
}

/** The position an address asks for, or null (the first page) when it names none or a malformed one. */
export function cursorFromSearch(params: { get(name: string): string | null }, kind: CursorKind): ListCursor | null {
  for (const direction of ['after', 'before'] as const) {
    const text = params.get(direction);
    if (text === null) continue;
    const split = text.indexOf('_');
    if (split <= 0) return null;
    const value = decodeValue(text.slice(0, split), kind);
    const id = text.slice(split + 1);
    return value !== null && isDocumentId(id) ? { direction, value, id } : null;
  }
  return null;
}

/** What a served page's head needs of a list page: its neighbours and whether it is the first. */
export type ListPageLinks = Pick<ListPage<unknown>, 'prev' | 'next' | 'first' | 'self'>;

export interface ListPage<T> {
  items: T[];
  /** The next page's query (`?after=…`), when there is one. */
  next: string | null;
  /** The previous page's query (`?before=…`), when this is not the first page. */
  prev: string | null;
  /** This is the list's first page (its canonical address is the list's own, without a position). */
  first: boolean;
  /** This page's own query, its canonical address ('' for an unfiltered first page). */
  self: string;
}

/**
 * A page from what the cursor query returned: up to one more than a page, in the list's order for
 * 'after' and the first page, in reverse for 'before' (read backwards from the cursor).
 */
export function listPageOf<T extends { id: string }>(
  cursor: ListCursor | null,
  fetched: T[],
  valueOf: (item: T) => CursorValue,
  { size = LIST_PAGE_SIZE, filter = '' }: { size?: number; filter?: string } = {},
): ListPage<T> {
  const more = fetched.length > size;
  const backwards = cursor?.direction === 'before';
  const items = backwards ? fetched.slice(0, size).reverse() : fetched.slice(0, size);
  // A filter (`tech=Terraform`) stays in every address of the list.
  const withFilter = (position: string) => {
    const parts = [filter, position].filter(Boolean);
    return parts.length ? `?${parts.join('&')}` : '';
  };
  const query = (direction: 'after' | 'before', item: T | undefined) =>
    item ? withFilter(`${direction}=${encodeURIComponent(encodeCursor(valueOf(item), item.id))}`) : null;
  // Read backwards with nothing more before them, these are the first page's items.
  const first = !cursor || (backwards && !more);
  const own = cursor ? `${cursor.direction}=${encodeURIComponent(encodeCursor(cursor.value, cursor.id))}` : '';
  return {
    items,
    next: backwards || more ? query('after', items[items.length - 1]) : null,
    prev: first ? null : query('before', items[0]),
    first,
    self: withFilter(first ? '' : own),
  };
}

/** The id as an ordering field: Firestore's name for it, which both adapters understand. */
export const DOCUMENT_ID_FIELD = '__name__';

interface OrderedQuery {
  orderBy?: { field: string; direction?: 'asc' | 'desc' }[];
  limit?: number;
  startAfter?: unknown[];
}

/**
 * The query for one page of a list ordered by one field: ties broken by id, one more than a page
 * (it says whether there is a next), starting after the cursor, read backwards for 'before'.
 */
export function listPageQuery<Q extends OrderedQuery>(base: Q, cursor: ListCursor | null, kind: CursorKind, size = LIST_PAGE_SIZE): Q {
  const order = base.orderBy?.[0];
  if (!order) throw new Error('A paged list needs an order');
  const forwards = order.direction ?? 'asc';
  const backwards = forwards === 'asc' ? 'desc' : 'asc';
  const direction = cursor?.direction === 'before' ? backwards : forwards;
  return {
    ...base,
    orderBy: [
      { field: order.field, direction },
      { field: DOCUMENT_ID_FIELD, direction },
    ],
    limit: size + 1,
    ...(cursor ? { startAfter: [kind === 'time' ? new Date(cursor.value) : cursor.value, cursor.id] } : {}),
  };
}
