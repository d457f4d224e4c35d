/**
 * scripts/processes.mjs tells a process an earlier run of ours left behind (ended when a new run
 * needs its ports) from one whose run is still going (left alone), by the run's pid and that
 * process's start time: pids are reused, and a leftover whose run's pid now belongs to another
 * process is still a leftover.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { endLeftovers, isAlive, RUN_MARKER } from '../scripts/processes.mjs';

const PORT = 59_123; // only named in the marker; nothing listens on it
const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});

/** A sleeping process marked as started by run `marker` on PORT. */
function leftover(marker: string): number {
  const child = spawn('sleep', ['60'], { env: { ...process.env, [RUN_MARKER]: `${marker} ${PORT}` }, stdio: 'ignore', detached: true });
  started.push(child.pid!);
  return child.pid!;
}

describe.runIf(process.platform === 'linux')('a run marker', () => {
  it("leaves alone a process whose run is still going (the run's pid, with its start time)", async () => {
    const pid = leftover(`${process.pid}@${startTime(process.pid)}`);
    await endLeftovers([PORT], () => {});
    expect(isAlive(pid)).toBe(true);
  });

  it("ends a process whose run's pid now belongs to another process (a reused pid)", async () => {
    const said: string[] = [];
    const pid = leftover(`${process.pid}@1`);
    await endLeftovers([PORT], (line) => said.push(line));
    expect(isAlive(pid)).toBe(false);
    expect(said.join('\n')).toMatch(/An earlier run that died left 1 process\(es\) running: ending \d+ \(sleep 60\)/);
  });

  it('leaves alone a leftover of a run on other ports', async () => {
    const pid = leftover(`${process.pid}@1`);
    await endLeftovers([PORT + 1], () => {});
    expect(isAlive(pid)).toBe(true);
  });
});
