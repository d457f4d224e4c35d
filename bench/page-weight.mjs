// Page weight: the JavaScript, CSS and preloaded fonts each route's first load fetches, gzip level 9
// (a woff2 file is already compressed: counted as it is sent), from the Firebase production build,
// worked out from Vite's build manifest and index.html.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lazyRoutesFromRouter, ROOT, ROUTES, routeFor, WEB } from './routes.mjs';

/** Our own output folder (ignored by git as `dist/`), so a bench never overwrites web/dist. */
export const FIREBASE_DIST = resolve(ROOT, 'bench/dist/firebase');
export const DEMO_DIST = resolve(ROOT, 'bench/dist/demo');

export const HOME_BUDGET_KB = 300;

/**
 * `vite build` of the web app into `outDir`, with a manifest. Type checking (`tsc` in
 * `npm run build -w web`) is left out: it does not change the output, and a colleague's unfinished
 * types should not stop a size measurement.
 */
export function viteBuild({ outDir, mode, quiet = false }) {
  const args = ['--no-install', 'vite', 'build', '--manifest', '--emptyOutDir', '--outDir', outDir];
  if (mode) args.push('--mode', mode);
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npx', args, { cwd: WEB, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`vite build${mode ? ` --mode ${mode}` : ''} failed (exit ${code})\n${output}`)),
    );
  });
}

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const isFont = (file) => /\.woff2?$/.test(file);
/** What the file costs on the wire: fonts are compressed already and sent as they are. */
const wireKb = (file) => (isFont(file) ? readFileSync(file).length / 1024 : gzipKb(file));

/** Files index.html makes the browser fetch before any code runs: scripts, module preloads, styles, preloaded fonts. */
function htmlAssets(dist) {
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || /^https?:/.test(src)) continue;
    const isScript = tag.startsWith('<script');
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    const isFontPreload = rel === 'preload' && /\bas="font"/.test(tag);
    if (isScript || rel === 'modulepreload' || rel === 'stylesheet' || isFontPreload) urls.push(src.replace(/^\//, ''));
  }
  return urls.filter((u) => /\.(m?js|css|woff2?)$/.test(u));
}

/** A manifest chunk's file, CSS and everything it imports statically, recursively. */
function staticClosure(manifest, key, into = new Set(), seen = new Set()) {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  into.add(chunk.file);
  (chunk.css ?? []).forEach((css) => into.add(css));
  (chunk.imports ?? []).forEach((imported) => staticClosure(manifest, imported, into, seen));
  return into;
}

/**
 * What the client-rendered app loads before its first screen: the entry chunk (main.tsx, a small
 * dispatcher) and the single-page app's start, which it imports at once (app/start-app.tsx), each with
 * its static imports. (A served page starts from app/hydrate-served-page.tsx instead: bench/served-pages.mjs.)
 */
const SPA_START = 'src/app/start-app.tsx';
function firstLoad(manifest) {
  const files = staticClosure(
    manifest,
    Object.keys(manifest).find((k) => manifest[k].isEntry),
  );
  return manifest[SPA_START] ? staticClosure(manifest, SPA_START, files) : files;
}

/**
 * For each route: entry (index.html's assets, the entry chunk and the app's start, with their static imports) plus, for a lazy
 * route, its chunk and that chunk's static imports. Chunks a page imports dynamically while it runs
 * (the Firestore SDK on a live query, Auth on the admin pages) are not in this figure.
 */
export function measurePageWeight(dist = FIREBASE_DIST) {
  const manifestFile = resolve(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No build manifest in ${dist}: build with --manifest first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = firstLoad(manifest);
  htmlAssets(dist).forEach((file) => entry.add(file));
  const lazyRoutes = lazyRoutesFromRouter();

  return ROUTES.map((route) => {
    const lazy = routeFor(route.url, lazyRoutes);
    const files = new Set(entry);
    if (lazy) staticClosure(manifest, lazy.module, files);
    let js = 0;
    let css = 0;
    let font = 0;
    for (const file of files) {
      const kb = wireKb(resolve(dist, file));
      if (file.endsWith('.css')) css += kb;
      else if (isFont(file)) font += kb;
      else js += kb;
    }
    return {
      route: route.url,
      name: route.name,
      chunk: lazy?.module ?? 'entry',
      files: files.size,
      jsKb: round(js),
      cssKb: round(css),
      fontKb: round(font),
      totalKb: round(js + css + font),
    };
  });
}

const round = (n) => Math.round(n * 10) / 10;

export function homeWithinBudget(rows) {
  const home = rows.find((r) => r.route === '/');
  return { ok: Boolean(home) && home.totalKb <= HOME_BUDGET_KB, figure: home?.totalKb };
}

/**
 * Chunks the app imports dynamically that are not route pages: SDKs the Firebase adapter loads on
 * demand (Auth on the admin pages, the full Firestore SDK for live updates once the browser is idle).
 * Reported beside the first-load figures, not added to them; KB beyond what the entry already loaded.
 */
export function onDemandChunks(dist = FIREBASE_DIST) {
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
  const routeModules = new Set(lazyRoutesFromRouter().map((r) => r.module));
  const dynamic = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const entry = firstLoad(manifest);
  const extra = (key) => [...staticClosure(manifest, key)].filter((file) => !entry.has(file));
  return [...dynamic]
    .filter((key) => !routeModules.has(key))
    .map((key) => ({
      module: key.replace(/^(\.\.\/)+node_modules\//, '').replace(/\/dist\/.*$/, ''),
      kb: round(extra(key).reduce((sum, file) => sum + gzipKb(resolve(dist, file)), 0)),
    }))
    .filter((chunk) => chunk.kb > 0)
    .sort((a, b) => b.kb - a.kb);
}
