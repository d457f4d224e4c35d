// The routes the benchmarks measure: every public page that declares a bench row in the route table
// (packages/model/src/routes.ts: its name, and the sample content's parameters for its address, from
// web/src/data/memory/seed*.ts), and the admin sign-in page.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBundle } from '../scripts/import-bundle.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB = resolve(ROOT, 'web');

/** The model's route table and its helpers, from its TypeScript source. */
export const MODEL = await importBundle('packages/model/src/routes.ts');

/** The bench's rows of a route table: each page with a `bench` entry, at its sample address. */
export const benchRows = (table) =>
  Object.values(table)
    .filter((spec) => spec.bench)
    .map((spec) => ({ name: spec.bench.name, url: MODEL.fillPattern(spec.pattern, spec.bench.params), public: true }));

export const ROUTES = [...benchRows(MODEL.PUBLIC_ROUTES), { name: 'admin login', url: '/admin/login', public: false }];

/**
 * The app's lazy routes, so a new or renamed page is measured without editing this file: the public
 * pages from the route table (home is in the entry chunk), the admin from the router's import()
 * (web/src/app/router.tsx): [{ pattern: '/projects/:id', module: 'src/pages/project-detail-page.tsx' }].
 */
export function lazyRoutesFromRouter(routerFile = resolve(WEB, 'src/app/router.tsx'), table = MODEL.PUBLIC_ROUTES) {
  const routes = Object.values(table)
    .filter((spec) => spec.pattern !== '/')
    .map((spec) => ({ pattern: spec.pattern === '*' ? '/*' : spec.pattern, module: MODEL.pageModule(spec) }));
  const source = readFileSync(routerFile, 'utf8');
  for (const part of source.split(/(?=\bpath:\s*')/).slice(1)) {
    const path = /^path:\s*'([^']*)'/.exec(part)?.[1];
    const specifier = /import\(\s*'([^']+)'\s*\)/.exec(part)?.[1];
    if (path === undefined || !specifier) continue;
    routes.push({ pattern: path.startsWith('/') ? path : `/${path}`, module: moduleFile(specifier) });
  }
  return routes;
}

function moduleFile(specifier) {
  if (!specifier.startsWith('@/')) throw new Error(`Unexpected route import ${specifier} in router.tsx`);
  const base = `src/${specifier.slice(2)}`;
  for (const candidate of [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    try {
      readFileSync(resolve(WEB, candidate));
      return candidate;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`Cannot find the module of route import ${specifier}`);
}

/** The lazy route that serves `url`, or null when the entry chunk does (the home page). */
export function routeFor(url, lazyRoutes) {
  const segments = url.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const matches = (pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.at(-1) === '*') return segments.length >= parts.length - 1 && parts.slice(0, -1).every((p, i) => p === segments[i]);
    return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
  };
  // Exact patterns before the catch-all, as react-router ranks them.
  const ranked = [...lazyRoutes].sort((a, b) => Number(a.pattern.endsWith('*')) - Number(b.pattern.endsWith('*')));
  return ranked.find((r) => matches(r.pattern)) ?? null;
}
