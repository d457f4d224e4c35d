import type { DataError } from '../port';
import type { MemoryStore } from './store';

/**
 * A live read of the store: `read` once `check` passes (who may read, injected failures), then again
 * after every change of the collection, each distinct answer handed on once.
 */
export function watchStore<T>(
  store: MemoryStore,
  collection: string,
  check: () => void,
  read: () => T,
  onNext: (value: T) => void,
  onError: (error: DataError) => void,
): () => void {
  let last: string | undefined;
  let active = true;
  const emit = () => {
    if (!active) return;
    const value = read();
    const serial = JSON.stringify(value);
    if (serial === last) return;
    last = serial;
    onNext(value);
  };
  const stop = store.onChange((changed) => {
    if (changed === null || changed === collection) emit();
  });
  queueMicrotask(() => {
    try {
      check();
      emit();
    } catch (error) {
      stop();
      if (active) onError(error as DataError);
    }
  });
  return () => {
    active = false;
    stop();
  };
}
