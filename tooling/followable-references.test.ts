/**
 * Every pointer in the repository leads somewhere a reader who clones it can follow: a file of the
 * repository, or a public address. A pointer to a section of a product document the repository does
 * not hold, or to an issue by its number, leads nowhere; the rule it stands for is written where it
 * applies instead. Checked in every tracked text file: source, tests, scripts, configuration, and
 * the documentation (docs/, README.md, CONTRIBUTING.md).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SECTION = '\u00a7';
/** A section sign before a number or after "spec", and "issue N" / "issues N" / "issue #N" (not an issue tracker's address). */
const UNFOLLOWABLE = new RegExp(`spec ${SECTION}|${SECTION} ?\\d|\\bissues? #?\\d`, 'i');
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|json|md|rules|html|css|ya?ml|sh)$/;
/** This file, whose examples are such pointers. */
const SELF = 'tooling/followable-references.test.ts';

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\n').filter((file) => TEXT.test(file) && !file.endsWith('package-lock.json') && file !== SELF);
}

const hits = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, n) => (UNFOLLOWABLE.test(line) ? [`${file}:${n + 1}: ${line.trim()}`] : []));

describe('references a reader can follow', () => {
  it('tells a pointer to nowhere from an address or a word', () => {
    for (const line of [
      `the banner stays (spec ${SECTION}2)`,
      `after 200 px (${SECTION}9)`,
      '## Lists (issue 22)',
      'Issue 43 asks',
      'see issue #12',
    ])
      expect(UNFOLLOWABLE.test(line), line).toBe(true);
    for (const line of ['https://github.com/firebase/firebase-tools/issues/6224', 'an issue the owner raised', 'docs/search.md'])
      expect(UNFOLLOWABLE.test(line), line).toBe(false);
  });

  it('finds none in the source, the tests, the scripts or the docs', () => {
    const files = trackedTextFiles();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/admin.md', 'web/src/main.tsx']));
    expect(files.flatMap(hits)).toEqual([]);
  });
});
