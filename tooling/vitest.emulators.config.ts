import { defineConfig } from 'vitest/config';

/** Tooling tests that start the Firestore emulator themselves (scripts/emulators.mjs): only where it runs. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.emulators.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    testTimeout: 180_000,
  },
});
