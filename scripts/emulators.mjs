#!/usr/bin/env node
/**
 * The one way this repository starts the Firebase emulator suite (npm start, npm run serve, npm test,
 * npm run test:emulators, the bench).
 *
 *   node scripts/emulators.mjs exec --only auth,firestore,functions[,hosting,storage]
 *        [--config firebase.json] [--project demo-portfolio] -- '<shell command>'
 *   node scripts/emulators.mjs which      # which Firestore and Storage emulators this machine can run
 *
 * Firestore runs here on Java 17: Google's Firestore emulator ships as the Debian package
 * google-cloud-cli-firestore-emulator, built for Java 11+. Only firebase-tools' `--only firestore`
 * start refuses a Java older than 21 (it checks `java -version`), so where Java is older this script
 * starts the Debian launcher itself, on the config's port with its rules, and firebase-tools
 * starts the other emulators beside it with FIRESTORE_EMULATOR_HOST set (its Functions emulator hands
 * its environment to the function workers, so the functions reach it too).
 *
 * Storage: firebase-tools downloads the Storage rules runtime from the internet the first time. It runs
 * where Java 21 and that download (or a cached copy) exist, e.g. GitHub Actions; elsewhere it is left
 * out with one line saying so, and the caller decides what that skips.
 *
 * Runs that share a port wait for each other (a lock per port in the temp folder), so two checkouts on
 * one machine never collide.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN_LAUNCHER = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** The Java major version on PATH, or null. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  // `java -version` writes e.g. 'openjdk version "17.0.15" 2025-04-15' to stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" is Java 8
}

function debianLauncher() {
  const fromEnv = process.env.FIRESTORE_EMULATOR_LAUNCHER;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const listed = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  const fromDpkg = listed.status === 0 ? listed.stdout.split('\n').find((line) => line.endsWith('/cloud_firestore_emulator')) : undefined;
  if (fromDpkg && existsSync(fromDpkg)) return fromDpkg;
  return existsSync(DEBIAN_LAUNCHER) ? DEBIAN_LAUNCHER : null;
}

/**
 * Which Firestore emulator this machine can run:
 * { kind: 'firebase-tools' } | { kind: 'launcher', path } | { kind: 'none', reason }.
 */
export function firestoreEmulator() {
  const java = javaMajorVersion();
  if (java !== null && java >= 21) return { kind: 'firebase-tools', describe: `firebase-tools' Firestore emulator (Java ${java})` };
  const launcher = debianLauncher();
  if (java !== null && java >= 11 && launcher) {
    return { kind: 'launcher', path: launcher, describe: `Google's Firestore emulator from the Debian package (Java ${java})` };
  }
  const reason =
    java === null
      ? 'no Java on PATH (the Firestore emulator runs on Java 11+)'
      : launcher
        ? `Java ${java} is too old for the Firestore emulator (11+)`
        : `Java ${java} is found but the Debian package google-cloud-cli-firestore-emulator (Firestore on Java 11+) is not installed, and firebase-tools starts Firestore itself only on Java 21+`;
  return { kind: 'none', reason, describe: 'none' };
}

/** Why Storage cannot run here, or null where it can. */
export function storageSkipReason() {
  const java = javaMajorVersion();
  const cached = (() => {
    const folder = join(homedir(), '.cache', 'firebase', 'emulators');
    return existsSync(folder) && readdirSync(folder).some((name) => name.startsWith('cloud-storage-rules-runtime'));
  })();
  if (java !== null && java >= 21 && (cached || process.env.GITHUB_ACTIONS === 'true')) return null;
  return 'Storage emulator skipped: its rules runtime is downloaded by firebase-tools from outside (and needs Java 21), which this machine cannot do; uploads are covered on the in-memory twin.';
}

