import { defineConfig } from 'vitest/config';

// Runs inside the Firestore, Auth and Functions emulators (scripts/run-emulator-tests.mjs firestore).
export default defineConfig({
  test: {
    include: ['test/firestore/**/*.test.ts', 'test/emulator/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
