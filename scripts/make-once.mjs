// One maker at a time for what several processes may need at once (a seed and a demo build, or two
// test suites, each wanting the sample's photographs): the first takes a lock file beside what it
// makes and the others wait for its result instead of spending minutes making the same thing.
import { existsSync, mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Runs `make` unless `isDone()`, while holding `${target}.lock`; if another process holds it, waits
 * (telling `waiting` once) until it is done. The holder touches its lock while it works, so a lock left
 * by a maker that died (untouched for `staleMs`) is taken over rather than waited on for ever.
 */
export async function makeOnce(target, isDone, make, { staleMs = 60_000, pollMs = 250, waiting = () => {} } = {}) {
  const lock = `${target}.lock`;
  mkdirSync(dirname(lock), { recursive: true });
  let told = false;
  while (!isDone()) {
    if (!takeLock(lock, staleMs)) {
      if (!told) waiting();
      told = true;
      await delay(pollMs);
      continue;
    }
    const heartbeat = setInterval(() => touch(lock), staleMs / 4);
    try {
      if (!isDone()) await make();
    } finally {
      clearInterval(heartbeat);
      rmSync(lock, { force: true });
    }
  }
}

function takeLock(lock, staleMs) {
  try {
    writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  const untouched = ageOf(lock);
  if (untouched === null || untouched <= staleMs) return false;
  rmSync(lock, { force: true });
  return takeLock(lock, staleMs);
}

/** How long since `file` was last touched, or null when it is gone. */
function ageOf(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? Date.now() - stat.mtimeMs : null;
}

function touch(lock) {
  const now = new Date();
  if (existsSync(lock)) utimesSync(lock, now, now);
}
