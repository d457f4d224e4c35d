/**
 * Live listeners shared by what they listen to, and kept a moment after their last subscriber leaves.
 *
 * Screens subscribe and unsubscribe as they mount, re-render and move, so the same document or query
 * is often asked for again within milliseconds. A listener stopped and started again at once
 * re-listens with what the SDK remembers of it, and on the Firestore emulator such a re-listen made
 * just before a write sometimes never heard of it: its remembered first answer, then nothing for 20 s
 * (2 of 180 tries on a loaded machine). A kept listener is simply joined: the newcomer gets its last
 * answer at once and every update after it, and no new listener costs its reads.
 */
import type { DataError, Unsubscribe } from '../port';

/** How long a listener nobody uses is kept for a screen that comes back. */
export const KEEP_LISTENER_MS = 5_000;

export interface ListenerObserver<T> {
  next: (value: T) => void;
  error: (error: DataError) => void;
}

type Start<T> = (next: (value: T) => void, error: (error: DataError) => void) => Unsubscribe;

interface Entry<T> {
  observers: Set<ListenerObserver<T>>;
  last?: { value: T };
  stop: Unsubscribe;
  release?: ReturnType<typeof setTimeout>;
}

/** A set of listeners, one per key (a document's or a query's), shared by every subscriber of that key. */
export function sharedListeners() {
  const entries = new Map<string, Entry<unknown>>();

  /** Forgets an entry (its key may already hold a newer one) and its pending release. */
  function forget<T>(key: string, entry: Entry<T>): void {
    clearTimeout(entry.release);
    if (entries.get(key) === entry) entries.delete(key);
  }

  function entryFor<T>(key: string, start: Start<T>): Entry<T> {
    const known = entries.get(key) as Entry<T> | undefined;
    if (known) return known;
    const entry: Entry<T> = { observers: new Set(), stop: () => undefined };
    entries.set(key, entry as Entry<unknown>);
    entry.stop = start(
      (value) => {
        entry.last = { value };
        for (const observer of [...entry.observers]) observer.next(value);
      },
      (error) => {
        // The SDK has ended this listener: the next subscriber starts a new one.
        forget(key, entry);
        for (const observer of [...entry.observers]) observer.error(error);
      },
    );
    return entry;
  }

  /** Stops at once every listener nobody uses (kept for a screen that may come back): at sign-out. */
  function stopIdle(): void {
    for (const [key, entry] of entries) {
      if (entry.observers.size > 0) continue;
      forget(key, entry);
      entry.stop();
    }
  }

  function listen<T>(key: string, start: Start<T>, observer: ListenerObserver<T>): Unsubscribe {
    const entry = entryFor(key, start);
    clearTimeout(entry.release);
    let answered = false;
    const joined: ListenerObserver<T> = {
      next: (value) => {
        answered = true;
        observer.next(value);
      },
      error: observer.error,
    };
    entry.observers.add(joined);
    // A kept listener's last answer, unless a newer one reached this subscriber first.
    queueMicrotask(() => {
      if (!answered && entry.last && entry.observers.has(joined)) joined.next(entry.last.value);
    });
    return () => {
      if (!entry.observers.delete(joined) || entry.observers.size > 0) return;
      entry.release = setTimeout(() => {
        if (entry.observers.size > 0) return;
        forget(key, entry);
        entry.stop();
      }, KEEP_LISTENER_MS);
    };
  }

  return { listen, stopIdle };
}
