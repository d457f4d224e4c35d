/**
 * A local draft of an editor's form: what the owner typed survives a reload or a crash,
 * kept in this browser's localStorage under `admin-draft:<type>:<id or new>` until it is saved or
 * discarded. Nothing here reaches the server.
 */
const PREFIX = 'admin-draft:';

export const draftKey = (type: string, id: string | null) => `${PREFIX}${type}:${id ?? 'new'}`;

/** The draft of a single document's editor (a section, the settings): `admin-draft:<name>`. */
export const documentDraftKey = (name: string) => `${PREFIX}${name}`;

/** A draft: what was typed, and what it was typed on (so a save of it is refused if that changed meanwhile). */
export interface Draft<V, B> {
  values: V;
  basedOn?: B;
}

export function readDraft<V, B>(key: string): Draft<V, B> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<V, B>>;
    return parsed.values ? (parsed as Draft<V, B>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<V, B>(key: string, draft: Draft<V, B>) {
  try {
    window.localStorage.setItem(key, JSON.stringify({ ...draft, saved_at: new Date().toISOString() }));
  } catch {
    // A full or disabled storage only loses the draft, never the form.
  }
}

export function clearDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** JSON with object keys sorted, so equal values compare equal whatever order their keys came in. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** Deep equality for plain form values (strings, booleans, arrays, objects). */
export const sameValues = (a: unknown, b: unknown) => stable(a) === stable(b);
