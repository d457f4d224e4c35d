/** Bundles TypeScript source with esbuild and imports it: see import-bundle.mjs. */
export function importBundle(
  source: string | { contents: string },
  options?: { external?: string[]; alias?: Record<string, string>; define?: Record<string, string> },
): Promise<Record<string, unknown>>;

export const FIREBASE_SERVER_SDKS: string[];
