/**
 * The twin's state: documents by collection and uploaded files. With `persist`, it lives in
 * localStorage, and a change made in one tab reaches listeners in every other tab through the
 * `storage` event, so the demo updates live across tabs like Firestore does.
 */
import type { StoredDoc } from './query';

export type Collections = Record<string, Record<string, Record<string, unknown>>>;
export interface StoredFile {
  url: string;
  contentType: string;
}
export interface StoreState {
  docs: Collections;
  files: Record<string, StoredFile>;
}

const KEY = 'portfolio-demo:db';

export class MemoryStore {
  private state: StoreState;
  private readonly listeners = new Set<(collection: string | null) => void>();

  constructor(
    initial: () => StoreState,
    private readonly persist: boolean,
  ) {
    const saved = persist ? this.load() : null;
    this.state = saved ?? initial();
    if (persist) {
      if (!saved) this.save();
      window.addEventListener('storage', (event) => {
        if (event.key !== KEY) return;
        this.state = this.load() ?? initial();
        this.emit(null);
      });
    }
  }

  list(collection: string): StoredDoc[] {
    return Object.entries(this.state.docs[collection] ?? {}).map(([id, data]) => ({ id, data }));
  }

  get(collection: string, id: string): Record<string, unknown> | undefined {
    return this.state.docs[collection]?.[id];
  }

  /** Applies several document changes at once (null deletes) and notifies once. */
  write(changes: { collection: string; id: string; data: Record<string, unknown> | null }[]): void {
    const next = structuredClone(this.state.docs);
    for (const { collection, id, data } of changes) {
      const docs = (next[collection] ??= {});
      if (data === null) delete docs[id];
      else docs[id] = data;
    }
    this.commit({ ...this.state, docs: next });
    new Set(changes.map((c) => c.collection)).forEach((c) => this.emit(c));
  }

  file(path: string): StoredFile | undefined {
    return this.state.files[path];
  }

  writeFile(path: string, file: StoredFile | null): void {
    const files = { ...this.state.files };
    if (file) files[path] = file;
    else delete files[path];
    this.commit({ ...this.state, files });
  }

  /** Listens for changes; `null` means anything may have changed (another tab wrote). */
  onChange(listener: (collection: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private commit(state: StoreState) {
    // Persist first: if the browser's quota is exhausted, nothing changes and the write fails.
    const previous = this.state;
    this.state = state;
    try {
      this.save();
    } catch (error) {
      this.state = previous;
      throw error;
    }
  }

  private emit(collection: string | null) {
    this.listeners.forEach((listener) => listener(collection));
  }

  private load(): StoreState | null {
    try {
      const raw = window.localStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as StoreState) : null;
    } catch {
      return null;
    }
  }

  private save() {
    if (this.persist) window.localStorage.setItem(KEY, JSON.stringify(this.state));
  }
}

/** Forgets the demo's data, so the next load starts again from the sample content. */
export function clearPersistedDemo(): void {
  window.localStorage.removeItem(KEY);
}
