import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling (lint boundaries); the stack's own are in vitest.stack.config.ts. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['**/*.stack.test.ts', '**/*.emulators.test.ts', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
