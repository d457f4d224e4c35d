/**
 * Each collection is declared once (packages/model/src/content-types/, listed in collection-list.ts),
 * and what used to list collections by hand now reads that list. These checks keep it so:
 *
 * - firestore.indexes.json, which `firebase deploy` reads, holds exactly the indexes the collections declare;
 * - no other source file names three or more collections literally (such a file is a list kept by hand,
 *   which the next collection would be missing from);
 * - no import circle in packages/model or web/src, type-only imports included (a circle is how a
 *   declaration ends up read before it is made).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { COLLECTION_LIST, declaredIndexes } from '@portfolio/model';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
/** Names this close together are a list kept by hand. */
const LIST_LINES = 5;

/** Every TypeScript and script source under `dir`, tests left out. */
function sources(dir: string, { tests = false } = {}): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (['node_modules', 'lib', 'dist', '__tests__', 'testing'].includes(name)) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts') && (tests || !/\.test\.tsx?$/.test(name))) found.push(path);
    }
  };
  walk(dir);
  return found;
}

describe('each collection is declared once', () => {
  it('firestore.indexes.json holds exactly the composite indexes the collections declare', () => {
    const file = JSON.parse(readFileSync(join(repo, 'firestore.indexes.json'), 'utf8')) as { indexes: unknown[] };
    const key = (index: unknown) => JSON.stringify(index);
    const declared = declaredIndexes();
    expect(file.indexes.map(key).sort(), `firestore.indexes.json's "indexes" should be:\n${JSON.stringify(declared, null, 2)}`).toEqual(
      declared.map(key).sort(),
    );
  });

  it('no source file but the declarations lists collections by name (three or more within a few lines)', () => {
    const names = COLLECTION_LIST.map((c) => c.name);
    const declarations = join(repo, 'packages/model/src/content-types');
    // The contract suite's files are tests, named for the suite they join; the sample content names
    // the documents it holds, which are in several collections by nature.
    const contract = join(repo, 'web/src/data/contract');
    const sample = [join(repo, 'scripts/sample-photos.mjs')];
    const files = ['packages/model/src', 'web/src', 'functions/src', 'scripts', 'bench'].flatMap((dir) => sources(join(repo, dir)));
    const listing = files
      .filter((file) => !file.startsWith(declarations) && !file.startsWith(contract) && !sample.includes(file))
      .flatMap((file) => {
        const lines = readFileSync(file, 'utf8').split('\n');
        return lines.flatMap((_, i) => {
          const window = lines.slice(i, i + LIST_LINES).join('\n');
          const named = names.filter((name) => new RegExp(`['"\`]${name}['"\`]`).test(window));
          return named.length >= 3 ? [`${relative(repo, file)}:${i + 1}: ${named.join(', ')}`] : [];
        });
      });
    expect(listing).toEqual([]);
  });
});

/** Relative and '@/' imports (type-only ones too), resolved to files. */
function importsOf(file: string, alias: string | null): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    let base: string;
    if (spec.startsWith('.')) base = resolve(dirname(file), spec);
    else if (spec.startsWith('@/') && alias) base = join(alias, spec.slice(2));
    else return [];
    base = base.replace(/\.js$/, '');
    const hit = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => existsSync(candidate));
    return hit ? [hit] : [];
  });
}

/** The strongly connected groups of more than one file (Tarjan's algorithm): each holds a circle. */
function circles(files: readonly string[], alias: string | null): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file, alias)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(repo, member));
    } while (member !== file);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

describe('imports run one way', () => {
  it('packages/model has no import circle, type-only imports included', () => {
    expect(circles(sources(join(repo, 'packages/model/src')), null)).toEqual([]);
  });

  it('web/src has no import circle, type-only imports included', () => {
    const web = join(repo, 'web/src');
    expect(circles(sources(web), web)).toEqual([]);
  });

  it('finds a circle when there is one (the check sees what it checks)', () => {
    const fixture = join(repo, 'tooling/fixtures/circle');
    expect(circles(sources(fixture), null)).toEqual([['tooling/fixtures/circle/a.ts', 'tooling/fixtures/circle/b.ts']]);
  });
});
