import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec --only auth,functions` (scripts/run-emulator-tests.mjs).
export default defineConfig({
  test: {
    include: ['test/emulator/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
