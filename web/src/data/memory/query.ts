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

const typeRank = (v: unknown): number =>
  v === null ? 0 : typeof v === 'boolean' ? 1 : typeof v === 'number' ? 2 : typeof v === 'string' ? 3 : 4;

/** Dates in filters compare as the ISO strings the twin stores timestamps as. */
const normalise = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

export function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return JSON.stringify(a).localeCompare(JSON.stringify(b));
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function matches(doc: StoredDoc, where: Where): boolean {
  const actual = readPath(doc.data, where.field);
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
    default: {
      // Range filters only match values of the same type, as in Firestore.
      if (typeRank(actual) !== typeRank(expected)) return false;
      const c = compareValues(actual, expected);
      return where.op === '<' ? c < 0 : where.op === '<=' ? c <= 0 : where.op === '>' ? c > 0 : c >= 0;
    }
  }
}

export function runQuery(docs: Iterable<StoredDoc>, query: Query): StoredDoc[] {
  const orderBy = query.orderBy ?? [];
  let result = [...docs].filter(
    (doc) => (query.where ?? []).every((w) => matches(doc, w)) && orderBy.every((o) => readPath(doc.data, o.field) !== undefined),
  );
  result.sort((a, b) => {
    for (const o of orderBy) {
      const c = compareValues(readPath(a.data, o.field), readPath(b.data, o.field));
      if (c !== 0) return o.direction === 'desc' ? -c : c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  if (query.limit !== undefined) result = result.slice(0, query.limit);
  return result;
}
