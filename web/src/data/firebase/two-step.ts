import type { DataError, Unsubscribe } from '../port';
import { toDataError } from './errors';

/**
 * A live subscription in two steps: a one-off read with the lite SDK (fast first paint), then a
 * real listener once the live SDK has loaded. A lite result that arrives after the listener's
 * first result is ignored, so older data never overwrites newer.
 */
export function twoStepSubscription<T>(
  firstRead: () => Promise<T>,
  attachLive: () => Promise<Unsubscribe | undefined>,
  onNext: (value: T) => void,
  onError: (error: DataError) => void,
  liveReady: boolean,
): Unsubscribe {
  let active = true;
  let liveStarted = false;
  let stopLive: Unsubscribe | undefined;
  const guard = (value: T) => active && onNext(value);
  if (!liveReady) {
    firstRead().then(
      (value) => !liveStarted && guard(value),
      (error: unknown) => active && onError(toDataError(error)),
    );
  }
  void attachLive().then((stop) => {
    liveStarted = true;
    if (active) stopLive = stop;
    else stop?.();
  });
  return () => {
    active = false;
    stopLive?.();
  };
}
