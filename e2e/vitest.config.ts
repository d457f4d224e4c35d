import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium driving `npm run demo` (the production build on the in-memory twin). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
