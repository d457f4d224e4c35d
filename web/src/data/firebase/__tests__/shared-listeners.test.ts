import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '../../port';
import { KEEP_LISTENER_MS, sharedListeners } from '../shared-listeners';

/** A listener as the SDK gives one: it reports through what it was started with, until stopped. */
function fakeListener() {
  const started: { next: (v: string) => void; error: (e: DataError) => void; stopped: boolean }[] = [];
  const start = (next: (v: string) => void, error: (e: DataError) => void) => {
    const listener = { next, error, stopped: false };
    started.push(listener);
    return () => {
      listener.stopped = true;
    };
  };
  return { started, start };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('shared live listeners', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a subscriber who comes back within the kept time join the kept listener, with its last answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { listen } = sharedListeners();
    const sdk = fakeListener();
    const first: string[] = [];
    const stopFirst = listen('doc:sections/hero', sdk.start, { next: (v) => first.push(v), error: () => undefined });
    sdk.started[0]!.next('null');
    stopFirst();
    // A screen that comes back a second later, not in the same task: the listener must have been kept.
    vi.advanceTimersByTime(1_000);
    const later: string[] = [];
    listen('doc:sections/hero', sdk.start, { next: (v) => later.push(v), error: () => undefined });
    await flush();
    sdk.started[0]!.next('Ada');
    expect(sdk.started).toHaveLength(1);
    expect(sdk.started[0]!.stopped).toBe(false);
    expect(first).toEqual(['null']);
    expect(later).toEqual(['null', 'Ada']);
  });

  it('stops a listener nobody has used for the kept time, and starts a new one after', () => {
    vi.useFakeTimers();
    const { listen } = sharedListeners();
    const sdk = fakeListener();
    const stop = listen('query:a', sdk.start, { next: () => undefined, error: () => undefined });
    stop();
    vi.advanceTimersByTime(KEEP_LISTENER_MS - 1);
    expect(sdk.started[0]!.stopped).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sdk.started[0]!.stopped).toBe(true);
    listen('query:a', sdk.start, { next: () => undefined, error: () => undefined });
    expect(sdk.started).toHaveLength(2);
  });

  it('tells every subscriber when the listener fails, and the next one starts afresh', () => {
    const { listen } = sharedListeners();
    const sdk = fakeListener();
    const errors: string[] = [];
    listen('doc:x/1', sdk.start, { next: () => undefined, error: (e) => errors.push(`a ${e.code}`) });
    listen('doc:x/1', sdk.start, { next: () => undefined, error: (e) => errors.push(`b ${e.code}`) });
    sdk.started[0]!.error(new DataError('permission-denied', 'no'));
    expect(errors).toEqual(['a permission-denied', 'b permission-denied']);
    listen('doc:x/1', sdk.start, { next: () => undefined, error: () => undefined });
    expect(sdk.started).toHaveLength(2);
  });

  it('never gives a joining subscriber an older answer after a newer one', async () => {
    const { listen } = sharedListeners();
    const sdk = fakeListener();
    listen('doc:x/1', sdk.start, { next: () => undefined, error: () => undefined });
    sdk.started[0]!.next('old');
    const seen: string[] = [];
    listen('doc:x/1', sdk.start, { next: (v) => seen.push(v), error: () => undefined });
    sdk.started[0]!.next('new');
    await flush();
    expect(seen).toEqual(['new']);
  });

  it('keeps listeners of different keys apart', () => {
    const { listen } = sharedListeners();
    const sdk = fakeListener();
    listen('doc:x/1', sdk.start, { next: () => undefined, error: () => undefined });
    listen('doc:x/2', sdk.start, { next: () => undefined, error: () => undefined });
    expect(sdk.started).toHaveLength(2);
  });

  it('stops the kept listeners at once when asked (sign-out), and leaves those in use', () => {
    const { listen, stopIdle } = sharedListeners();
    const sdk = fakeListener();
    listen('doc:x/1', sdk.start, { next: () => undefined, error: () => undefined })();
    listen('doc:x/2', sdk.start, { next: () => undefined, error: () => undefined });
    stopIdle();
    expect(sdk.started.map((listener) => listener.stopped)).toEqual([true, false]);
  });
});
