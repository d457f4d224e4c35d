#!/usr/bin/env node
/**
 * The one way this repository starts the Firebase emulator suite (npm start, npm run serve, npm test,
 * npm run test:emulators, the bench).
 *
 *   node scripts/emulators.mjs exec --only auth,firestore,functions[,hosting,storage]
 *        [--config firebase.json] [--project demo-portfolio] -- '<shell command>'
 *   node scripts/emulators.mjs which      # which Firestore and Storage emulators this machine can run
 *
 * Which Firestore and Storage emulators a machine can run, and why: scripts/emulator-availability.mjs.
 *
 * Runs that share a port wait for each other (a lock per port in the temp folder), so two checkouts on
 * one machine never collide.
 *
 * A run ends every process it started, however it ends: the command finishing, Ctrl-C, or any part
 * dying (the Firestore JVM, firebase-tools with the Auth, Functions and Hosting emulators in it, the
 * mail sink), naming the part that died and why. A port an earlier run left held when it died is
 * freed first (scripts/processes.mjs). firebase-tools runs with scripts/emulator-request-guard.mjs,
 * so one malformed request cannot end it.
 */
import { createWriteStream, openSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { firestoreEmulator, startLauncher, storageSkipReason } from './emulator-availability.mjs';
import { acceptsTcp, acquireLock, answersHttp, firebaseCrash, freePort, lastLineOf, lastWords, waitUntil } from './emulator-waits.mjs';
import { startLocalTriggers } from './local-triggers-part.mjs';
import { freePorts, howItEnded, startPart } from './processes.mjs';

export { firestoreEmulator, storageSkipReason };

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
function readConfig(configPath) {
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  if (!config.emulators) throw new Error(`${configPath} has no "emulators" section`);
  return config;
}

/**
 * Starts the emulators named in `only` (and `parts`: other processes the run needs, such as the mail
 * sink, each { name, command, args, port? }), runs `command` in a shell with their addresses in its
 * environment, and resolves with the command's exit code. Whatever ends first (the command, or any
 * part dying), every process the run started is ended, and a part that died is named with its reason.
 * With `log` (a file path), the parts' output is also written there, so the command can read what
 * the emulators printed (the functions' logs among it).
 */
export async function withEmulators(
  { only, config = 'firebase.json', project = 'demo-portfolio', env = {}, quiet = false, parts: extraParts = [], log },
  command,
) {
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
  const portOf = (name) => firebaseConfig.emulators[name]?.port;
  const emulatorPorts = [...only].map(portOf).filter(Boolean);
  const ports = [...new Set([...emulatorPorts, ...extraParts.map((p) => p.port).filter(Boolean)])].sort((a, b) => a - b);
  const releases = [];
  for (const port of ports) releases.push(await acquireLock(`port-${port}`));
  const release = () => {
    for (const unlock of releases.splice(0).reverse()) unlock();
  };
  // firebase-tools also listens on these when it runs: an earlier crash may have left them held too.
  const helperPorts = wanted.size > 0 ? ['hub', 'logging', 'eventarc', 'tasks'].map(portOf).filter(Boolean) : [];
  const runPorts = [...new Set([...ports, ...helperPorts])];

  // NO_UPDATE_NOTIFIER: firebase-tools would otherwise start a detached update check once a day, a
  // process outside every part's group that carries this run's marker and outlives it.
  // FUNCTIONS_DISCOVERY_TIMEOUT (s): each function's worker had 30 s to load the code, then "Failed to
  // load function" dropped its event; a dozen loading at once on a loaded machine took longer.
  const childEnv = { ...process.env, NO_UPDATE_NOTIFIER: '1', FUNCTIONS_DISCOVERY_TIMEOUT: '180', ...env };
  const copyTo = log ? createWriteStream(log, { flags: 'w' }) : undefined;
  const running = [];
  let registerFirst = '';
  let stopping = null;
  const stopAll = () =>
    (stopping ??= (async () => {
      for (const part of [...running].reverse()) await part.end(part.graceMs);
    })());
  // Ctrl-C in a terminal reaches only this process (the parts run in groups of their own), and a
  // test runner may stop it alone: either way every part is ended before this exits.
  const onSignal = (signal) => {
    say(`${signal}: ending the emulators`);
    void stopAll().finally(() => {
      release();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, onSignal);

  try {
    await freePorts(runPorts, { say });
    if (ourFirestore) {
      const { host = '127.0.0.1', port = 8080 } = firebaseConfig.emulators.firestore ?? {};
      const rulesFile = firebaseConfig.firestore?.rules ? resolve(dirname(configPath), firebaseConfig.firestore.rules) : null;
      const functionsAddress =
        wanted.has('functions') && firebaseConfig.emulators.functions
          ? `${firebaseConfig.emulators.functions.host ?? '127.0.0.1'}:${firebaseConfig.emulators.functions.port}`
          : null;
      // Firestore's events go through scripts/local-firestore-triggers.mjs (firebase-tools registers
      // no trigger with a Firestore emulator it did not start).
      const triggersAddress = functionsAddress ? `${host}:${await freePort()}` : null;
      const logPath = join(repoRoot, 'firestore-debug.log');
      const log = openSync(logPath, 'a');
      const started = Date.now();
      // With a query log asked for, the recorder takes the configured port and the emulator one behind it.
      const queryLog = process.env[QUERY_LOG];
      const emulatorPort = queryLog ? await freePort() : port;
      const part = startLauncher(firestore.path, {
        host,
        port: emulatorPort,
        rules: rulesFile,
        project,
        functions: triggersAddress,
        log,
        ports: runPorts,
      });
      part.why = () => `${lastLineOf(logPath)} (firestore-debug.log has more)`;
      running.push(part);
      await waitUntil(
        () => answersHttp(`http://${host}:${emulatorPort}/`),
        `The Firestore emulator on ${host}:${emulatorPort}`,
        part,
        60_000,
      );
      if (queryLog) {
        const recorder = startPart(
          'the Firestore query recorder',
          process.execPath,
          [
            join(repoRoot, 'scripts', 'firestore-query-recorder.mjs'),
            '--listen',
            `${host}:${port}`,
            '--upstream',
            `${host}:${emulatorPort}`,
            '--log',
            queryLog,
          ],
          { env: childEnv, cwd: repoRoot, ports: runPorts, copyTo },
        );
        recorder.why = () => recorder.tail().slice(-3).join(' / ');
        running.push(recorder);
        await waitUntil(() => answersHttp(`http://${host}:${port}/`), `The Firestore query recorder on ${host}:${port}`, recorder, 30_000);
      }
      if (triggersAddress) {
        registerFirst = await startLocalTriggers({
          listen: triggersAddress,
          functions: functionsAddress,
          firestore: `${host}:${emulatorPort}`,
          project,
          running,
          partOptions: { env: childEnv, cwd: repoRoot, ports: runPorts, copyTo },
        });
      }
      say(
        `Firestore: ${firestore.describe} on ${host}:${port}, up in ${((Date.now() - started) / 1000).toFixed(1)} s (log: firestore-debug.log)`,
      );
      childEnv.FIRESTORE_EMULATOR_HOST = `${host}:${port}`;
    } else if (firestore) {
      say(`Firestore: ${firestore.describe}`);
      if (process.env[QUERY_LOG])
        say('queries not recorded: firebase-tools runs Firestore itself here, with no room for the recorder in front');
    }
    for (const extra of extraParts) {
      const part = startPart(extra.name, extra.command, extra.args, { env: childEnv, cwd: repoRoot, ports: runPorts, copyTo });
      part.why = () => part.tail().slice(-3).join(' / ');
      running.push(part);
      // A part with no port of its own is ready once started.
      if (extra.port) await waitUntil(() => acceptsTcp(extra.port), `${extra.name} on port ${extra.port}`, part, 30_000);
    }

    let main;
    if (wanted.size === 0) {
      main = startPart('the command', '/bin/sh', ['-c', command], { env: childEnv, cwd: repoRoot, ports: runPorts, copyTo });
    } else {
      const names = [...wanted].map((n) => n[0].toUpperCase() + n.slice(1)).join(', ');
      let commandFinished = false;
      main = startPart(
        `firebase-tools (the ${names} emulators)`,
        process.execPath,
        [
          '--import',
          pathToFileURL(join(repoRoot, 'scripts', 'emulator-request-guard.mjs')).href,
          FIREBASE_CLI,
          'emulators:exec',
          '--config',
          configPath,
          '--project',
          project,
          '--only',
          [...wanted].join(','),
          `${registerFirst}${command}`,
        ],
        {
          env: childEnv,
          cwd: repoRoot,
          ports: runPorts,
          copyTo,
          // firebase-tools says so when the command ends; without that line, firebase-tools itself died.
          onLine: (line) => (commandFinished ||= /Script exited (successfully|unsuccessfully|with signal)/.test(line)),
        },
      );
      main.graceMs = 10_000;
      main.commandFinished = () => commandFinished;
      const started = Date.now();
      main.why = () => firebaseCrash(join(repoRoot, 'firebase-debug.log'), started);
    }
    running.push(main);

    const first = await Promise.race(running.map((part) => part.exited.then((how) => ({ part, how }))));
    if (first.part === main && (main.commandFinished?.() ?? true)) {
      return first.how.signal ? 1 : (first.how.code ?? 1);
    }
    const others = running.filter((part) => part !== first.part).map((part) => part.name);
    console.error(
      `\n[emulators] ${first.part.name} ${howItEnded(first.how)}${lastWords(first.part)}\n` +
        `[emulators] Ending the rest of the run: ${others.join(', ') || 'nothing else was running'}.`,
    );
    return 1;
  } finally {
    await stopAll();
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, onSignal);
    copyTo?.end();
    release();
  }
}

const FIREBASE_CLI = join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/**
 * A folder named here gets the shape of every query any client runs on the Firestore emulator
 * (scripts/firestore-query-recorder.mjs), for the deploy check's index check. npm test sets it.
 */
export const QUERY_LOG = 'PORTFOLIO_QUERY_LOG';

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
