import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Suites that need the Firebase emulator suite; run inside `firebase emulators:exec`. */
export default defineConfig({
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.emulator.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30000,
    hookTimeout: 30000,
  },
});
