/**
 * Values Firestore can be asked about. A query with a value outside these fails with an error (the
 * page a visitor asked for would become a 503 and an ERROR log), so every value a visitor chooses is
 * checked against them before a query is made (list-pages.ts' cursors, document-id.ts' slugs and
 * tags), and the render function's reader answers a query that still holds one with no documents.
 *
 * Firestore's limits (documentation: "Usage and limits", "Supported data types"): timestamps from
 * 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z; an indexed string of at most 1,500 bytes
 * (a query for a longer one is refused); at most 30 values in an `in` or `array-contains-any`.
 */
import { MAX_DOCUMENT_ID_BYTES, utf8Bytes } from './document-id.js';

/** The first and last millisecond Firestore's timestamps can hold. */
export const FIRESTORE_TIME_RANGE = { min: Date.parse('0001-01-01T00:00:00.000Z'), max: Date.parse('9999-12-31T23:59:59.999Z') } as const;
/** The most values an `in` or `array-contains-any` query takes. */
export const FIRESTORE_MAX_DISJUNCTION = 30;

/** Whether a time (milliseconds since 1970) is one Firestore can store and query. */
export const isFirestoreTime = (ms: number): boolean => ms >= FIRESTORE_TIME_RANGE.min && ms <= FIRESTORE_TIME_RANGE.max;

/** Whether Firestore can be queried for `value` (a where clause's value or a cursor's). */
export function isQueryableValue(value: unknown): boolean {
  if (typeof value === 'string') return value.length <= MAX_DOCUMENT_ID_BYTES / 4 || utf8Bytes(value) <= MAX_DOCUMENT_ID_BYTES;
  if (value instanceof Date) return isFirestoreTime(value.getTime());
  if (Array.isArray(value)) return value.length <= FIRESTORE_MAX_DISJUNCTION && value.every(isQueryableValue);
  return value === null || typeof value === 'number' || typeof value === 'boolean';
}
