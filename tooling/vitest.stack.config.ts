import { defineConfig } from 'vitest/config';

/**
 * Tests of the local stack itself (scripts/stack.mjs): they start it, end parts of it and start it
 * again, so they run in npm test's emulator lane, after the browser run on the stack.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.stack.test.ts'],
    environment: 'node',
    testTimeout: 900_000,
  },
});
