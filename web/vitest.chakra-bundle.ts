/**
 * Component tests load Chakra as one bundled file. Node loads Chakra's own build as some six hundred
 * modules (with Ark UI's and Zag's), and every test file loads them again in a fresh worker. Bundled
 * with the app's patch of createSystem (vite.config.ts) applied, as the app's build applies it, the
 * suite's imports took 58 s instead of 132 s on a quiet machine (the whole suite 470 s instead of
 * 533 s). `#chakra-system` points at the same bundle, so the theme's createSystemSteps and Chakra's
 * components share one copy of Chakra.
 *
 * Built by Vite into node_modules/.cache, again only when the lockfile, the patch or this file change.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { chakraSystemModulePath, chakraSystemPatches } from './vite.config';

const cache = resolve(import.meta.dirname, '../node_modules/.cache/chakra-for-tests');

/** Bundles Chakra for the component tests if needed: the paths of the package's and its theme's bundles. */
export async function chakraForTests(): Promise<{ chakra: string; theme: string }> {
  const bundles = { chakra: resolve(cache, 'chakra.js'), theme: resolve(cache, 'theme.js') };
  const keyFile = resolve(cache, 'key');
  // The lockfile: Chakra's version, and those of Ark UI, Zag and the rest it bundles.
  const key = createHash('sha256')
    .update(readFileSync(resolve(import.meta.dirname, '../package-lock.json')))
    .update(readFileSync(resolve(import.meta.dirname, 'vite.config.ts')))
    .update(readFileSync(import.meta.filename))
    .digest('hex');
  if (existsSync(bundles.theme) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return bundles;

  // Built beside the cache, then moved in whole: a run stopped midway leaves no half bundle.
  const building = `${cache}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const entries = { chakra: resolve(building, 'chakra-entry.js'), theme: resolve(building, 'theme-entry.js') };
  writeFileSync(
    entries.chakra,
    `export * from '@chakra-ui/react';\nexport { createSystemSteps } from ${JSON.stringify(chakraSystemModulePath)};\n`,
  );
  writeFileSync(entries.theme, `export * from '@chakra-ui/react/theme';\n`);
  await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'error',
    plugins: [chakraSystemPatches()],
    build: {
      outDir: resolve(building, 'out'),
      minify: false,
      target: 'node24',
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      // Shared with the app and the tests: one React, one Emotion (its cache is React context).
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^@emotion\//] },
    },
  });
  writeFileSync(resolve(building, 'out', 'key'), key);
  rmSync(cache, { recursive: true, force: true });
  renameSync(resolve(building, 'out'), cache);
  rmSync(building, { recursive: true, force: true });
  return bundles;
}
