#!/usr/bin/env node
// Shrinks a folder of full-size screenshots (what `npm run screenshots` writes into screenshots/, which
// is gitignored) into docs/screenshots/<set>/ as small PNGs that can be committed: half the width, a
// 128-colour palette, highest compression. Only the review set is kept: every public page
// (pages-*, not-found-*) and every admin screen (admin-*); the journey's shots (journey-*) repeat the
// pages mid-journey and are left out. The target folder's PNGs are replaced, so a renamed or dropped
// screen does not linger.
//
//   npm run screenshots && node scripts/shrink-screenshots.mjs after
//   node scripts/shrink-screenshots.mjs before --from=/some/other/checkout/screenshots
//
// Options: --from=DIR (default screenshots/), --scale=0.5, --colours=128.
// sharp comes from the functions workspace's dependencies (hoisted to the root node_modules).
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const set = args.find((a) => !a.startsWith('--'));
if (!set || !/^[a-z0-9-]+$/.test(set)) {
  console.error('Usage: node scripts/shrink-screenshots.mjs <set: before|after|…> [--from=DIR] [--scale=0.5] [--colours=128]');
  process.exit(2);
}
const from = resolve(option('from', join(repoRoot, 'screenshots')));
const to = join(repoRoot, 'docs/screenshots', set);
const scale = Number(option('scale', '0.5'));
const colours = Number(option('colours', '128'));

/** The screens of the set: public pages, admin screens, the bench's photo site and its share image; not the journey's in-between shots. */
const wanted = (name) => /^(pages|not-found|admin|photos|share-image)-.*\.png$/.test(name);

const sources = readdirSync(from).filter(wanted).sort();
if (sources.length === 0) {
  console.error(`No pages-*, not-found-* or admin-* PNGs in ${from}: run \`npm run screenshots\` first.`);
  process.exit(1);
}

mkdirSync(to, { recursive: true });
for (const old of readdirSync(to).filter((name) => name.endsWith('.png'))) rmSync(join(to, old));

let total = 0;
for (const name of sources) {
  const source = join(from, name);
  const { width } = await sharp(source).metadata();
  const target = join(to, basename(name));
  await sharp(source)
    .resize({ width: Math.round(width * scale) })
    // palette: true makes an indexed PNG (like pngquant); quality is pngquant's 0–100 target.
    .png({ palette: true, colours, quality: 75, compressionLevel: 9, effort: 10 })
    .toFile(target);
  total += statSync(target).size;
}
console.log(`${sources.length} screenshots → ${to} (${(total / 1024 / 1024).toFixed(2)} MB)`);
