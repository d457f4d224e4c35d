// Runs the search measurement (not a test: `npm test` never includes bench/).
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  test: { environment: 'node', include: ['bench/search/*.measure.ts'], testTimeout: 240_000 },
});
