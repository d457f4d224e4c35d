import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling (lint boundaries). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
