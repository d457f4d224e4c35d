/**
 * The security rules suites. They need the Firestore and Storage emulators (Java 21), so they run
 * only under `npm run test:emulators` (firebase emulators:exec), never in the plain `npm test`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./coverage-report.ts'],
    // Every suite file shares one emulator project and clears it before each test: one file at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
