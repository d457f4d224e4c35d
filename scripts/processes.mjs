/**
 * The processes an emulator run starts ("parts": the Firestore emulator, firebase-tools with the Auth,
 * Functions and Hosting emulators and the command it runs, the mail sink), and ending them all.
 *
 * Each part is started in a process group of its own, so ending a part ends everything it started,
 * even processes its parent left behind when it died (a function worker, a shell): an orphan keeps its
 * group. Each carries RUN_MARKER in its environment, which its children inherit; a later run uses it
 * to tell a process an earlier run of ours left holding one of our ports (ended) from anything else
 * (waited for, never ended).
 *
 * Linux only for finding who holds a port (it reads /proc); elsewhere a held port is waited for.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Set on every part: "<pid of the run that started it>@<that process's start time> <the run's ports,
 * comma-separated>". The start time tells the run from a later process given the same pid: pids are
 * reused (pid_max is 32768 on our machines, and one npm test starts more processes than that).
 */
export const RUN_MARKER = 'PORTFOLIO_EMULATOR_RUN';

// A supervisor whose output goes nowhere any more (its reader died) keeps supervising.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const groupAlive = (pgid) => isAlive(-pgid);

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/** Ends a process group: SIGTERM, then SIGKILL for whatever is left after `graceMs`. */
export async function endGroup(pgid, graceMs = 5000) {
  if (!groupAlive(pgid)) return;
  signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
  while (groupAlive(pgid)) await sleep(50);
}

const TAIL_LINES = 40;

/**
 * Starts a part in its own process group, its stdin closed (a background group reading the terminal
 * would be stopped) and its output passed on line by line, the last lines kept for the report.
 * Returns { name, pid, exited: Promise<{ code, signal }>, tail(), end() }; `onLine` sees each line,
 * and `copyTo` (a writable stream) gets a copy of the output.
 */
export function startPart(name, command, args, { env = process.env, cwd, output = 'inherit', ports = [], onLine, copyTo } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...env, [RUN_MARKER]: `${process.pid}@${startTimeOf(process.pid) ?? ''} ${ports.join(',')}` },
    stdio: ['ignore', output === 'inherit' ? 'pipe' : output, output === 'inherit' ? 'pipe' : output],
    detached: true,
  });
  const lines = [];
  const keep = (stream, sink) => {
    let partial = '';
    stream?.on('data', (chunk) => {
      sink.write(chunk);
      copyTo?.write(chunk);
      const text = partial + chunk.toString('utf8');
      const split = text.split('\n');
      partial = split.pop() ?? '';
      lines.push(...split);
      if (onLine) split.forEach(onLine);
      if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
    });
  };
  keep(child.stdout, process.stdout);
  keep(child.stderr, process.stderr);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => {
      lines.push(String(error));
      resolve({ code: null, signal: null, error });
    });
  });
  return {
    name,
    pid: child.pid,
    exited,
    tail: () => [...lines],
    end: (graceMs) => (child.pid ? endGroup(child.pid, graceMs) : Promise.resolve()),
  };
}

/** "exited with code 1" / "was killed by SIGKILL". */
export function howItEnded({ code, signal, error }) {
  if (error) return `could not start (${error.message})`;
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

// ---- who holds a port (Linux: /proc) ----

const hasProc = () => existsSync('/proc/net/tcp');

/** Socket inodes listening on `port` (IPv4 and IPv6). */
function listeningInodes(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // cols[1] local address "0100007F:16A8", cols[3] state (0A = LISTEN), cols[9] inode
      if (cols.length > 9 && cols[1].endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  return inodes;
}

/** The pids listening on `port`, or null where that cannot be found out. */
export function listeningPids(port) {
  if (!hasProc()) return null;
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return [];
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const match = /^socket:\[(\d+)\]$/.exec(target);
      if (match && inodes.has(match[1])) {
        pids.push(Number(entry));
        break;
      }
    }
  }
  return pids;
}

