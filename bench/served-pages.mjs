// What a visitor's browser loads from a served page, and what the render function costs, on the
// production build served by the emulator stack (docs/performance.md's budgets):
// - the document's HTML + CSS (gzip), the JavaScript run before any interaction, the JavaScript
//   preloaded while idle (fetched and compiled, not run), and all JavaScript after the first tap;
// - the longest main-thread task after the first tap, at Lighthouse's 4x CPU slowdown
//   (each page's figures: the median of 3 runs, the longest task with its min–max);
// - the render function's latency: the first request of a fresh instance (cold), then p50/p95 warm.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../scripts/chromium.mjs';
import { median } from './lighthouse.mjs';
import { ROUTES } from './routes.mjs';

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timeRequest(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Render latency through Hosting: the first request to a fresh function instance, then warm ones. */
export async function renderLatency(base, { warmRequests = 20 } = {}) {
  const coldMs = await timeRequest(`${base}/`);
  const rows = [];
  for (const route of ROUTES.filter((r) => r.public)) {
    const times = [];
    for (let i = 0; i < warmRequests; i += 1) times.push(await timeRequest(`${base}${route.url}`));
    times.sort((a, b) => a - b);
    rows.push({ route: route.url, p50Ms: Math.round(percentile(times, 50)), p95Ms: Math.round(percentile(times, 95)) });
  }
  return { coldMs: Math.round(coldMs), routes: rows };
}

/** Transfer sizes by phase, and the longest task after the first tap, for one route. */
async function measureRoute(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const js = [];
  let phase = 'load';
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || !url.startsWith(base)) return;
    // The phase the response came in, not the one its body is read in (that can be after the tap).
    const at = phase;
    const body = await response.body().catch(() => null);
    if (body) js.push({ url, phase: at, gz: gzipSync(body).length });
  });
  const documentResponse = await page.goto(`${base}${route.url}`, { waitUntil: 'load' });
  const html = await documentResponse.body();
  // Once idle, boot preloads every module the page's hand-over data names (data-prefetch), a few per
  // task: wait until the browser has all of them (a resource timing entry is written when a response ends).
  phase = 'idle';
  await page.waitForFunction(
    () => {
      const served = globalThis.document.getElementById('served-page');
      const wanted = (served?.getAttribute('data-prefetch') ?? '').split(' ').filter(Boolean);
      const fetched = new Set(globalThis.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      return wanted.length > 0 && wanted.every((path) => fetched.has(path));
    },
    null,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  // The page's own script and its imports (data-boot) run before any interaction, though they are
  // asked for only once the page has loaded.
  const bootFiles = new Set(
    await page.evaluate(() => (globalThis.document.getElementById('served-page')?.getAttribute('data-boot') ?? '').split(' ')),
  );
  phase = 'after tap';
  const tapAt = await page.evaluate(() => performance.now());
  await page.mouse.click(5, 400);
  await page.waitForFunction(() => globalThis.document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Effects after hydration (sections revealed, particles, reads refreshed): the time a person would take to tap again.
  await page.waitForTimeout(1500);
  const longest = await page.evaluate(
    (t) => Math.max(0, ...globalThis.__longTasks.filter((x) => x.start >= t).map((x) => x.duration)),
    tapAt,
  );
  await context.close();
  const sum = (rows) => kb(rows.reduce((n, r) => n + r.gz, 0));
  const runBeforeInteraction = (r) => r.phase === 'load' || bootFiles.has(new URL(r.url).pathname);
  return {
    route: route.url,
    htmlCssKb: kb(gzipSync(html).length),
    jsBeforeInteractionKb: sum(js.filter(runBeforeInteraction)),
    jsPreloadedIdleKb: sum(js.filter((r) => r.phase === 'idle' && !runBeforeInteraction(r))),
    jsAllAfterTapKb: sum(js),
    longestTaskAfterTapMs: Math.round(longest),
  };
}

/**
 * Each route measured `runs` times in fresh contexts: every figure is the runs' median, and the longest
 * task after the tap also has its spread (one run alone swings by a factor of two on a busy machine).
 */
function summarize(runs) {
  const figures = ['htmlCssKb', 'jsBeforeInteractionKb', 'jsPreloadedIdleKb', 'jsAllAfterTapKb', 'longestTaskAfterTapMs'];
  const tasks = runs.map((r) => r.longestTaskAfterTapMs);
  return {
    route: runs[0].route,
    ...Object.fromEntries(figures.map((name) => [name, median(runs.map((r) => r[name]))])),
    longestTaskAfterTapRangeMs: [Math.min(...tasks), Math.max(...tasks)],
  };
}

export async function measureServedPages(base, { runs = 3 } = {}) {
  const browser = await launchChromium();
  try {
    const routes = [];
    for (const route of ROUTES.filter((r) => r.public)) {
      const measured = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measureRoute(browser, base, route));
      routes.push(summarize(measured));
    }
    return routes;
  } finally {
    await browser.close();
  }
}
