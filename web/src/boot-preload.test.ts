import { PRELOAD_SLICE_MS, preloadWhenIdle } from './boot-preload';

const preloaded = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

describe('preloading the app while the browser is idle', () => {
  beforeEach(() => document.head.replaceChildren());
  afterEach(() => vi.restoreAllMocks());

  it('asks for every module, a few per idle period, none of them longer than a slice', () => {
    const modules = Array.from({ length: 30 }, (_, i) => `/assets/module-${i}.js`);
    // A slow machine: starting each request costs 2 ms of main-thread time.
    let clock = 0;
    const idle: (() => void)[] = [];
    const appendChild = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      clock += 2;
      return appendChild(node);
    });
    preloadWhenIdle(modules, { whenIdle: (work) => idle.push(work), now: () => clock });

    expect(preloaded()).toEqual([]); // nothing before the browser is idle
    const slices: number[] = [];
    while (idle.length > 0) {
      const started = clock;
      idle.shift()!();
      slices.push(clock - started);
    }
    expect(preloaded()).toEqual(modules);
    expect(slices.length).toBeGreaterThan(1);
    // A slice stops once it has spent its time: at most one request past the limit.
    expect(Math.max(...slices)).toBeLessThanOrEqual(PRELOAD_SLICE_MS + 2);
  });

  it('still gets through the list when a single request outlasts a slice', () => {
    let clock = 0;
    const idle: (() => void)[] = [];
    const appendChild = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      clock += PRELOAD_SLICE_MS * 3;
      return appendChild(node);
    });
    preloadWhenIdle(['/a.js', '/b.js', '/c.js'], { whenIdle: (work) => idle.push(work), now: () => clock });
    let slices = 0;
    while (idle.length > 0) {
      idle.shift()!();
      slices += 1;
    }
    expect(slices).toBe(3);
    expect(preloaded()).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('schedules nothing for a page that names no modules', () => {
    const whenIdle = vi.fn();
    preloadWhenIdle([], { whenIdle, now: () => 0 });
    expect(whenIdle).not.toHaveBeenCalled();
  });
});
