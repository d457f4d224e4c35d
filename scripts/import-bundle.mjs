// Imports TypeScript source into a script: the web app's, the model's or the functions' code, as it
// is, bundled for Node with esbuild (TypeScript, the workspaces and any `alias` inline) and imported.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
/** Beside node_modules, so that what a bundle leaves out (`external`) resolves from there. */
const CACHE = join(ROOT, 'node_modules', '.cache', 'portfolio');
let bundles = 0;

/**
 * Bundles `source` and imports it: a file (a path from the repository's root), or `{ contents }`,
 * TypeScript that exports what the script needs, its imports resolved from the root. `external`
 * packages stay the ones installed (the Firebase SDKs: one client for the script and the bundle);
 * `alias` and `define` are esbuild's. The bundle is removed once imported.
 */
export async function importBundle(source, { external = [], alias, define } = {}) {
  mkdirSync(CACHE, { recursive: true });
  const outfile = join(CACHE, `bundle-${process.pid}-${(bundles += 1)}.mjs`);
  await build({
    ...(typeof source === 'string'
      ? { entryPoints: [resolve(ROOT, source)] }
      : { stdin: { contents: source.contents, resolveDir: ROOT, loader: 'ts' } }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    external,
    ...(alias ? { alias } : {}),
    ...(define ? { define } : {}),
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** The Firebase server SDKs, left out of a bundle that talks to the emulators beside the script. */
export const FIREBASE_SERVER_SDKS = ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'];
