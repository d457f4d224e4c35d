import { defineConfig } from 'vitest/config';

// Unit tests: handlers with the memory store and a real SMTP server. Runs anywhere, no emulator.
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    reporters: ['verbose'],
  },
});
