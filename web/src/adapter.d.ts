/** Resolved by vite.config.ts to ./data/firebase or ./data/memory. */
declare module '#data-adapter' {
  import type { DataPort } from '@/data/port';
  export function createAppDataPort(): DataPort;
}
