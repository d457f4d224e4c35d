#!/usr/bin/env node
// `npm run size`: first-load JavaScript, CSS (KB gzip) and preloaded font (KB) per route of the Firebase production build.
// Exits 1 when the home page is over its budget (300 KB).
//   --reuse      measure the last build in bench/dist/firebase instead of building
//   --dist=DIR   measure another build folder that has a Vite manifest (e.g. --dist=web/dist)
import { resolve } from 'node:path';
import { FIREBASE_DIST, HOME_BUDGET_KB, homeWithinBudget, measurePageWeight, onDemandChunks, viteBuild } from '../bench/page-weight.mjs';

const args = process.argv.slice(2);
const distArg = args.find((a) => a.startsWith('--dist='))?.slice('--dist='.length);
const dist = distArg ? resolve(distArg) : FIREBASE_DIST;

if (!distArg && !args.includes('--reuse')) {
  console.log('Building the Firebase production build (vite build) into bench/dist/firebase ...');
  await viteBuild({ outDir: dist, quiet: true });
}

const rows = measurePageWeight(dist);
console.table(
  Object.fromEntries(
    rows.map((r) => [r.route, { 'JS KB gz': r.jsKb, 'CSS KB gz': r.cssKb, 'font KB': r.fontKb, 'total KB gz': r.totalKb, files: r.files }]),
  ),
);
const home = homeWithinBudget(rows);
console.log(`Home: ${home.figure} KB gzip (budget ${HOME_BUDGET_KB}) ${home.ok ? 'OK' : 'OVER BUDGET'}`);
const later = onDemandChunks(dist);
if (later.length) {
  console.log('Not in these figures, loaded on demand while a page runs (KB gz, including their own imports):');
  for (const chunk of later) console.log(`  ${chunk.module}: ${chunk.kb}`);
}
process.exit(home.ok ? 0 : 1);
