/**
 * No lost update: an owner's save states what it was based on, the documents as its editor read them,
 * and is refused when one of them changed since (another tab or device saved it). Each write of the
 * save carries an `expect` op per document (port.ts): a transaction in the Firebase adapter, a check
 * against the store in the twin, the same mechanism an import's batches use. What a save wrote is
 * what the next save of the same editor is based on, so an editor saves as often as it likes while
 * nobody else writes, and is refused as soon as somebody does.
 */
import { COLLECTION_DECLARATIONS, type CollectionName } from '@portfolio/model';
import { DataError, SERVER_TIME, type BatchOp, type DataPort } from '../port';
import { newDocId } from './ids';

/** What the editor says when a save was refused so (its banner, its toast and the choice it offers). */
export const CHANGED_ELSEWHERE = 'Changed in another tab or device since you opened it';

/**
 * A document as a save found it: every declared field's value (an absent one null), or null when it
 * did not exist. A field whose stored value the save cannot know (the server's time it wrote) is
 * left out, and so not compared.
 */
export interface Basis {
  collection: CollectionName;
  id: string;
  data: Record<string, unknown> | null;
}

/** A save refused because a document it was based on changed meanwhile: nothing of it was written. */
export class ChangedElsewhere extends DataError {
  constructor() {
    super('failed-precondition', CHANGED_ELSEWHERE);
    this.name = 'ChangedElsewhere';
  }
}

/** The basis of a document as read through the port (with its id), or of one that does not exist (null). */
export function basisOf(collection: CollectionName, id: string, doc: Record<string, unknown> | null): Basis {
  if (!doc) return { collection, id, data: null };
  const type = COLLECTION_DECLARATIONS[collection].docType(id);
  const keys = type ? Object.keys(type.fields) : Object.keys(doc).filter((key) => key !== 'id');
  return { collection, id, data: Object.fromEntries(keys.map((key) => [key, doc[key] ?? null])) };
}

/** Marks a value the save cannot know once stored. */
const UNKNOWN = Symbol('unknown');
const isServerTime = (v: unknown) =>
  v === SERVER_TIME || (typeof v === 'object' && v !== null && (v as { __serverTime?: unknown }).__serverTime === true);
const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A written value as it reads back: Dates as ISO text, undefined left out; UNKNOWN if it holds the server's time. */
function asRead(value: unknown): unknown {
  if (isServerTime(value)) return UNKNOWN;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map(asRead);
    return items.includes(UNKNOWN) ? UNKNOWN : items;
  }
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const read = asRead(v);
    if (read === UNKNOWN) return UNKNOWN;
    if (read !== undefined) out[key] = read;
  }
  return out;
}

const merged = (stored: unknown, written: unknown): unknown => {
  if (written === UNKNOWN || !isPlain(stored) || !isPlain(written)) return written;
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(written)) out[key] = merged(stored[key], value);
  return out;
};

/** The fields a write leaves in a document that held `data` (null: none); UNKNOWN values dropped. */
function afterWrite(data: Record<string, unknown> | null, op: Exclude<BatchOp, { type: 'expect' }>, keys: string[]) {
  if (op.type === 'delete') return null;
  const written = Object.fromEntries(Object.entries(op.data).map(([key, value]) => [key, asRead(value)]));
  let next: Record<string, unknown>;
  if (op.type === 'set' && !op.merge) next = Object.fromEntries(keys.map((key) => [key, written[key] ?? null]));
  else {
    next = { ...(data ?? Object.fromEntries(keys.map((key) => [key, null]))) };
    for (const [key, value] of Object.entries(written)) {
      // A nested path ('a.b') changes part of a field: what the field holds now is not known here.
      if (key.includes('.')) delete next[key.slice(0, key.indexOf('.'))];
      else next[key] = op.type === 'set' ? merged(next[key], value) : value;
    }
  }
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== UNKNOWN && value !== undefined));
}

/** A basis after the batch's writes to its document. */
function applied(basis: Basis, ops: readonly BatchOp[]): Basis {
  const type = COLLECTION_DECLARATIONS[basis.collection].docType(basis.id);
  const keys = type ? Object.keys(type.fields) : Object.keys(basis.data ?? {});
  let data = basis.data;
  for (const op of ops) {
    if (op.type !== 'expect' && op.collection === basis.collection && op.id === basis.id) data = afterWrite(data, op, keys);
  }
  return { ...basis, data };
}

/** The port a save writes through, and what it is based on now (after its writes). */
export interface BasedPort extends DataPort {
  readonly bases: readonly Basis[];
}

/**
 * The port for a save based on `bases`: every write is one batch that expects each of them as it is,
 * and rejects with ChangedElsewhere when one changed. Reads go straight to the port.
 */
export function basedOn(port: DataPort, bases: readonly Basis[]): BasedPort {
  let current = [...bases];
  const commit = async (ops: BatchOp[]): Promise<void> => {
    const expects: BatchOp[] = current.map(({ collection, id, data }) => ({ type: 'expect', collection, id, data }));
    try {
      await port.batch([...expects, ...ops]);
    } catch (error) {
      if (error instanceof DataError && error.code === 'failed-precondition' && !(error instanceof ChangedElsewhere)) {
        throw new ChangedElsewhere();
      }
      throw error;
    }
    current = current.map((basis) => applied(basis, ops));
  };
  return {
    ...port,
    get bases() {
      return current;
    },
    add: async (collection, data) => {
      const id = newDocId();
      await commit([{ type: 'set', collection, id, data }]);
      return id;
    },
    set: (collection, id, data, options) => commit([{ type: 'set', collection, id, data, merge: options?.merge ?? false }]),
    update: (collection, id, data) => commit([{ type: 'update', collection, id, data }]),
    remove: (collection, id) => commit([{ type: 'delete', collection, id }]),
    batch: (ops) => commit([...ops]),
  };
}
