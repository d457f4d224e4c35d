import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec --only firestore,auth,functions` (needs Java 21).
export default defineConfig({
  test: {
    include: ['test/firestore/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
