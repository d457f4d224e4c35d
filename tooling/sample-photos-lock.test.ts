/**
 * One maker at a time: two processes asking for the sample's photographs at once (a seed and a demo
 * build) make them once, the second waiting for the first's result; a lock left by a maker that died
 * is taken over.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const MAKER = join(import.meta.dirname, 'fixtures', 'sample-photos-maker.mjs');

const ask = async (folder: string, log: string) =>
  JSON.parse((await run(process.execPath, [MAKER, folder, log])).stdout) as { told: string[]; records: unknown[] };

describe("the sample's photographs, asked for by two processes at once", () => {
  it('are made once: the second process waits and gets the same records', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sample-photos-lock-'));
    const [folder, log] = [join(dir, 'photos'), join(dir, 'made.log')];
    const [first, second] = await Promise.all([ask(folder, log), ask(folder, log)]);
    expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(1);
    expect(second.records).toEqual(first.records);
    expect(first.records).toHaveLength(1);
    const waited = [first, second].filter((got) => got.told.some((line) => line.includes('another process is making them')));
    expect(waited).toHaveLength(1);
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('are made by the next process when the lock was left by one that died', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sample-photos-stale-'));
    const [folder, log] = [join(dir, 'photos'), join(dir, 'made.log')];
    writeFileSync(`${folder}.lock`, '999999\n');
    const longAgo = new Date(Date.now() - 3_600_000);
    utimesSync(`${folder}.lock`, longAgo, longAgo);
    writeFileSync(`${log}.waiting`, '');
    const got = await ask(folder, log);
    expect(got.records).toHaveLength(1);
    expect(got.told.some((line) => line.includes('another process is making them'))).toBe(false);
    expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(1);
  });
});
