/**
 * File names in one case: every source file the project writes is kebab-case (lower-case
 * words joined by hyphens, then its kinds: `post-card.tsx`, `seo-feeds.test.ts`, `emulator-ports.d.mts`),
 * so a name is found by guessing it. Checked here rather than by an ESLint plugin: a file list needs
 * no parser, and this test names every file that breaks it.
 */
import { execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** The files git tracks (what a clone holds), sources only. */
const tracked = () =>
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => SOURCE.test(path));

describe('file names', () => {
  it('are kebab-case for every tracked source file', () => {
    const files = tracked();
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((path) => !KEBAB.test(basename(path)))).toEqual([]);
  });

  it('would refuse a name in another case (the check sees what it checks)', () => {
    expect(['PostCard.tsx', 'post_card.tsx', 'postCard.ts', 'Post-card.ts'].filter((name) => KEBAB.test(name))).toEqual([]);
    expect(['post-card.tsx', 'seo-feeds.test.ts', 'emulator-ports.d.mts', 'vite.config.ts'].every((name) => KEBAB.test(name))).toBe(true);
  });
});
