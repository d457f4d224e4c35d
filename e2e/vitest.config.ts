import { defineConfig } from 'vitest/config';

/**
 * Browser tests in real Chromium: over the demo build (the in-memory twin; support/global-setup.ts
 * builds and serves it), or, with E2E_BASE_URL and E2E_BACKEND=firebase, over the production build on
 * the emulators (scripts/stack.mjs; `npm test` runs both).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    // *.stack.test.ts need the server renderer: only over the production build on the emulators.
    include: process.env.E2E_BACKEND === 'firebase' ? ['**/*.e2e.test.ts', '**/*.stack.test.ts'] : ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/fresh-content.ts'],
    fileParallelism: false,
    // On the emulators each test starts from the sample content, put back unless only tests with this
    // tag ran since it last was (support/fresh-content.ts).
    tags: [{ name: 'reads-only', description: 'opens, scans and searches pages; changes nothing a page shows' }],
    // expect.poll waits as a person would for what they expect to see (the default, 1 s, is less than
    // a loaded machine takes to open an admin screen; 10 s was less than a public page took to show a
    // just-saved post's text beside the full suite and two other builds on two cores).
    expect: { poll: { timeout: 30_000 } },
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
