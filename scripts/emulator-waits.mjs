/**
 * What a run of the emulators (scripts/emulators.mjs) waits on and reports: the lock per port set,
 * a part answering, a free port, and why a part or firebase-tools stopped.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { howItEnded, isAlive } from './processes.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A lock per port set: a folder holding the owner's pid; a dead owner's lock is taken over. */
export async function acquireLock(key) {
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

/** Resolves once `check` passes; rejects if `part` ends first or the time runs out. */
export async function waitUntil(check, what, part, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let ended = null;
  void part?.exited.then((how) => (ended = how));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${part.name} ${howItEnded(ended)} while starting${lastWords(part)}`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

export const answersHttp = async (url) => (await fetch(url)).ok;
export const acceptsTcp = (port) =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Why firebase-tools stopped, from its debug log: it logs the error's stack at debug level, then
 * "An unexpected error has occurred." Returns the error line and the frame it came from, or ''.
 */
export function firebaseCrash(debugLog, since) {
  if (!existsSync(debugLog) || statSync(debugLog).mtimeMs < since) return '';
  const lines = readFileSync(debugLog, 'utf8').split('\n');
  const end = lines.findLastIndex((line) => line.includes('An unexpected error has occurred'));
  for (let i = end - 1; i >= 0 && i > end - 40; i -= 1) {
    const match = /\b([A-Z]\w*Error\b.*)$/.exec(lines[i]);
    if (match && !lines[i].trim().startsWith('at ')) {
      const frame = lines[i + 1]?.trim().startsWith('at ') ? ` (${lines[i + 1].trim()})` : '';
      return `${match[1].trim()}${frame}; firebase-debug.log has the whole trace`;
    }
  }
  return '';
}

/** The last non-empty line of a log file, or ''. */
export function lastLineOf(path) {
  if (!existsSync(path)) return '';
  return readFileSync(path, 'utf8').trimEnd().split('\n').pop()?.trim() ?? '';
}

/** Why a part ended, as ': reason', or ''. */
export function lastWords(part) {
  const reason = part.why?.() ?? '';
  return reason ? `: ${reason}` : '';
}

/** A port nothing listens on now, chosen by the system. */
export const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
