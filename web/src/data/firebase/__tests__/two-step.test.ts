import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../port';
import { twoStepSubscription } from '../two-step';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const flush = () => new Promise((r) => setTimeout(r, 0));

/**
 * A lite read and a listener the test drives: `attach()` lets the listener attach, `answer(v)` is
 * its next result; what the subscription reports is in `seen`.
 */
function subscribedWithListener(read: () => Promise<string>) {
  const attached = deferred<void>();
  const seen: string[] = [];
  let onLive: (v: string) => void = () => undefined;
  twoStepSubscription(
    read,
    async (report) => {
      await attached.promise;
      onLive = report;
      return () => undefined;
    },
    (v) => seen.push(v),
    () => undefined,
    false,
  );
  return { seen, attach: () => attached.resolve(), answer: (v: string) => onLive(v) };
}

describe('two-step subscription (lite read first, then the live listener)', () => {
  it('shows the lite result, then the live results', async () => {
    const first = deferred<string>();
    const { seen, attach, answer } = subscribedWithListener(() => first.promise);
    first.resolve('lite');
    await flush();
    attach();
    await flush();
    answer('live');
    expect(seen).toEqual(['lite', 'live']);
  });

  it('shows a lite result that arrives after the listener attached but before its first result', async () => {
    const first = deferred<string>();
    const { seen, attach, answer } = subscribedWithListener(() => first.promise);
    await flush();
    attach();
    await flush();
    first.resolve('lite, while the listener is slow to answer');
    await flush();
    answer('live');
    expect(seen).toEqual(['lite, while the listener is slow to answer', 'live']);
  });

  it('ignores a lite result that arrives after the listener’s first result', async () => {
    const first = deferred<string>();
    const read = vi.fn(() => first.promise);
    const { seen, attach, answer } = subscribedWithListener(read);
    await flush();
    expect(read).toHaveBeenCalledTimes(1);
    attach();
    await flush();
    answer('live');
    first.resolve('stale');
    await flush();
    expect(seen).toEqual(['live']);
  });

  it('does not send the first lite read when the live listener started before it', async () => {
    const read = vi.fn(async () => 'lite');
    const seen: string[] = [];
    twoStepSubscription(
      read,
      async () => () => undefined,
      (v) => seen.push(v),
      () => undefined,
      false,
    );
    await flush();
    expect(read).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it('starts the lite read in a task after the subscribing one, and not at all when unsubscribed before', async () => {
    const read = vi.fn(async () => 'lite');
    const never = () => new Promise<undefined>(() => undefined);
    twoStepSubscription(
      read,
      never,
      () => undefined,
      () => undefined,
      false,
    );
    const unsubscribe = twoStepSubscription(
      read,
      never,
      () => undefined,
      () => undefined,
      false,
    );
    expect(read).not.toHaveBeenCalled();
    unsubscribe();
    await flush();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('skips the lite read when the live SDK is already loaded', async () => {
    const firstRead = vi.fn(async () => 'lite');
    twoStepSubscription(
      firstRead,
      async () => () => undefined,
      () => undefined,
      () => undefined,
      true,
    );
    await flush();
    expect(firstRead).not.toHaveBeenCalled();
  });

  it('stops the live listener when unsubscribed before it attached', async () => {
    const attach = deferred<void>();
    const stopLive = vi.fn();
    const unsubscribe = twoStepSubscription(
      async () => 'lite',
      async () => {
        await attach.promise;
        return stopLive;
      },
      () => undefined,
      () => undefined,
      false,
    );
    unsubscribe();
    attach.resolve();
    await flush();
    expect(stopLive).toHaveBeenCalledTimes(1);
  });

  it('reports a failed first read as a DataError', async () => {
    const errors: DataError[] = [];
    twoStepSubscription(
      async () => {
        throw new Error('offline');
      },
      () => new Promise(() => undefined),
      () => undefined,
      (e) => errors.push(e),
      false,
    );
    await flush();
    expect(errors[0]).toBeInstanceOf(DataError);
    expect(errors[0]?.message).toBe('offline');
  });
  it('reads again each time it is asked to (a visitor back on the tab), until the live listener starts', async () => {
    let version = 1;
    const seen: number[] = [];
    let refresh: () => void = () => undefined;
    const live = deferred<void>();
    const stopRefresh = vi.fn();
    twoStepSubscription(
      async () => version,
      async () => {
        await live.promise;
        return () => undefined;
      },
      (v) => seen.push(v),
      () => undefined,
      false,
      (again) => {
        refresh = again;
        return stopRefresh;
      },
    );
    await flush();
    version = 2;
    refresh();
    await flush();
    expect(seen).toEqual([1, 2]);
    live.resolve();
    await flush();
    expect(stopRefresh).toHaveBeenCalledTimes(1);
  });

  it('keeps reading when the live SDK cannot load', async () => {
    const seen: string[] = [];
    const errors: DataError[] = [];
    let refresh: () => void = () => undefined;
    twoStepSubscription(
      async () => 'lite',
      async () => {
        throw new Error('chunk failed to load');
      },
      (v) => seen.push(v),
      (e) => errors.push(e),
      false,
      (again) => {
        refresh = again;
        return () => undefined;
      },
    );
    await flush();
    refresh();
    await flush();
    expect(seen).toEqual(['lite', 'lite']);
    expect(errors).toEqual([]);
  });
});