/** A process's whole command line ('' once it is gone or not ours to read). */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/**
 * What a process is, for a message: its command line, shortened in the middle, because a loader
 * flag (a CI machine starts node with `--import file:///…`) can fill the start and the script's
 * name is at the end.
 */
export function describeProcess(pid) {
  const cmd = commandLine(pid);
  if (!cmd) return '?';
  return cmd.length > 120 ? `${cmd.slice(0, 50)}…${cmd.slice(-69)}` : cmd;
}

/** The run that started a process, from RUN_MARKER in its environment: { run, started, ports }, or null. */
function markerOf(pid) {
  try {
    const entry = readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .find((e) => e.startsWith(`${RUN_MARKER}=`));
    if (!entry) return null;
    const [runAndStart = '', ports = ''] = entry.slice(RUN_MARKER.length + 1).split(' ');
    const [run, started = ''] = runAndStart.split('@');
    return { run: Number(run), started, ports: ports.split(',').filter(Boolean).map(Number) };
  } catch {
    return null;
  }
}

/** Whether the run a marker names is over: its process is gone, or its pid now belongs to another process. */
const runIsOver = (marker) => !isAlive(marker.run) || (marker.started !== '' && startTimeOf(marker.run) !== marker.started);

/** The pid of the run that started a process, or null. */
export const runOf = (pid) => markerOf(pid)?.run ?? null;

const allPids = () =>
  readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number)
    .filter((pid) => pid !== process.pid);

/** Every live process started by run `runId` (any of its parts and their children). */
export function processesOfRun(runId) {
  if (!hasProc()) return [];
  return allPids().filter((pid) => runOf(pid) === runId);
}

/** A process's start time (clock ticks since boot, /proc/<pid>/stat field 22), or null. */
function startTimeOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function processGroup(pid) {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return null;
  }
}

const portIsFree = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });

/**
 * Ends what earlier runs of ours on any of `ports` left running when they died without ending their
 * parts (a function worker, a mail sink, a Firestore JVM): processes marked by a run that is over.
 */
export async function endLeftovers(ports, say = console.log) {
  if (!hasProc()) return;
  const ours = new Set(ports);
  const leftovers = allPids().filter((pid) => {
    const marker = markerOf(pid);
    return marker !== null && runIsOver(marker) && marker.ports.some((port) => ours.has(port));
  });
  if (leftovers.length === 0) return;
  say(
    `An earlier run that died left ${leftovers.length} process(es) running: ending ${leftovers
      .map((pid) => `${pid} (${describeProcess(pid)})`)
      .join(', ')}.`,
  );
  const groups = new Set(leftovers.map(processGroup).filter((group) => group !== null && leftovers.includes(group)));
  for (const group of groups) await endGroup(group);
  for (const pid of leftovers) {
    if (isAlive(pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
}

/**
 * Makes sure `ports` are free before a run starts: first ends what an earlier run of ours left
 * behind (endLeftovers), then waits for anything else holding one of them, saying what, up to
 * `waitMs`; then it throws. Never ends a process it did not start.
 */
export async function freePorts(ports, { say = console.log, waitMs = 120_000 } = {}) {
  await endLeftovers(ports, say);
  const deadline = Date.now() + waitMs;
  for (const port of ports) {
    let told = false;
    while (!(await portIsFree(port))) {
      if (!told) {
        const pids = listeningPids(port) ?? [];
        const who =
          pids.length > 0 ? pids.map((pid) => `pid ${pid} (${describeProcess(pid)})`).join(', ') : 'a process this script cannot see';
        say(`Port ${port} is in use by ${who}, which is not a leftover of ours; waiting for it to be free...`);
        told = true;
      }
      if (Date.now() > deadline)
        throw new Error(`Port ${port} stayed in use for ${Math.round(waitMs / 1000)} s; stop what holds it and try again.`);
      await sleep(1000);
    }
  }
}