function readConfig(configPath) {
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  if (!config.emulators) throw new Error(`${configPath} has no "emulators" section`);
  return config;
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A lock per port set: a folder holding the owner's pid; a dead owner's lock is taken over. */
async function acquireLock(key) {
  const folder = join(tmpdir(), `portfolio-emulators-${key}.lock`);
  let told = false;
  for (;;) {
    try {
      mkdirSync(folder);
      writeFileSync(join(folder, 'pid'), String(process.pid));
      return () => rmSync(folder, { recursive: true, force: true });
    } catch {
      let owner = NaN;
      try {
        owner = Number(readFileSync(join(folder, 'pid'), 'utf8'));
      } catch {
        // being created or removed right now
      }
      if (Number.isFinite(owner) && owner > 0 && !isAlive(owner)) {
        rmSync(folder, { recursive: true, force: true });
        continue;
      }
      if (!told) {
        console.log(`Waiting for another emulator run on the same ports (pid ${owner || '?'}) to finish...`);
        told = true;
      }
      await sleep(1000);
    }
  }
}

async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The Firestore emulator exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000} s`);
}

function startLauncher(path, { host, port, rules, project, functions, log }) {
  const args = ['start', `--host=${host}`, `--port=${port}`, `--project_id=${project}`, '--single_project_mode'];
  if (rules) args.push(`--rules=${rules}`);
  if (functions) args.push(`--functions_emulator=${functions}`);
  // Its own process group, so the JVM it starts is stopped with it.
  return spawn(path, args, { stdio: ['ignore', log, log], detached: true });
}

/**
 * Starts the emulators named in `only`, runs `command` in a shell with their addresses in its
 * environment, stops them, and resolves with the command's exit code.
 */
export async function withEmulators({ only, config = 'firebase.json', project = 'demo-portfolio', env = {}, quiet = false }, command) {
  const configPath = resolve(repoRoot, config);
  const firebaseConfig = readConfig(configPath);
  const wanted = new Set(only);
  const say = (line) => quiet || console.log(`[emulators] ${line}`);

  if (wanted.has('storage')) {
    const reason = storageSkipReason();
    if (reason) {
      say(reason);
      wanted.delete('storage');
    }
  }
  const firestore = wanted.has('firestore') ? firestoreEmulator() : null;
  if (firestore?.kind === 'none') throw new Error(`Cannot start Firestore: ${firestore.reason}`);
  const ourFirestore = firestore?.kind === 'launcher';
  if (ourFirestore) wanted.delete('firestore');

  // One lock per port, taken in a fixed order: two runs that share any port (say the rules tests on
  // 8080 and the contract on 8080 and 9099, from two checkouts) wait for each other, never collide.
  const ports = [...new Set([...only].map((name) => firebaseConfig.emulators[name]?.port).filter(Boolean))].sort((a, b) => a - b);
  const releases = [];
  for (const port of ports) releases.push(await acquireLock(`port-${port}`));
  const release = () => {
    for (const unlock of releases.splice(0).reverse()) unlock();
  };
  const childEnv = { ...process.env, ...env };
  let launcher = null;
  const stopLauncher = () => {
    if (launcher?.pid && launcher.exitCode === null) {
      try {
        process.kill(-launcher.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  // Ctrl-C in a terminal reaches every process; a signal sent to this one alone (a test runner
  // stopping it) is passed on, so nothing is left running.
  const onSignal = (signal) => {
    runningChild?.kill(signal);
    stopLauncher();
    release();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    if (ourFirestore) {
      const { host = '127.0.0.1', port = 8080 } = firebaseConfig.emulators.firestore ?? {};
      const rulesFile = firebaseConfig.firestore?.rules ? resolve(dirname(configPath), firebaseConfig.firestore.rules) : null;
      const functionsAddress =
        wanted.has('functions') && firebaseConfig.emulators.functions
          ? `${firebaseConfig.emulators.functions.host ?? '127.0.0.1'}:${firebaseConfig.emulators.functions.port}`
          : null;
      const logPath = join(repoRoot, 'firestore-debug.log');
      const log = (await import('node:fs')).openSync(logPath, 'a');
      const started = Date.now();
      launcher = startLauncher(firestore.path, { host, port, rules: rulesFile, project, functions: functionsAddress, log });
      await waitForHttp(`http://${host}:${port}/`, 60_000, launcher);
      say(
        `Firestore: ${firestore.describe} on ${host}:${port}, up in ${((Date.now() - started) / 1000).toFixed(1)} s (log: firestore-debug.log)`,
      );
      childEnv.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
    } else if (firestore) {
      say(`Firestore: ${firestore.describe}`);
    }

    if (wanted.size === 0) {
      return await runShell(command, childEnv);
    }
    const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');
    return await run(
      firebaseBin,
      ['emulators:exec', '--config', configPath, '--project', project, '--only', [...wanted].join(','), command],
      childEnv,
    );
  } finally {
    stopLauncher();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    release();
  }
}

let runningChild = null;

function run(commandPath, args, env) {
  return new Promise((resolveCode) => {
    const child = spawn(commandPath, args, { stdio: 'inherit', env, cwd: repoRoot });
    runningChild = child;
    child.on('exit', (code, signal) => resolveCode(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolveCode(1));
  });
}

const runShell = (command, env) => run('/bin/sh', ['-c', command], env);

async function main(argv) {
  const [verb, ...rest] = argv;
  if (verb === 'which') {
    const firestore = firestoreEmulator();
    console.log(`Firestore: ${firestore.kind === 'none' ? `cannot run (${firestore.reason})` : firestore.describe}`);
    console.log(`Storage: ${storageSkipReason() ?? 'firebase-tools can start it'}`);
    return firestore.kind === 'none' ? 1 : 0;
  }
  if (verb !== 'exec') {
    console.error(
      "usage: emulators.mjs exec --only auth,firestore,... [--config f] [--project p] -- '<command>'\n       emulators.mjs which",
    );
    return 2;
  }
  const options = { only: [] };
  let index = 0;
  for (; index < rest.length && rest[index] !== '--'; index += 1) {
    const flag = rest[index];
    const value = rest[index + 1];
    if (flag === '--only')
      options.only = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (flag === '--config') options.config = value;
    else if (flag === '--project') options.project = value;
    else {
      console.error(`unknown option ${flag}`);
      return 2;
    }
    index += 1;
  }
  const command = rest.slice(index + 1).join(' ');
  if (!command || options.only.length === 0) {
    console.error('emulators.mjs exec needs --only and a command after --');
    return 2;
  }
  return withEmulators(options, command);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
