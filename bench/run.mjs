#!/usr/bin/env node
// `npm run bench`: page weight, Lighthouse, dashboard reads, search at 1,000 posts and Cloud Functions throughput in one
// run. Prints one table (progress goes to stderr), writes the same figures to bench/results.json,
// and exits 1 when a budget is missed. Installs nothing; needs Chromium (PLATFORM.md) for Lighthouse.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { BUDGETS, checkBudgets } from './budgets.mjs';
import { CLI_RUNS } from './lighthouse-cli.mjs';
import { RUNS as LIGHTHOUSE_RUNS } from './lighthouse.mjs';
import { FIREBASE_DIST, measurePageWeight, onDemandChunks, viteBuild } from './page-weight.mjs';
import { renderTable } from './table.mjs';
import { ROOT } from './routes.mjs';

const started = Date.now();
const progress = (message) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}\n`);
const scratch = resolve(ROOT, 'bench/dist');
mkdirSync(scratch, { recursive: true });

/** Runs a command, its output to stderr; resolves with stdout. */
function capture(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise(out) : reject(new Error(`${command} ${args.join(' ')} failed (${code})\n${out}\n${err}`)),
    );
  });
}

async function pageWeight() {
  progress('page weight: building the Firebase production build (vite build)');
  await viteBuild({ outDir: FIREBASE_DIST, quiet: true });
  return { routes: measurePageWeight(FIREBASE_DIST), onDemand: onDemandChunks(FIREBASE_DIST) };
}

async function dashboardReads() {
  progress('dashboard reads: 1,000 / 10,000 / 100,000 page views on the in-memory twin');
  const out = resolve(scratch, 'dashboard-reads.json');
  await capture('npx', ['--no-install', 'vitest', 'run', '--config', 'bench/dashboard/vitest.config.ts'], {
    env: { ...process.env, BENCH_DASHBOARD_OUT: out },
  });
  return JSON.parse(readFileSync(out, 'utf8'));
}

async function searchAtScale() {
  progress('search: the header index and a full search at 1,000 posts');
  const out = resolve(scratch, 'search.json');
  await capture('npx', ['--no-install', 'vitest', 'run', '--config', 'bench/search/vitest.config.ts'], {
    env: { ...process.env, BENCH_SEARCH_OUT: out },
  });
  return JSON.parse(readFileSync(out, 'utf8'));
}

async function functionsThroughput() {
  progress('functions: bundling and loading trackPageView and submitContactMessage on 127.0.0.1');
  const bundle = resolve(scratch, 'throughput.mjs');
  await capture('npx', [
    '--no-install',
    'esbuild',
    'bench/functions/throughput.ts',
    '--bundle',
    '--platform=node',
    '--target=node24',
    '--format=esm',
    `--outfile=${bundle}`,
    '--log-level=warning',
    ...['nodemailer', 'smtp-server', 'firebase-functions', 'firebase-admin'].map((p) => `--external:${p}`),
    "--banner:js=import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  ]);
  const { results, stats } = JSON.parse((await capture(process.execPath, [bundle])).trim().split('\n').at(-1));
  return { handlers: results, stored: stats };
}

/**
 * Lighthouse on what visitors get: the production build (Firebase adapter) served by the Hosting
 * emulator, reading the Firestore emulator through the Functions and Auth emulators beside it
 * (scripts/stack.mjs, on its test ports), seeded with the sample content.
 */
async function lighthouseScores() {
  progress('lighthouse: building the production build and starting it on the emulators (scripts/stack.mjs)');
  const out = resolve(scratch, 'lighthouse.json');
  await capture(
    process.execPath,
    ['scripts/stack.mjs', '--ports', 'test', '--', `node bench/lighthouse-on-stack.mjs ${JSON.stringify(out)}`],
    {
      env: { ...process.env, BENCH_LIGHTHOUSE_RUNS: String(LIGHTHOUSE_RUNS) },
    },
  );
  const measured = JSON.parse(readFileSync(out, 'utf8'));
  return {
    origin: 'production build on the emulators (scripts/stack.mjs)',
    runs: LIGHTHOUSE_RUNS,
    routes: measured.routes,
    outsider: { runs: CLI_RUNS, routes: measured.outsider },
    served: measured.served,
    latency: measured.latency,
    images: measured.images,
    photoSite: measured.photoSite,
  };
}

/** A section that cannot run is reported as an error and fails the bench, never skipped silently. */
async function section(name, work) {
  try {
    return await work();
  } catch (error) {
    progress(`${name} FAILED: ${error.message}`);
    return { error: error.message.split('\n')[0] };
  }
}

// The load-sensitive parts run one after another, never side by side.
const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
  budgets: BUDGETS,
  pageWeight: await section('page weight', pageWeight),
  dashboard: await section('dashboard reads', dashboardReads),
  search: await section('search', searchAtScale),
  functions: await section('functions', functionsThroughput),
  lighthouse: await section('lighthouse', lighthouseScores),
};
results.checks = checkBudgets(results);
results.seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(resolve(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');

console.log(renderTable(results));
const missed = results.checks.filter((c) => !c.ok);
console.log(
  missed.length
    ? `\n${missed.length} budget(s) missed. Figures: bench/results.json (${results.seconds} s).`
    : `\nAll budgets met. Figures: bench/results.json (${results.seconds} s).`,
);
process.exit(missed.length ? 1 : 0);
