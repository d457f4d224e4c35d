// The routes the benchmarks measure (issue 7): every public route, with real ids and slugs from the
// sample content (web/src/data/memory/seed*.ts), and the admin sign-in page.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB = resolve(ROOT, 'web');

/** `project-1` is the first sample project; the slug is the first published sample post. */
export const ROUTES = [
  { name: 'home', url: '/', public: true },
  { name: 'projects', url: '/projects', public: true },
  { name: 'project detail', url: '/projects/project-1', public: true },
  { name: 'blog', url: '/blog', public: true },
  { name: 'blog post', url: '/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts', public: true },
  { name: 'resume', url: '/resume', public: true },
  { name: 'admin login', url: '/admin/login', public: false },
];

/**
 * The app's lazy routes, so a new or renamed page is measured without editing this file: the public
 * pages from the route table (packages/model/src/routes.ts; home is in the entry chunk), the admin
 * from the router's import() (web/src/app/router.tsx): [{ pattern: '/projects/:id', module: 'src/pages/project-detail-page.tsx' }].
 */
export function lazyRoutesFromRouter(
  routerFile = resolve(WEB, 'src/app/router.tsx'),
  tableFile = resolve(ROOT, 'packages/model/src/routes.ts'),
) {
  const routes = [];
  for (const [, pattern, page] of readFileSync(tableFile, 'utf8').matchAll(/pattern: '([^']*)',\s*page: '([^']*)'/g)) {
    if (page !== 'home-page') routes.push({ pattern: pattern === '*' ? '/*' : pattern, module: `src/pages/${page}.tsx` });
  }
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
