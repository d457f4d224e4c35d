/** How the twin stores written values, matching what the Firebase adapter reads back. */
import { SERVER_TIME } from '../port';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

const isServerTime = (v: unknown) => v === SERVER_TIME || (isPlainObject(v) && (v as { __serverTime?: unknown }).__serverTime === true);

/** SERVER_TIME and Dates become ISO strings; undefined fields are dropped (Firestore rejects them). */
export function toStored(value: unknown, now: string): unknown {
  if (isServerTime(value)) return now;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => toStored(v, now));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toStored(v, now);
    return out;
  }
  return value;
}

/** set(..., { merge: true }): nested maps merge, everything else replaces. */
export function deepMerge(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...target };
  for (const [k, v] of Object.entries(patch)) {
    const current = out[k];
    out[k] = isPlainObject(v) && isPlainObject(current) ? deepMerge(current, v) : v;
  }
  return out;
}

/** update(): keys are field paths, so 'delivery.state' changes one nested field. */
export function applyUpdate(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = structuredClone(target);
  for (const [path, v] of Object.entries(patch)) {
    const parts = path.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (!isPlainObject(node[part])) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]!] = v;
  }
  return out;
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A 20-character id like Firestore's auto ids. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => ID_CHARS[b % ID_CHARS.length]).join('');
}
