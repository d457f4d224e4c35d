// Lighthouse as someone outside the project measures the site: the Lighthouse CLI itself, its
// defaults (mobile, simulated throttling), a fresh browser with a new profile for every run, one
// request to warm the page before its runs, CLI_RUNS runs per public page. The bench's own Lighthouse
// (lighthouse.mjs) keeps one browser and clears its storage between runs; this one shares nothing, so
// the two together show that a figure is the page's, not the harness's.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, chromiumPath, NO_CHROMIUM } from '../scripts/chromium.mjs';
import { median } from './lighthouse.mjs';
import { ROOT, ROUTES } from './routes.mjs';

export const CLI_RUNS = Number(process.env.BENCH_LIGHTHOUSE_CLI_RUNS ?? 5);

/** One CLI run: its own Chromium, started and ended by the CLI; the performance category's figures. */
function cliRun(url) {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance',
    '--quiet',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
  ];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(resolve(ROOT, 'node_modules/.bin/lighthouse'), args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${err.slice(-400)}`));
      const lhr = JSON.parse(out);
      if (lhr.runtimeError) return reject(new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`));
      resolvePromise({
        performance: Math.round(lhr.categories.performance.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      });
    });
  });
}

/** Every public page: a warm-up request, then CLI_RUNS runs; each run's figures and their medians. */
export async function runLighthouseCli(origin, { onProgress = () => {} } = {}) {
  if (!chromiumPath()) throw new Error(NO_CHROMIUM);
  const rows = [];
  for (const route of ROUTES.filter((r) => r.public)) {
    const url = `${origin}${route.url}`;
    const warm = await fetch(url);
    await warm.arrayBuffer();
    if (!warm.ok) throw new Error(`warm-up of ${route.url} answered ${warm.status}`);
    const runs = [];
    for (let i = 0; i < CLI_RUNS; i += 1) {
      onProgress(`${route.url} run ${i + 1}/${CLI_RUNS}`);
      runs.push(await cliRun(url));
    }
    const lcps = runs.map((r) => r.lcpMs);
    const scores = runs.map((r) => r.performance);
    rows.push({
      route: route.url,
      runs,
      performanceRange: [Math.min(...scores), Math.max(...scores)],
      lcpMs: median(lcps),
      lcpRangeMs: [Math.min(...lcps), Math.max(...lcps)],
      tbtMaxMs: Math.max(...runs.map((r) => r.tbtMs)),
    });
  }
  return rows;
}

// Alone, through the stack (`node scripts/stack.mjs -- 'node bench/lighthouse-cli.mjs'`): only these
// runs, each page's scores and largest paints printed, for a check without the whole bench.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.env.STACK_URL) {
    console.error("usage: node scripts/stack.mjs -- 'node bench/lighthouse-cli.mjs'");
    process.exit(2);
  }
  const rows = await runLighthouseCli(process.env.STACK_URL, { onProgress: (m) => process.stderr.write(`lighthouse CLI: ${m}\n`) });
  for (const row of rows) {
    const scores = row.runs.map((r) => r.performance).join(', ');
    const lcps = row.runs.map((r) => r.lcpMs).join(', ');
    console.log(`${row.route}  performance ${scores}  LCP ${lcps} ms (median ${row.lcpMs})  TBT ≤ ${row.tbtMaxMs} ms`);
  }
}
