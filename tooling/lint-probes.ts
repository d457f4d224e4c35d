/**
 * Probe files for the lint's tests: written where a newcomer might put one, linted with the project's
 * own configuration, and removed after the test file (with any folder named to `removeAfterwards`).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll } from 'vitest';

export const root = join(import.meta.dirname, '..');
const written: string[] = [];

afterAll(() => {
  for (const path of written) rmSync(path, { recursive: true, force: true });
});

/** Removes `path` (a file or folder under the repository) once the test file is done. */
export const removeAfterwards = (path: string) => void written.push(join(root, path));

/** Writes `source` at `path` (from the repository's root) and returns the file's full path. */
export function probe(path: string, source: string): string {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  written.push(file);
  return file;
}

/** ESLint's messages for `file`, each "rule: message". */
export async function messagesFor(file: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}
