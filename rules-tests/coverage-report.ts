/**
 * Vitest global setup: after the last suite, while the emulator is still up, saves the Firestore
 * emulator's rules coverage report (which expression each test run hit) to rules-tests/coverage/.
 * CI uploads that folder; emulators:exec stops the emulator right after the tests, so it must be
 * fetched here and not by a later step.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FIRESTORE_EMULATOR, PROJECT_ID } from './support/env';

const outDir = fileURLToPath(new URL('./coverage/', import.meta.url));
const base = `http://${FIRESTORE_EMULATOR.host}:${FIRESTORE_EMULATOR.port}/emulator/v1/projects/${PROJECT_ID}`;

async function save(url: string, file: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await writeFile(outDir + file, await response.text());
}

export default function setup(): () => Promise<void> {
  return async function teardown() {
    try {
      await mkdir(outDir, { recursive: true });
      await save(`${base}:ruleCoverage.html`, 'firestore-rules-coverage.html');
      await save(`${base}:ruleCoverage`, 'firestore-rules-coverage.json');
      console.log(`Firestore rules coverage saved in ${outDir}`);
    } catch (error) {
      // A missing report must not hide the tests' own result.
      console.warn(`Firestore rules coverage not saved: ${String(error)}`);
    }
  };
}
