import { PRELOAD_SLICE_MS, preloadWhenIdle } from './boot-preload';

const preloaded = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

describe('preloading the app while the browser is idle', () => {
  beforeEach(() => document.head.replaceChildren());
  afterEach(() => vi.restoreAllMocks());

  it('asks for every module once the browser is idle, in tasks of a slice each, one straight after another', () => {
    const modules = Array.from({ length: 30 }, (_, i) => `/assets/module-${i}.js`);
    // A slow machine: starting each request costs 2 ms of main-thread time.
    let clock = 0;
    const idle: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const appendChild = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      clock += 2;
      return appendChild(node);
    });
    preloadWhenIdle(modules, {
      settled: (work) => work(),
      whenIdle: (work) => idle.push(work),
      soon: (work) => tasks.push(work),
      now: () => clock,
    });

    expect(preloaded()).toEqual([]); // nothing before the browser is idle
    expect(idle).toHaveLength(1);
    const slices: number[] = [];
    for (let next = idle.shift(); next; next = tasks.shift()) {
      const started = clock;
      next();
      slices.push(clock - started);
    }
    expect(preloaded()).toEqual(modules);
    expect(idle).toHaveLength(0); // the rest did not wait for another idle period
    expect(slices.length).toBeGreaterThan(1);
    // A slice stops once it has spent its time: at most one request past the limit.
    expect(Math.max(...slices)).toBeLessThanOrEqual(PRELOAD_SLICE_MS + 2);
  });

  it('asks for nothing, nor for an idle moment, until the page has settled', () => {
    const settling: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const then = vi.fn();
    preloadWhenIdle(
      ['/a.js', '/b.js'],
      { settled: (work) => settling.push(work), whenIdle: (work) => idle.push(work), soon: (work) => work(), now: () => 0 },
      then,
    );
    expect(idle).toHaveLength(0);
    expect(preloaded()).toEqual([]);
    settling.shift()!();
    expect(preloaded()).toEqual([]); // settled, but the browser is not idle yet
    idle.shift()!();
    expect(preloaded()).toEqual(['/a.js', '/b.js']);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('still gets through the list when a single request outlasts a slice', () => {
    let clock = 0;
    const queue: (() => void)[] = [];
    const appendChild = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      clock += PRELOAD_SLICE_MS * 3;
      return appendChild(node);
    });
    const later = (work: () => void) => void queue.push(work);
    preloadWhenIdle(['/a.js', '/b.js', '/c.js'], { settled: (work) => work(), whenIdle: later, soon: later, now: () => clock });
    let slices = 0;
    for (let next = queue.shift(); next; next = queue.shift()) {
      next();
      slices += 1;
    }
    expect(slices).toBe(3);
    expect(preloaded()).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('for a page that names no modules, runs only what follows, once the browser is idle', () => {
    const idle: (() => void)[] = [];
    const soon = vi.fn();
    const then = vi.fn();
    preloadWhenIdle([], { settled: (work) => work(), whenIdle: (work) => idle.push(work), soon, now: () => 0 }, then);
    expect(then).not.toHaveBeenCalled();
    idle.shift()!();
    expect(then).toHaveBeenCalledTimes(1);
    expect(soon).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });

  it('runs what follows once the last module has been asked for, not before', () => {
    const queue: (() => void)[] = [];
    let clock = 0;
    const appendChild = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      clock += PRELOAD_SLICE_MS;
      return appendChild(node);
    });
    const later = (work: () => void) => void queue.push(work);
    const asked: (string | null)[][] = [];
    preloadWhenIdle(['/a.js', '/b.js'], { settled: (work) => work(), whenIdle: later, soon: later, now: () => clock }, () =>
      asked.push(preloaded()),
    );
    for (let next = queue.shift(); next; next = queue.shift()) next();
    expect(asked).toEqual([['/a.js', '/b.js']]);
  });
});
