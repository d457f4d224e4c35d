// Lighthouse (mobile, its default) on the public routes of a served build: the bench runs it on the
// production build on the emulators (lighthouse-on-stack.mjs); startPreview serves the demo build for
// a quick look without emulators. The median of several runs per route.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath, NO_CHROMIUM } from '../scripts/chromium.mjs';
import { DEMO_DIST } from './page-weight.mjs';
import { ROUTES, WEB } from './routes.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Every run is a first visit, as the Lighthouse CLI's own fresh browser profile makes it. One browser
 * serves all the runs here, and Lighthouse's default reset keeps local storage: from the second run on,
 * a page would find what the first run stored (the theme, the visit), which no first visit has.
 */
const FIRST_VISIT = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb'];

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** `npm run demo`'s port, 4173, unless someone is already serving there (then any free port). */
async function previewPort() {
  if (await portIsFree(4173)) return 4173;
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `vite preview` of the demo build; resolves once it answers. */
export async function startPreview() {
  const port = await previewPort();
  const child = spawn(
    'npx',
    ['--no-install', 'vite', 'preview', '--outDir', DEMO_DIST, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: WEB, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited:\n${log}`);
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    port,
    // npx starts vite as a child of its own: stop the whole process group we started.
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** The middle of the numbers among `values` (the upper one of an even count), or null if none. */
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

export async function runLighthouse(origin, { onProgress = () => {} } = {}) {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error(NO_CHROMIUM);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS], logLevel: 'silent' });
  const rows = [];
  try {
    for (const route of ROUTES.filter((r) => r.public)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        onProgress(`${route.url} run ${i + 1}/${RUNS}`);
        const result = await lighthouse(`${origin}${route.url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          clearStorageTypes: FIRST_VISIT,
        });
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${route.url}: ${lhr.runtimeError.message}`);
        runs.push({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
          ),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue,
          failing: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
            lhr.categories[c].auditRefs
              .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
              .map((ref) => `${c}: ${ref.id}`),
          ),
        });
      }
      rows.push({
        route: route.url,
        name: route.name,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        // The spread of the runs, so a reader can tell a figure from the machine's noise.
        lcpRangeMs: [Math.round(Math.min(...runs.map((r) => r.lcpMs))), Math.round(Math.max(...runs.map((r) => r.lcpMs)))],
        performanceRange: [Math.min(...runs.map((r) => r.scores.performance)), Math.max(...runs.map((r) => r.scores.performance))],
        tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
        // Audits that cost points in any run: where to look when a score is below 100.
        failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
