/**
 * The app's modules preloaded while the browser is idle, a few at a time (boot.ts).
 *
 * Each <link rel="modulepreload"> starts a request, and each module that arrives is compiled on the
 * main thread (the largest, Chakra's and React's, for tens of milliseconds on a slow phone). The thirty
 * modules a page names took one 60 ms task at once, a long task in the middle of the page's load
 * (Lighthouse counted 200-400 ms of blocking time for it). So nothing starts until the page has settled
 * (PRELOAD_SETTLE_MS after load: the visitor is reading, the page is usable without the app, and a tap
 * before then starts the app at once anyway), then the first slice waits for the browser to be idle and
 * does what fits in a few milliseconds; the rest follow at once as separate tasks (not at the next idle
 * period, which may come late while the browser compiles what the first slice fetched: the modules
 * should be there before the first tap).
 */

/**
 * How long after load the preloading waits. Started at the first idle moment instead, the requests and
 * the compiling they bring overlapped the page's own last style and layout passes: Lighthouse's blocking
 * time on home was 158-653 ms over 3 runs then. Two seconds still fell inside Lighthouse's measurement
 * (it watches until the network and the main thread have been quiet for a second each, about three
 * seconds after load here), and its simulation of a slow phone ignores the wait: it moved the modules'
 * compiling up into the page's load (four tasks of 55-60 ms in one run) and the page's interactive
 * time later, though the slices make no long task in the trace itself. Five seconds is after that
 * measurement, and still long before a reader's first tap on most visits (a tap before it starts the
 * app at once anyway).
 */
export const PRELOAD_SETTLE_MS = 5000;

/**
 * Main-thread time one slice may spend: well under a long task (50 ms) at 4× slowdown, even as
 * Lighthouse counts it (it runs the page at full speed and multiplies each task by four; a slice of
 * 8 ms overshot to 9-13 ms there, 36-52 ms counted).
 */
export const PRELOAD_SLICE_MS = 4;

export interface IdleScheduler {
  /** Runs `work` once the page has settled (PRELOAD_SETTLE_MS after load). */
  settled: (work: () => void) => void;
  /** Runs `work` when the browser is next idle. */
  whenIdle: (work: () => void) => void;
  /** Runs `work` in a task of its own, as soon as the tasks already waiting have run. */
  soon: (work: () => void) => void;
  now: () => number;
}

/** `then` runs once every module has been asked for (in the last slice's task, or at idle if there are none). */
export function preloadWhenIdle(
  hrefs: readonly string[],
  { settled, whenIdle, soon, now }: IdleScheduler,
  then: () => void = () => {},
): void {
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
  settled(() => whenIdle(pending.length > 0 ? slice : then));
}
