/**
 * Chakra's createSystem module, with what web/vite.config.ts (chakraSystemPatches) adds to it: the
 * same work in steps. Imported by path (vite.config.ts and vitest.config.ts alias it), since the
 * package does not export the module itself.
 */
declare module '#chakra-system' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';
  /** Yields after each large part of the work (the merged configs, the token dictionary, the style utility); returns the system. */
  export function createSystemSteps(...configs: SystemConfig[]): Generator<undefined, SystemContext, undefined>;
}
