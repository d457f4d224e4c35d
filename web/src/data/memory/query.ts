/**
 * Query evaluation with Firestore's semantics, so the twin answers exactly as Firestore would:
 * a filter or an order on a field excludes documents without that field; values of different
 * types order by type (null < boolean < number < string < other); documents without an explicit
 * order come back by id.
 */
import type { Query, Where } from '../port';

export type StoredDoc = { id: string; data: Record<string, unknown> };

export function readPath(data: Record<string, unknown>, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Firestore's order of types: null, booleans, numbers, strings, then anything else. */
const TYPE_RANKS: Partial<Record<string, number>> = { boolean: 1, number: 2, string: 3 };
const typeRank = (v: unknown): number => (v === null ? 0 : (TYPE_RANKS[typeof v] ?? 4));

/** Dates in filters compare as the ISO strings the twin stores timestamps as. */
const normalise = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/** Two strings in code-unit order, as Firestore sorts them. */
function byText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return byText(a, b);
  return JSON.stringify(a).localeCompare(JSON.stringify(b));
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type RangeOp = '<' | '<=' | '>' | '>=';
const RANGE_TESTS: Record<RangeOp, (comparison: number) => boolean> = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
};

function matches(doc: StoredDoc, where: Where): boolean {
  // Firestore's '__name__' is the document id (a filter by ids: `in` up to 30 of them).
  const actual = where.field === '__name__' ? doc.id : readPath(doc.data, where.field);
  if (actual === undefined) return false;
  const expected = normalise(where.value);
  switch (where.op) {
    case '==':
      return equal(actual, expected);
    case '!=':
      return actual !== null && !equal(actual, expected);
    case 'in':
      return Array.isArray(expected) && expected.some((v) => equal(actual, normalise(v)));
    case 'array-contains':
      return Array.isArray(actual) && actual.some((v) => equal(v, expected));
    case 'array-contains-any':
      return Array.isArray(actual) && Array.isArray(expected) && actual.some((v) => expected.some((e) => equal(v, normalise(e))));
    default: {
      // Range filters only match values of the same type, as in Firestore.
      if (typeRank(actual) !== typeRank(expected)) return false;
      return RANGE_TESTS[where.op](compareValues(actual, expected));
    }
  }
}

/** A field's value for ordering: the document id for Firestore's '__name__'. */
const orderValue = (doc: StoredDoc, field: string): unknown => (field === '__name__' ? doc.id : readPath(doc.data, field));

/** How two documents compare in the query's order (then by id, as Firestore does). */
function compareDocs(a: StoredDoc, b: StoredDoc, orderBy: NonNullable<Query['orderBy']>): number {
  for (const o of orderBy) {
    const c = compareValues(orderValue(a, o.field), orderValue(b, o.field));
    if (c !== 0) return o.direction === 'desc' ? -c : c;
  }
  return byText(a.id, b.id);
}

/** Whether a document comes after the cursor's values in the query's order (Firestore's startAfter). */
function afterCursor(doc: StoredDoc, cursor: unknown[], orderBy: NonNullable<Query['orderBy']>): boolean {
  for (const [i, o] of orderBy.slice(0, cursor.length).entries()) {
    const c = compareValues(orderValue(doc, o.field), normalise(cursor[i]));
    if (c !== 0) return (o.direction === 'desc' ? -c : c) > 0;
  }
  return false;
}

export function runQuery(docs: Iterable<StoredDoc>, query: Query): StoredDoc[] {
  const orderBy = query.orderBy ?? [];
  let result = [...docs].filter(
    (doc) => (query.where ?? []).every((w) => matches(doc, w)) && orderBy.every((o) => orderValue(doc, o.field) !== undefined),
  );
  result.sort((a, b) => compareDocs(a, b, orderBy));
  if (query.startAfter) result = result.filter((doc) => afterCursor(doc, query.startAfter!, orderBy));
  if (query.limit !== undefined) result = result.slice(0, query.limit);
  return result;
}
