import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraSystemModulePath, chakraSystemPatches } from './vite.config';

export default defineConfig({
  // Chakra's createSystem as the app builds it (vite.config.ts), so its steps are tested as they run.
  plugins: [react(), chakraSystemPatches()],
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src'),
      // Component tests run on the in-memory twin.
      '#data-adapter': resolve(import.meta.dirname, 'src/data/memory/index.ts'),
      '#chakra-system': chakraSystemModulePath,
    },
  },
  define: { __DATA_BACKEND__: JSON.stringify('memory') },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The Firebase half of the contract suite runs on the emulators: vitest.emulators.config.ts (npm test runs it).
    exclude: ['src/**/*.emulator.test.ts', 'node_modules/**'],
    testTimeout: 30_000,
    // Chakra's createSystem module goes through the patches above (the rest of Chakra is loaded as it is).
    server: { deps: { inline: [/styled-system\/system\.js$/] } },
    css: false,
  },
});
