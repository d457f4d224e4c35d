#!/usr/bin/env node
/**
 * The deployed shape, on this machine: the production build of the web app (Firebase adapter) served
 * by the Hosting emulator with firebase.json's rewrites and headers, the built functions in the
 * Functions emulator, Auth and Firestore (with firestore.rules) beside them, seeded with the sample
 * content and a local owner account, and a local SMTP sink that prints what the functions send.
 *
 *   npm run serve                                   # http://127.0.0.1:5000 until Ctrl-C
 *   node scripts/stack.mjs --ports test -- '<cmd>'  # the same on the test ports; runs <cmd>, then stops
 *
 * <cmd> gets STACK_URL (the site), STACK_FUNCTIONS (the Functions emulator's base address, for
 * a bench that calls a function directly), STACK_SCHEDULER (the local scheduler's control, which runs
 * a scheduled function now: scripts/local-scheduler.mjs), STACK_LOG (a file with everything the
 * emulators print, the functions' logs among it), and the emulators' *_EMULATOR_HOST variables. Storage cannot run
 * here (see scripts/emulators.mjs), so uploads fail on this stack; they are covered on the in-memory twin.
 *
 * Two deliberate differences from the deployed headers, both needed to reach emulators over plain
 * http on loopback: the Content-Security-Policy's connect-src also admits http://127.0.0.1:*, and it
 * drops upgrade-insecure-requests.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { emulatorsBlock, PORT_SETS, PROJECT } from './emulator-ports.mjs';
import { withEmulators } from './emulators.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export { PORT_SETS, PROJECT };

const hostPort = (port) => `127.0.0.1:${port}`;

/** VITE_* variables that point a production build at these emulators. */
export function webBuildEnv(ports) {
  return {
    VITE_BACKEND: 'firebase',
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT,
    VITE_FIRESTORE_EMULATOR_HOST: hostPort(ports.firestore),
    VITE_AUTH_EMULATOR_HOST: hostPort(ports.auth),
    VITE_FUNCTIONS_EMULATOR_HOST: hostPort(ports.functions),
    // Served through Hosting, which rewrites /api/track to the function as in production.
    VITE_EMULATOR_TRACK_DIRECT: 'false',
    VITE_SITE_URL: `http://127.0.0.1:${ports.hosting}`,
  };
}

function must(result, what) {
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status})`);
}

/** Builds the web app and the functions, and writes a scratch project for the emulators. Returns its firebase.json. */
export function prepareStack({ name = 'serve', ports, build = true, web = true }) {
  const scratch = join(repoRoot, 'functions', `.stack-${name}`);
  // What `firebase deploy` ships (React's production build), even when a test runner (NODE_ENV=test) starts the stack.
  const buildEnv = { ...process.env, ...webBuildEnv(ports), NODE_ENV: 'production' };
  const webOut = join(scratch, 'public');
  console.log('▶ Building the functions');
  must(spawnSync('node', ['build.mjs'], { cwd: join(repoRoot, 'functions'), stdio: 'inherit' }), 'Building the functions');
  if (web && build) {
    console.log('▶ Building the web app (production, Firebase adapter, pointed at the emulators)');
    must(
      spawnSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build', '--outDir', webOut, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: join(repoRoot, 'web'),
        stdio: 'inherit',
        env: buildEnv,
      }),
      'Building the web app',
    );
  }
  if (web && build) {
    console.log('▶ Building the server renderer (public pages) into the functions');
    must(
      spawnSync('node', ['scripts/build-server.mjs', '--client', webOut, '--out', join(repoRoot, 'functions/lib/ssr')], {
        cwd: join(repoRoot, 'web'),
        stdio: 'inherit',
        env: buildEnv,
      }),
      'Building the server renderer',
    );
  }
  if (web && !existsSync(join(webOut, 'app.html'))) throw new Error(`No web build in ${webOut}: run without --no-build first`);

  // The functions folder the emulator loads: the built lib/ and package.json. Node finds the
  // dependencies in functions/node_modules above it. Test-only parameters, never a developer's own.
  rmSync(join(scratch, 'lib'), { recursive: true, force: true });
  cpSync(join(repoRoot, 'functions', 'lib'), join(scratch, 'lib'), { recursive: true });
  cpSync(join(repoRoot, 'functions', 'package.json'), join(scratch, 'package.json'));
  writeFileSync(
    join(scratch, '.env.local'),
    [
      'SMTP_HOST=127.0.0.1',
      `SMTP_PORT=${ports.smtp}`,
      'SMTP_TLS=false',
      'SMTP_USER=',
      'MAIL_FROM=Portfolio <noreply@portfolio.local>',
      'OWNER_EMAIL=owner@example.com',
      `SITE_URL=http://127.0.0.1:${ports.hosting}`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(scratch, '.secret.local'), 'SMTP_PASS=unused-by-the-local-sink\nHASH_SECRET=local-stack-secret\n');

  const base = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const hosting = structuredClone(base.hosting);
  hosting.public = 'public';
  for (const block of hosting.headers ?? []) {
    for (const header of block.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = header.value.replace('connect-src ', 'connect-src http://127.0.0.1:* ').replace(/;\s*upgrade-insecure-requests/, '');
      }
    }
  }
  if (!web) delete hosting.public;
  const config = {
    firestore: { rules: join(repoRoot, 'firestore.rules'), indexes: join(repoRoot, 'firestore.indexes.json') },
    functions: [{ source: '.', codebase: 'default', runtime: base.functions?.[0]?.runtime ?? 'nodejs24' }],
    ...(web ? { hosting } : {}),
    emulators: emulatorsBlock(ports, { without: ['storage'] }),
  };
  mkdirSync(scratch, { recursive: true });
  const configPath = join(scratch, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  return { configPath, url: `http://127.0.0.1:${ports.hosting}` };
}

