/**
 * The security rules suites, run against the real emulators by `npm test` (through
 * scripts/emulators.mjs). storage.rules is tried only where the Storage emulator runs (it cannot run
 * on our machines); scripts/test.mjs says so in one line, and this config leaves that file out.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const storageRuns = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: storageRuns ? ['**/*.test.ts'] : ['firestore/**/*.test.ts'],
    globalSetup: ['./coverage-report.ts'],
    // Every suite file shares one emulator project and clears it before each test: one file at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
