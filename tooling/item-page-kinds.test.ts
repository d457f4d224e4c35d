/**
 * The kinds of item page ('post', 'project': the route table's entries that show an item) are
 * written in the route table and the page declarations only. Every other file reads them from there
 * (which page shows a collection's items, its address, what a visitor calls one), so a new kind is
 * its declaration, its route entry and its component, and no switch elsewhere waits to be found.
 *
 * A file names a kind when it uses it as one: compares with it, gives it as a kind or a page, looks
 * its route up by it, or keys the table with it. The same word in a sentence ('1 post') is not a kind.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isItemPageKind, PUBLIC_ROUTES } from '@portfolio/model';

const ROOT = join(import.meta.dirname, '..');
const KINDS = Object.keys(PUBLIC_ROUTES).filter(isItemPageKind);
/** Where the route table and the declarations are: the files allowed to name a kind. */
const ALLOWED = ['packages/model/src/routes.ts', 'packages/model/src/page-descriptions.ts'];

/** The ways code uses a kind as one (Q: any quote). */
function kindUses(kind: string): RegExp {
  const q = `['"\`]${kind}['"\`]`;
  return new RegExp(
    [
      `[=!]==?\\s*${q}`,
      `${q}\\s*[=!]==?`,
      `case\\s+${q}`,
      `\\b(kind|page)\\s*:\\s*${q}`,
      `\\b(pathTo|pathWith|routeOf|itemOfPage)\\(\\s*${q}`,
      `ROUTES(\\.${kind}\\b|\\[${q}\\])`,
      `^\\s*${kind}\\s*:\\s*itemPage\\(`,
    ].join('|'),
    'm',
  );
}

const isTest = (file: string) => /(\.test\.|__tests__\/|^functions\/test\/|^e2e\/|^tooling\/)/.test(file);

/** The repository's tracked source files outside tests (built output is not tracked). */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--', 'web', 'functions', 'packages', 'scripts', 'bench'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && !isTest(file));
}

const namesAKind = (text: string) => KINDS.some((kind) => kindUses(kind).test(text));

describe('the kinds of item page', () => {
  it('are the route entries that show an item', () => {
    expect(KINDS.sort()).toEqual(['post', 'project']);
  });

  it('tell a kind used as one from the same word in a sentence', () => {
    for (const line of [
      "hit.kind === 'post' ? 'Post' : 'Project'",
      "entries.filter((e) => e.kind !== 'project')",
      "search: { page: 'post', param: 'slug' }",
      "pathTo('project', { id })",
      'case "post":',
      '  post: itemPage({ pattern: ...',
    ])
      expect(namesAKind(line), line).toBe(true);
    for (const line of ["`${count} ${count === 1 ? 'post' : 'posts'}`", "n(file.projects.length, 'project')", 'paths.post(slug)'])
      expect(namesAKind(line), line).toBe(false);
  });

  it('are named by the route table and the declarations only, outside tests', () => {
    const naming = sourceFiles().filter((file) => namesAKind(readFileSync(join(ROOT, file), 'utf8')));
    expect(naming.filter((file) => !ALLOWED.includes(file))).toEqual([]);
    expect(naming.length).toBeLessThanOrEqual(2);
  });
});
