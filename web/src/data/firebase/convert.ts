/** Converts between the port's plain values and Firestore's types, in one place. */
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { SERVER_TIME } from '../port';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Firestore → port: Timestamps become ISO strings, recursively. */
export function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fromFirestore(v);
    return out;
  }
  return value;
}

/** Port → Firestore: SERVER_TIME becomes serverTimestamp(), Dates Timestamps; undefined is dropped. */
export function toFirestore(value: unknown): DocumentData {
  return convert(value) as DocumentData;
}

function convert(value: unknown): unknown {
  if (value === SERVER_TIME || (isPlainObject(value) && value.__serverTime === true)) return serverTimestamp();
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(convert);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v !== undefined) out[k] = convert(v);
    }
    return out;
  }
  return value;
}

export function filterValue(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(filterValue);
  return value;
}
