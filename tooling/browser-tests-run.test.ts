/**
 * Every browser test file runs in `npm test`. Where the emulators run, the demo build runs only the
 * files named in scripts/test.mjs (the rest run on the emulator stack, named there too); a file in
 * neither list would never run, as happened to the analytics' stack test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const script = readFileSync(join(root, 'scripts/test.mjs'), 'utf8');
const demoRun = [...(/const DEMO_RUN_WHERE_THE_STACK_RUNS = \[([^\]]*)\]/.exec(script)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
  (m) => m[1]!,
);
const stackRun = (/e2e\/vitest\.config\.ts ([a-z -]+)'/.exec(script)?.[1] ?? '').split(' ').filter(Boolean);
const files = readdirSync(join(root, 'e2e')).filter((f) => /\.(e2e|stack)\.test\.ts$/.test(f));
/** vitest's filter: a name matches every file whose path contains it. */
const runBy = (names: string[], file: string) => names.some((name) => file.includes(name));

describe('the browser tests npm test runs', () => {
  it('reads both lists from scripts/test.mjs', () => {
    expect(demoRun.length).toBeGreaterThan(3);
    expect(stackRun.length).toBeGreaterThan(3);
  });

  it.each(files)('runs %s', (file) => {
    // The stack runs *.e2e.test.ts and *.stack.test.ts; the demo only *.e2e.test.ts.
    const ran = runBy(stackRun, file) || (file.endsWith('.e2e.test.ts') && runBy(demoRun, file));
    expect(ran, `${file} is in neither list of scripts/test.mjs`).toBe(true);
  });
});
