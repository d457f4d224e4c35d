#!/usr/bin/env node
/**
 * After the client build: builds the server entry (src/entry-server.tsx) into the functions'
 * bundle, with the files the render function needs beside it.
 *
 *   node scripts/build-server.mjs [--client dist] [--out ../functions/lib/ssr]
 *
 * - The single-page shell index.html becomes app.html: Firebase Hosting serves a public index.html
 *   before any rewrite, and `/` must reach the render function. /admin is rewritten to /app.html.
 * - <out>/entry-server.cjs: React, Chakra and the app's pages in one CommonJS file (the functions
 *   are CommonJS; nothing of it needs installing in the cloud).
 * - <out>/template.html and <out>/manifest.json: the shell the served pages are built from, and
 *   the client build's module graph (which modules a page preloads).
 * - <client>/robots.txt, naming the sitemap at VITE_SITE_URL: a static file, because Cloud Functions
 *   answer /robots.txt with 404 themselves (the Functions Framework reserves it).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadEnv } from 'vite';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return resolve(web, i === -1 ? fallback : process.argv[i + 1]);
};
const client = arg('--client', 'dist');
const out = arg('--out', '../functions/lib/ssr');

if (existsSync(join(client, 'index.html'))) renameSync(join(client, 'index.html'), join(client, 'app.html'));
if (!existsSync(join(client, 'app.html'))) throw new Error(`No client build in ${client}`);

await build({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  // React (and Emotion) pick their development or production build from NODE_ENV when they load.
  // A Functions runtime need not set it (the emulator does not), and React's development build
  // renders home in twice the time (it records a stack for every element). Decided here, once, so
  // the development build is not even in the file.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: out,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    target: 'node24',
    rolldownOptions: {
      input: { 'entry-server': join(web, 'src/entry-server.tsx') },
      output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs', codeSplitting: false },
    },
  },
});
mkdirSync(out, { recursive: true });
const server = readFileSync(join(out, 'entry-server.cjs'), 'utf8');
if (/react[\w.-]*\.development\.js/.test(server)) throw new Error(`${out}/entry-server.cjs carries React's development build`);
const siteUrl = (process.env.VITE_SITE_URL ?? loadEnv('production', web, 'VITE_').VITE_SITE_URL ?? '').replace(/\/+$/, '');
if (!siteUrl) console.warn('VITE_SITE_URL is not set: robots.txt names no sitemap (see web/.env.example).');
writeFileSync(
  join(client, 'robots.txt'),
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', ...(siteUrl ? [`Sitemap: ${siteUrl}/sitemap.xml`] : []), ''].join('\n'),
);
copyFileSync(join(client, 'app.html'), join(out, 'template.html'));
copyFileSync(join(client, '.vite/manifest.json'), join(out, 'manifest.json'));
console.log(`Server entry built in ${out}`);
