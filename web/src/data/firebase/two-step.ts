import type { DataError, Unsubscribe } from '../port';
import { toDataError } from './errors';

/** Calls `refresh` each time the visitor comes back to the page (the tab becomes visible again). */
export function onReturnToPage(refresh: () => void): Unsubscribe {
  if (typeof document === 'undefined') return () => undefined;
  const onVisibility = () => document.visibilityState === 'visible' && refresh();
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}

/**
 * A subscription in two steps: one-off reads with the lite SDK (a fast first result, read again
 * whenever `refreshOn` says so), then a real listener once the live SDK is wanted and loaded; it
 * reports through the `onLive` it is given. A lite result that arrives after the listener's first
 * result is ignored, so older data never overwrites newer; one that arrives before it is shown, so
 * a listener slow to answer its first time (a busy backend) does not leave the page waiting.
 */
export function twoStepSubscription<T>(
  read: () => Promise<T>,
  attachLive: (onLive: (value: T) => void) => Promise<Unsubscribe | undefined>,
  onNext: (value: T) => void,
  onError: (error: DataError) => void,
  liveReady: boolean,
  refreshOn: (refresh: () => void) => Unsubscribe = () => () => undefined,
): Unsubscribe {
  let active = true;
  let liveAnswered = false;
  let stopLive: Unsubscribe | undefined;
  const readOnce = () =>
    read().then(
      (value) => active && !liveAnswered && onNext(value),
      (error: unknown) => active && !liveAnswered && onError(toDataError(error)),
    );
  let stopRefresh: Unsubscribe = () => undefined;
  let firstRead: ReturnType<typeof setTimeout> | undefined;
  if (!liveReady) {
    // In a task of its own: a page that hydrates subscribes to a dozen reads in one go, and starting
    // them all there made one task of 130-200 ms on a slow phone (each request costs a few ms to send).
    firstRead = setTimeout(() => void readOnce());
    stopRefresh = refreshOn(() => void readOnce());
  }
  const onLive = (value: T) => {
    liveAnswered = true;
    if (active) onNext(value);
  };
  attachLive(onLive).then(
    (stop) => {
      // The listener answers as soon as a first read would: not sent at all if it has not been yet.
      clearTimeout(firstRead);
      stopRefresh();
      if (active) stopLive = stop;
      else stop?.();
    },
    // The live SDK did not load (offline): the reads go on, refreshed as before.
    () => undefined,
  );
  return () => {
    active = false;
    clearTimeout(firstRead);
    stopRefresh();
    stopLive?.();
  };
}