/**
 * Builds, starts the stack, seeds it, runs `command` (or waits for Ctrl-C), stops it. Scheduled
 * functions fire on their schedules (scripts/local-scheduler.mjs), as Cloud Scheduler fires them. With web: false
 * there is no Hosting emulator (npm start serves the app with Vite's dev server instead).
 */
export async function runStack({ name, ports, build = true, web = true, command, env = {} }) {
  const { configPath, url } = prepareStack({ name, ports, build, web });
  const log = join(dirname(configPath), 'stack.log');
  const seedAndRun = [
    `node ${JSON.stringify(join(repoRoot, 'scripts/seed-emulators.mjs'))}`,
    `sh -c ${JSON.stringify(
      command ??
        `echo; echo "Serving the production build on the emulators: ${url}  (owner: owner@example.com / demo1234; Ctrl-C stops)"; tail -f /dev/null`,
    )}`,
  ].join(' && ');
  return withEmulators(
    {
      only: ['auth', 'firestore', 'functions', ...(web ? ['hosting'] : [])],
      config: configPath,
      project: PROJECT,
      // The mail sink appends each mail here too, for the browser tests to read what a person would receive.
      env: {
        STACK_URL: url,
        STACK_FUNCTIONS: `http://${hostPort(ports.functions)}/${PROJECT}/us-central1`,
        STACK_SCHEDULER: `http://${hostPort(ports.scheduler)}`,
        STACK_LOG: log,
        // The sample's times count back from here in every seed of this run (scripts/seed-emulators.mjs).
        STACK_STARTED_AT: String(Date.now()),
        MAIL_SINK_FILE: join(dirname(configPath), 'mail.jsonl'),
        ...env,
      },
      log,
      parts: [
        {
          name: 'the mail sink',
          command: process.execPath,
          args: [join(repoRoot, 'scripts/mail-sink.mjs'), String(ports.smtp)],
          port: ports.smtp,
        },
        {
          name: 'the local scheduler',
          command: process.execPath,
          args: [
            join(repoRoot, 'scripts/local-scheduler.mjs'),
            '--functions',
            hostPort(ports.functions),
            '--project',
            PROJECT,
            '--control',
            String(ports.scheduler),
          ],
          port: ports.scheduler,
        },
      ],
    },
    seedAndRun,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dash = args.indexOf('--');
  const flags = dash === -1 ? args : args.slice(0, dash);
  const command = dash === -1 ? undefined : args.slice(dash + 1).join(' ');
  const set = flags.includes('--ports') ? flags[flags.indexOf('--ports') + 1] : 'dev';
  if (!PORT_SETS[set]) {
    console.error(`unknown port set ${set} (${Object.keys(PORT_SETS).join(', ')})`);
    process.exit(2);
  }
  runStack({ name: set, ports: PORT_SETS[set], build: !flags.includes('--no-build'), command }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
