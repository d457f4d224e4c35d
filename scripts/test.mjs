#!/usr/bin/env node
// `npm test`: every suite that can run on this machine, on the real emulators wherever they run. A
// suite that cannot run says so in one line and is counted as skipped, never as passed.
//
// Two lanes run side by side (the machines have 2 cores), about equally long: one for the Firestore
// emulator's suites, the Node suites and then the browser run over the demo build; one for the
// functions' emulators, then the browser run over the production build on the emulator stack. Each
// suite's output is printed whole when it ends, so the two lanes never interleave.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

import { RECORDED_QUERIES } from './deploy-check/queries.mjs';
import { firestoreEmulator, QUERY_LOG, storageSkipReason } from './emulators.mjs';
import { chromiumPath } from './chromium.mjs';

const results = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs a command with its output captured; prints it as one block when it ends. */
function runSuite(name, command, args, env = {}) {
  return new Promise((resolveSuite) => {
    const begun = Date.now();
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const finish = (code) => {
      const status = code === 0 ? 'passed' : 'failed';
      const output = Buffer.concat(chunks).toString('utf8').trimEnd();
      console.log(`\n=== ${name} ===\n${output}\n--- ${status.toUpperCase()} in ${seconds(Date.now() - begun)}: ${name}`);
      results.push({ name, status, ...(status === 'failed' ? { reasons: failureLines(output) } : {}) });
      resolveSuite(code);
    };
    child.on('exit', (code, signal) => finish(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      finish(1);
    });
  });
}

// A failed suite's reasons, repeated under the summary: a CI log is often read from its end only.
// 'waiting for' names the locator a browser test waited on when it timed out.
const REASON = /(Error|expected|Expected|Timed out|timed out|FAIL|✗|×|exited|refused|not found|Cannot|waiting for|\[stack test\])/;
function failureLines(output) {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  // The reasons, and what a failed comparison received ('+ ' lines of its diff).
  const reasons = [...new Set(plain.map((line) => line.trim()).filter((line) => REASON.test(line) || line.startsWith('+ ')))];
  return reasons.slice(0, 25).map((line) => (line.length > 240 ? `${line.slice(0, 237)}...` : line));
}

function skip(name, why) {
  console.log(`\n=== ${name} ===\nSKIPPED: ${why}`);
  results.push({ name, status: 'skipped', why });
}

const npx = (name, args, env) => runSuite(name, 'npx', ['--no-install', ...args], env);
const node = (name, args, env) => runSuite(name, 'node', args, env);

// The functions deploy on firebase.json's runtime; every suite here runs on this Node (npm puts the
// Node 24 of package.json's optionalDependencies first on PATH, on Linux x64).
const deployedRuntime = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')).functions[0].runtime;
console.log(`Node ${process.version}; the functions deploy on ${deployedRuntime}`);
if (`nodejs${process.versions.node.split('.')[0]}` !== deployedRuntime) {
  console.log(`(not the Node the functions deploy on: install Node ${deployedRuntime.replace('nodejs', '')}, .nvmrc, to test on it)`);
}

// The contract, functions and stack suites record every query they run on the Firestore emulator; the
// deploy check at the end holds each against firestore.indexes.json (the rules suite's probes are not
// the product's queries, so it records none).
rmSync(RECORDED_QUERIES, { recursive: true, force: true });
const recording = { [QUERY_LOG]: RECORDED_QUERIES };

const chromium = chromiumPath();
const firestore = firestoreEmulator();
const storageReason = storageSkipReason();

async function nodeLane() {
  // First, while the other lane runs the functions' emulator suite: beside the production build's
  // browser run (the other lane's next), two Firestore emulators at once slowed its import journeys
  // past their time.
  await firestoreSuites();
  await npx('lint: ESLint with the import boundaries (npm run lint)', ['eslint', '--max-warnings', '0', '.']);
  await npx('lint: each boundary refuses a wrong import with its reason', ['vitest', 'run', '--config', 'tooling/vitest.config.ts']);
  await npx('format: the tree is as Prettier writes it (npm run format)', ['prettier', '--check', '--log-level', 'warn', '.']);
  await npx('shared model: unit tests', ['vitest', 'run', '--root', 'packages/model']);
  await runSuite('web: type check', 'npm', ['run', 'typecheck', '-w', 'web']);
  // npm run bench is not part of npm test (budgets belong to quiet runs), but its code must keep up with the functions'.
  await npx('bench: type check (the benchmarks compile against the code they measure)', ['tsc', '--noEmit', '-p', 'bench/tsconfig.json']);
  await node('web: the production build carries no demo data, credentials or unwanted SDKs', ['web/scripts/check-production-build.mjs']);
  await npx('web: components and the data-port contract (in-memory twin)', ['vitest', 'run', '--root', 'web']);
  await npx('functions: handlers and mail over a real SMTP server (unit)', ['vitest', 'run', '--root', 'functions']);
  // Last here, beside the other lane's browser run on the stack: the demo's server is Vite's preview on
  // a free port and its build a temporary folder, so the two never share a port or a file.
  if (firestore.kind !== 'none') await demoBrowserRun();
}

