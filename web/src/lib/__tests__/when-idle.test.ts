import { whenIdle } from '../when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the work in an idle callback with its deadline, and cancels that callback', () => {
    const idle: { run?: () => void; timeout?: number } = {};
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
      idle.run = run;
      idle.timeout = options.timeout;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenIdle(work, { timeoutMs: 500, fallbackMs: 50 });
    expect(idle.timeout).toBe(500);
    expect(work).not.toHaveBeenCalled();
    idle.run!();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks (Safari), runs the work after the fallback delay, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work, { timeoutMs: 500, fallbackMs: 50 });
    vi.advanceTimersByTime(49);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled, { timeoutMs: 500, fallbackMs: 50 })();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
