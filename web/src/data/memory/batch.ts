/**
 * A batch of writes on the twin's store, as Firestore applies one: checked against the declarations
 * and what it expects first, then every write worked out before any is stored (all or nothing).
 */
import { type BatchOp, DataError } from '../port';
import { assertWritable, withDerivedWrites } from '../declared';
import { assertExpected } from '../expected';
import { assertSlugClaims } from './access';
import type { PortOperation } from './failures';
import type { MemoryStore } from './store';
import { applyUpdate, deepMerge, toStored } from './values';

/** The documents a batch leaves (null: deleted), its server times written as `stamp`. */
export function changesOf(store: MemoryStore, written: BatchOp[], stamp: string) {
  const ops = withDerivedWrites(written);
  // The demo keeps uploads as data: URLs, which only it accepts.
  assertWritable(ops, { dataUrls: true });
  const pending = new Map<string, Record<string, unknown> | null>();
  const current = (collection: string, id: string) => {
    const key = `${collection}/${id}`;
    return pending.has(key) ? pending.get(key) : store.get(collection, id);
  };
  // As Firestore's transaction reads them: the documents as stored, before this batch's writes.
  for (const op of ops) if (op.type === 'expect') assertExpected(op, store.get(op.collection, op.id));
  for (const op of ops) {
    const key = `${op.collection}/${op.id}`;
    if (op.type === 'expect') continue;
    if (op.type === 'delete') pending.set(key, null);
    else if (op.type === 'set') {
      const data = toStored(op.data, stamp) as Record<string, unknown>;
      const existing = current(op.collection, op.id);
      pending.set(key, op.merge && existing ? deepMerge(existing, data) : data);
    } else {
      const existing = current(op.collection, op.id);
      if (!existing) throw new DataError('not-found', `No document to update: ${key}`);
      pending.set(key, applyUpdate(existing, toStored(op.data, stamp) as Record<string, unknown>));
    }
  }
  const changes = [...pending].map(([key, data]) => {
    const [collection, id] = key.split('/') as [string, string];
    return { collection, id, data };
  });
  assertSlugClaims((collection, id) => store.get(collection, id), changes);
  return changes;
}

/**
 * What an injected failure aims at in a batch: its first write (an `expect` op writes nothing). A
 * batch of one write and what it expects (an owner's save based on what the editor read) fails as
 * that one write would: the Firebase adapter commits a single write as a batch of one too.
 */
export function failureTarget(ops: readonly BatchOp[]): [PortOperation, string | undefined] {
  const writes = ops.filter((op): op is Exclude<BatchOp, { type: 'expect' }> => op.type !== 'expect');
  const single = writes.length === 1 && writes.length < ops.length ? writes[0]! : undefined;
  if (single) return [({ set: 'set', update: 'update', delete: 'remove' } as const)[single.type], single.collection];
  return ['batch', writes[0]?.collection];
}
