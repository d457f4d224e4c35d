/**
 * Every browser test starts from the sample content. The demo build gets it for free (each browser
 * context has empty storage, so the twin starts from the sample again); on the emulators the data
 * outlives a test, so it is put back before each one, unless nothing can have changed it since.
 *
 * A test or describe tagged 'reads-only' only reads the site: it opens pages, scans, captures and
 * types into search. Before such a test the sample is put back only when a test that may write ran
 * since the last time (a seed costs seconds, and a search index build in the functions). What it
 * sends besides (page views, search beacons) changes nothing a page shows. A test that saves, signs
 * in, subscribes or sends a message is never tagged so.
 */
import { beforeEach } from 'vitest';
import { BACKEND } from './browser';
import { runScript } from '../../scripts/run-script.mjs';

/** The tag of a test that leaves the content as it found it (declared in e2e/vitest.config.ts). */
const READS_ONLY = 'reads-only';
/** A test's or describe's options that say it only reads: `it('…', readsOnly, async () => …)`. */
export const readsOnly = { tags: [READS_ONLY] };

/** False only while every test since the last seed was tagged READS_ONLY (each file starts unsure). */
let contentMayHaveChanged = true;

beforeEach(async ({ task }) => {
  if (BACKEND !== 'firebase') return;
  const onlyReads = task.tags?.includes(READS_ONLY) ?? false;
  if (!onlyReads || contentMayHaveChanged) {
    const seeded = await runScript('scripts/seed-emulators.mjs');
    if (seeded.status !== 0) throw new Error(`Re-seeding the emulators failed:\n${seeded.stderr}`);
  }
  contentMayHaveChanged = !onlyReads;
});