/** The rules and the Firebase adapter's contract on the Firestore emulator: in the first lane, as the second (both Chromium suites) is the longer. */
async function firestoreSuites() {
  if (firestore.kind === 'none') return;
  // Storage joins where it runs (GitHub Actions); here its part is reported skipped below.
  const storage = storageReason ? '' : ',storage';
  await node(`emulators: security rules, every case (Firestore${storage ? ' and Storage' : ''})`, [
    'scripts/emulators.mjs',
    'exec',
    '--only',
    `firestore${storage}`,
    '--',
    'npx vitest run --config rules-tests/vitest.config.ts',
  ]);
  await npx("emulators: the query recorder reads every SDK's queries off the wire (Firestore)", [
    'vitest',
    'run',
    '--config',
    'tooling/vitest.emulators.config.ts',
  ]);
  await node(
    'emulators: data-port contract, Firebase adapter (Auth + Firestore)',
    [
      'scripts/emulators.mjs',
      'exec',
      '--only',
      `auth,firestore${storage}`,
      '--',
      'npx vitest run --root web --config vitest.emulators.config.ts',
    ],
    recording,
  );
}

/**
 * The browser suites over the demo build. Where the production build runs too, the journeys it runs
 * (a visitor's, a post's life, the public pages' quality) are left to it; the demo run keeps what
 * only the twin does (uploads, authenticator apps), the admin's screens and the accessibility scans.
 */
const DEMO_RUN_WHERE_THE_STACK_RUNS = [
  'admin-journey',
  'admin-screens',
  'document-editors',
  'owner-security',
  'public-a11y',
  'public-design',
  'sample-photos',
  'shell',
  'text-pictures',
  'theme-contrast',
  'writing-editor',
];

async function demoBrowserRun() {
  if (!chromium) {
    skip('browser: visitor and owner journeys', 'no Chromium found (apt-get install chromium, or set CHROMIUM_PATH).');
    return;
  }
  await npx(
    'browser: journeys, accessibility and screens over the demo build (in-memory twin)',
    ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...(firestore.kind === 'none' ? [] : DEMO_RUN_WHERE_THE_STACK_RUNS)],
    {
      CHROMIUM_PATH: chromium,
    },
  );
}

async function emulatorLane() {
  if (firestore.kind === 'none') {
    skip(
      'emulators: rules, Firebase contract, functions on Firestore, production-build journeys',
      `no Firestore emulator here: ${firestore.reason}`,
    );
    // With no stack to run, this lane is free for the demo build's run, every journey in it.
    await demoBrowserRun();
  } else {
    await node(
      'emulators: functions in the Functions + Auth + Firestore emulators, real SMTP',
      ['functions/scripts/run-emulator-tests.mjs', 'firestore'],
      recording,
    );
  }
  if (storageReason) skip("emulators: Storage rules and the Firebase adapter's files contract", storageReason);

  if (chromium && firestore.kind !== 'none') {
    await node(
      'browser: visitor and owner journeys over the production build on the Hosting, Functions, Auth and Firestore emulators',
      [
        'scripts/stack.mjs',
        '--ports',
        'test',
        '--',
        'E2E_BASE_URL=$STACK_URL npx vitest run --config e2e/vitest.config.ts public-journey public-quality admin-journey admin-reorder post-lifecycle sample-photos shell served-pages served-limits owner-security import-recovery scheduled-work newsletter analytics-goals message-reply search-follows-edits restore smoke save-conflict preview-links',
      ],
      {
        CHROMIUM_PATH: chromium,
        E2E_BACKEND: 'firebase',
        ...recording,
      },
    );
    if (storageReason) console.log('(uploads in that run skipped: Storage cannot run here; the in-memory run covers them)');
    // After the run above: it reuses that run's build on the same ports.
    await npx('stack: survives malformed requests, ends every process when a part dies, starts again at once', [
      'vitest',
      'run',
      '--config',
      'tooling/vitest.stack.config.ts',
    ]);
  }
}

await Promise.all([nodeLane(), emulatorLane()]);
// Last: it reads the queries both lanes recorded.
await node("deploy check: the runtime, firebase.json, the functions' settings, an index for every query the suites ran", [
  'scripts/deploy-check.mjs',
  '--repository-only',
  ...(firestore.kind === 'launcher' ? ['--require-queries'] : []),
]);

const count = (status) => results.filter((r) => r.status === status).length;
console.log(`\n=== summary (${seconds(Date.now() - started)}) ===`);
for (const r of results) console.log(`${r.status.toUpperCase().padEnd(8)} ${r.name}${r.why ? ` (${r.why})` : ''}`);
for (const r of results.filter((result) => result.reasons)) {
  console.log(`\n--- why it failed: ${r.name}`);
  for (const line of r.reasons) console.log(`  ${line}`);
}
console.log(`suites: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
process.exit(count('failed') > 0 ? 1 : 0);
