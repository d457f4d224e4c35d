/**
 * The stack's messages name a process by its command line. A CI machine starts node with a loader
 * flag (`node --import file:///…`) that fills the line's start, so a shortened description keeps
 * the end, where the script's name is, and checks read the whole line.
 */
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { commandLine, describeProcess, isAlive } from '../scripts/processes.mjs';

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});

describe.runIf(process.platform === 'linux')('a process described', () => {
  it('keeps the script at the end of a long command line in view, and the whole line for checks', async () => {
    // Arguments after `-e` are only handed to the script, so none of them is loaded or run.
    const loader = `--import=file:///${'check/'.repeat(20)}loader.mjs`;
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', loader, '/work/node_modules/.bin/firebase'], {
      stdio: 'ignore',
    });
    started.push(child.pid!);
    await expect.poll(() => commandLine(child.pid!)).toContain('firebase');

    expect(commandLine(child.pid!)).toBe(`${process.execPath} -e setInterval(() => {}, 1000) ${loader} /work/node_modules/.bin/firebase`);
    const described = describeProcess(child.pid!);
    expect(described.length).toBeLessThanOrEqual(120);
    // Its start (the Node binary, however long its path) and its end; the middle gives way.
    expect(described).toMatch(/^\S+node\b.*….*\/\.bin\/firebase$/);
  });

  it('says "?" for a process that is gone', () => {
    expect(describeProcess(2 ** 22 + 1)).toBe('?');
    expect(commandLine(2 ** 22 + 1)).toBe('');
  });
});
