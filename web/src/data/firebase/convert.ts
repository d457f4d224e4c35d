/** Converts between the port's plain values and Firestore's types, in one place. */
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore/lite';
import { SERVER_TIME } from '../port';

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

/** Port → Firestore (writes go through the lite SDK): SERVER_TIME → serverTimestamp(), Dates → Timestamps. */
export function toFirestore(value: unknown): DocumentData {
  return convert(value) as DocumentData;
}

function convert(value: unknown): unknown {
  if (value === SERVER_TIME || (isPlainObject(value) && value.__serverTime === true)) return serverTimestamp();
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(convert);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = convert(v);
    return out;
  }
  return value;
}
