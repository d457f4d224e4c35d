// Runs the dashboard-cost measurement (not a test: `npm test` never includes bench/). Same aliases
// as web/vitest.config.ts, so the real dashboard hook runs on the in-memory twin.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { samplePhotosPlugin } from '../../web/scripts/sample-photos-plugin';

const root = resolve(import.meta.dirname, '../..');
const web = resolve(root, 'web');

export default defineConfig({
  root,
  plugins: [samplePhotosPlugin({ demo: false })],
  resolve: {
    alias: {
      '@': resolve(web, 'src'),
      '#data-adapter': resolve(web, 'src/data/memory/index.ts'),
    },
  },
  define: { __DATA_BACKEND__: JSON.stringify('memory') },
  test: {
    environment: 'jsdom',
    include: ['bench/dashboard/*.measure.ts'],
    testTimeout: 240_000,
    css: false,
  },
});
