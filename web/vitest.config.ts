import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { samplePhotosPlugin } from './scripts/sample-photos-plugin';
import { chakraForTests } from './vitest.chakra-bundle';

export default defineConfig(async () => {
  // Chakra as one file, its createSystem patched as the app builds it (vitest.chakra-bundle.ts).
  const { chakra, theme } = await chakraForTests();
  return {
    // The twin's sample without photographs: component tests see the sample as written.
    plugins: [react(), samplePhotosPlugin({ demo: false })],
    resolve: {
      alias: [
        { find: '@', replacement: resolve(import.meta.dirname, 'src') },
        // Component tests run on the in-memory twin.
        { find: '#data-adapter', replacement: resolve(import.meta.dirname, 'src/data/memory/index.ts') },
        { find: '#chakra-system', replacement: chakra },
        { find: /^@chakra-ui\/react$/, replacement: chakra },
        { find: /^@chakra-ui\/react\/theme$/, replacement: theme },
      ],
    },
    define: { __DATA_BACKEND__: JSON.stringify('memory') },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // The Firebase half of the contract suite runs on the emulators: vitest.emulators.config.ts (npm test runs it).
      exclude: ['src/**/*.emulator.test.ts', 'node_modules/**'],
      // A bound for a test that hangs, not a wait: each wait for a state has its own (setup.ts). The
      // longest journeys (an editor opened, typed into and saved three times) take 10 s alone; at a
      // load of 13 on two cores the suite ran four times slower and one of them passed 90 s.
      testTimeout: 180_000,
      css: false,
    },
  };
});
