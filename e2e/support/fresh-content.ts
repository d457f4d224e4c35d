/**
 * Every browser test starts from the sample content. The demo build gets it for free (each browser
 * context has empty storage, so the twin starts from the sample again); on the emulators the data
 * outlives a test, so it is put back before each one.
 */
import { beforeEach } from 'vitest';
import { BACKEND } from './browser';
import { runScript } from '../../scripts/run-script.mjs';

beforeEach(async () => {
  if (BACKEND !== 'firebase') return;
  const seeded = await runScript('scripts/seed-emulators.mjs');
  if (seeded.status !== 0) throw new Error(`Re-seeding the emulators failed:\n${seeded.stderr}`);
});
