/**
 * The app's modules preloaded while the browser is idle, a few at a time (boot.ts).
 *
 * Each <link rel="modulepreload"> starts a request, about 2 ms of main-thread work here and four
 * times that on a slow phone: the thirty modules a page names took one 60 ms task at once, a long
 * task in the middle of the page's load (Lighthouse counted 200-400 ms of blocking time for it).
 * So the first slice waits for the browser to be idle and does what fits in a few milliseconds; the
 * rest follow at once as separate tasks (not at the next idle period, which may come late while the
 * browser compiles what the first slice fetched: the modules should be there before the first tap).
 */

/** Main-thread time one slice may spend: well under a long task (50 ms) at 4× slowdown. */
export const PRELOAD_SLICE_MS = 8;

export interface IdleScheduler {
  /** Runs `work` when the browser is next idle. */
  whenIdle: (work: () => void) => void;
  /** Runs `work` in a task of its own, as soon as the tasks already waiting have run. */
  soon: (work: () => void) => void;
  now: () => number;
}

/** `then` runs once every module has been asked for (in the last slice's task, or at idle if there are none). */
export function preloadWhenIdle(hrefs: readonly string[], { whenIdle, soon, now }: IdleScheduler, then: () => void = () => {}): void {
  const pending = [...hrefs];
  const slice = () => {
    const started = now();
    // At least one per slice, so a slow machine still gets through the list.
    do {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = pending.shift()!;
      document.head.appendChild(link);
    } while (pending.length > 0 && now() - started < PRELOAD_SLICE_MS);
    if (pending.length > 0) soon(slice);
    else then();
  };
  whenIdle(pending.length > 0 ? slice : then);
}
