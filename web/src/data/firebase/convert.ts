/** Converts between the port's plain values and Firestore's types, in one place. */
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore/lite';
import { SERVER_TIME, type BatchOp } from '../port';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Both the lite and the live SDK read documents here, and each has its own Timestamp class, so a
 * timestamp is recognised by its shape rather than by `instanceof`.
 */
const isTimestamp = (v: unknown): v is { toDate: () => Date } =>
  typeof v === 'object' && v !== null && typeof (v as { toDate?: unknown }).toDate === 'function' && 'seconds' in v && 'nanoseconds' in v;

/** Firestore → port: Timestamps become ISO strings, recursively. */
export function fromFirestore(value: unknown): unknown {
  if (isTimestamp(value)) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fromFirestore(v);
    return out;
  }
  return value;
}

/**
 * The SDK a write goes through, for the values only it may make: each SDK accepts its own sentinels
 * and Timestamps only. Writes go through the lite SDK; a transaction goes through the live one (transaction.ts).
 */
export interface WriteValues {
  serverTimestamp: () => unknown;
  timestamp: (date: Date) => unknown;
}
const LITE: WriteValues = { serverTimestamp, timestamp: (date) => Timestamp.fromDate(date) };

/** Port → Firestore: SERVER_TIME → serverTimestamp(), Dates → Timestamps. */
function toFirestore(value: unknown, sdk: WriteValues = LITE): DocumentData {
  return convert(value, sdk) as DocumentData;
}

function convert(value: unknown, sdk: WriteValues): unknown {
  if (value === SERVER_TIME || (isPlainObject(value) && value.__serverTime === true)) return sdk.serverTimestamp();
  if (value instanceof Date) return sdk.timestamp(value);
  if (Array.isArray(value)) return value.map((v) => convert(v, sdk));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = convert(v, sdk);
    return out;
  }
  return value;
}

/** A write batch or a transaction, of either SDK: the writes both can make. */
export interface Writer<Ref> {
  set(ref: Ref, data: DocumentData, options: { merge: boolean }): unknown;
  update(ref: Ref, data: DocumentData): unknown;
  delete(ref: Ref): unknown;
}

/** A batch's writes onto a Firestore batch or transaction (its `expect` ops write nothing). */
export function writeOps<Ref>(ops: readonly BatchOp[], writer: Writer<Ref>, refOf: (op: BatchOp) => Ref, sdk: WriteValues = LITE): void {
  for (const op of ops) {
    if (op.type === 'delete') writer.delete(refOf(op));
    else if (op.type === 'update') writer.update(refOf(op), toFirestore(op.data, sdk));
    else if (op.type === 'set') writer.set(refOf(op), toFirestore(op.data, sdk), { merge: op.merge ?? false });
  }
}
