/**
 * `npm run smoke`, the check of a deployed site from outside (scripts/smoke.mjs), against the
 * production build on the emulators: every check it makes of a live site passes here.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL } from './support/browser';
import { runScript } from '../scripts/run-script.mjs';

describe('npm run smoke', () => {
  it('finds the site answering as deployed: sitemap pages, headers, canonical addresses, share images, feed, caching', async () => {
    const smoke = await runScript('scripts/smoke.mjs', [BASE_URL]);
    const checks = smoke.stdout.split('\n').filter((line) => /^(ok|FAIL) {2}/.test(line));
    expect(
      checks.filter((line) => line.startsWith('FAIL')),
      smoke.stdout,
    ).toEqual([]);
    expect(checks).toEqual(
      expect.arrayContaining([
        'ok    every page of the sitemap answers 200',
        `ok    the home page names itself at ${BASE_URL}`,
        "ok    a post's share image is a picture",
        'ok    hashed assets are kept for a year',
      ]),
    );
    expect(checks.length).toBeGreaterThanOrEqual(15);
    expect(smoke.status).toBe(0);
  });
});
