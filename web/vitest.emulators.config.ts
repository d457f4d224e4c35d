import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { samplePhotosPlugin } from './scripts/sample-photos-plugin';

/** Suites that need the Firebase emulator suite; run inside `firebase emulators:exec`. */
export default defineConfig({
  // The twin's sample, which the suites compare against, names its photographs' records.
  plugins: [samplePhotosPlugin({ demo: false })],
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.emulator.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // An import's batches are hundreds of writes each: at a load of 15 on two cores the emulator took
    // more than 20 s for the first one, and a test that imports, stops and resumes needs several.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
