/**
 * A batch's `expect` ops (port.ts), checked the same way by both adapters against the document as
 * stored when the batch commits: read as the port reads it (parsed by its declaration), so a value
 * compares as a screen saw it, whichever backend holds it. (A lazy import of it split the Firebase
 * adapter's chunk and cost visitors 0.7 KB gzip; inline it costs them 0.1 KB.)
 */
import { DataError, type BatchOp } from './port';
import { parsedDoc } from './declared';

/** JSON with every object's keys sorted, so equal values give equal text whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? // By code point (keys are unique), the same in every browser and in Node.
        Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Two stored values are the same: equal as values, an absent one read as null. */
export const sameStored = (a: unknown, b: unknown): boolean => canonicalJson(a ?? null) === canonicalJson(b ?? null);

/** The document as the port would read it, without its id; null when it does not exist. */
export function storedAsRead(op: { collection: BatchOp['collection']; id: string }, raw: Record<string, unknown> | undefined) {
  if (raw === undefined) return null;
  const { id: _id, ...fields } = parsedDoc(op.collection, { ...raw, id: op.id }) as Record<string, unknown>;
  return fields;
}

/**
 * A batch's `expect` op against the document as stored when the batch commits (`raw`, with plain
 * values: times as ISO text): the whole batch is refused unless the document holds every value the
 * op names, or, when the op names none (`data: null`), unless it does not exist.
 */
export function assertExpected(op: Extract<BatchOp, { type: 'expect' }>, raw: Record<string, unknown> | undefined): void {
  const stored = storedAsRead(op, raw);
  const holds =
    op.data === null
      ? stored === null
      : stored !== null && Object.entries(op.data).every(([field, value]) => sameStored(stored[field], value));
  if (!holds)
    throw new DataError('failed-precondition', `${op.collection}/${op.id} changed meanwhile, so nothing of this change was saved.`);
}
