/**
 * Every browser test starts from the sample content. The demo build gets it for free (each browser
 * context has empty storage, so the twin starts from the sample again); on the emulators the data
 * outlives a test, so it is put back before each one.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeEach } from 'vitest';
import { BACKEND } from './browser';

const seedScript = resolve(import.meta.dirname, '../../scripts/seed-emulators.mjs');

beforeEach(() => {
  if (BACKEND !== 'firebase') return;
  const seeded = spawnSync('node', [seedScript], { cwd: resolve(import.meta.dirname, '../..'), encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`Re-seeding the emulators failed:\n${seeded.stderr}`);
});
