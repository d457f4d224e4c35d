/**
 * A served page as a complete HTML document: the client build's shell (template.html) with the
 * rendered app, its CSS, its <head> tags, its data, and the one small script (boot) in place of
 * the single-page app's scripts. Pure: the render function supplies every input.
 */
import { HAND_OVER, pageModule, type RenderedPage, type RouteSpec } from '@portfolio/model';
import { jsonForScript } from '../seo/head.js';

/** The parts of Vite's build manifest used here. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/**
 * The module a public page loads (a src path as in the manifest); home's is in the app's modules,
 * so the manifest has no entry of its own for it. Not the Markdown renderer: the app keeps a served
 * post's or project's body as the server wrote it (web/src/components/markdown/page-markdown.tsx) and loads
 * the renderer only if the text changes.
 */
const routeModules = (spec: Pick<RouteSpec, 'page'>): string[] => [pageModule(spec)];

/**
 * The module that hydrates a served page (web/src/app/hydrate-served-page.tsx). It imports the app
 * in steps (React DOM, the data adapter, the app's modules), so those are dynamic imports of it.
 */
const HYDRATION_MODULE = 'src/app/hydrate-served-page.tsx';

/**
 * The modules the app needs to hydrate a route, with their imports: the main entry, the hydration
 * module and every step it imports, and the route's page. Not the main entry's other dynamic
 * import, the single-page app's start (the admin's).
 */
export function modulesToPreload(manifest: BuildManifest, route: Pick<RouteSpec, 'page'>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  const hydration = manifest[HYDRATION_MODULE];
  if (!hydration) throw new Error(`The build manifest has no ${HYDRATION_MODULE} entry`);
  visit('index.html');
  visit(HYDRATION_MODULE);
  hydration.dynamicImports?.forEach(visit);
  routeModules(route).forEach(visit);
  return [...files];
}

const HEX = /^#[0-9a-f]{3,8}$/i;

export interface DocumentParts {
  template: string;
  manifest: BuildManifest;
  page: RenderedPage;
  /** The page's entry in the route table. */
  route: Pick<RouteSpec, 'page'>;
  /** Ready-made <head> tags: title, description, canonical, Open Graph, Twitter, JSON-LD, feed link. */
  headHtml: string;
}

export function pageDocument({ template, manifest, page, route, headHtml }: DocumentParts): string {
  const boot = manifest['src/boot.ts'];
  if (!boot) throw new Error('The build manifest has no src/boot.ts entry');
  const { primary_color, accent_color } = page.settings.theme;
  const rootStyle = [
    `color-scheme:${page.colorMode}`,
    HEX.test(primary_color) ? `--site-primary:${primary_color}` : '',
    HEX.test(accent_color) ? `--site-accent:${accent_color}` : '',
  ]
    .filter(Boolean)
    .join(';');

  const head = template
    .slice(template.indexOf('<head>') + '<head>'.length, template.indexOf('</head>'))
    // The page's own title and description come from headHtml; the single-page app's scripts have no
    // place in a served page (its inline styles stay: the font faces; the rest is in a low layer).
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\n\s*\n/g, '\n');

  const data = jsonForScript({ preload: page.preload, colorMode: page.colorMode });
  const prefetch = modulesToPreload(manifest, route).join(' ');
  // The page's script and what it imports (the bundler may move what boot shares with the app, its
  // constants and module loader, into a chunk of its own): index.html's inline script asks for them
  // once the page has loaded, the chunk beside boot rather than after it.
  const bootFiles = [boot.file, ...(boot.imports ?? []).map((key) => manifest[key]?.file)]
    .filter((file): file is string => Boolean(file))
    .map((file) => `/${file}`)
    .join(' ');
  return [
    '<!doctype html>',
    `<html lang="en" class="${page.colorMode}" style="${rootStyle}">`,
    `<head>${head}${headHtml}\n${page.styleTags}\n</head>`,
    '<body>',
    `<div id="${HAND_OVER.rootId}">${page.appHtml}</div>`,
    `<script type="application/json" id="${HAND_OVER.servedPageId}" ${HAND_OVER.bootAttribute}="${bootFiles}" ${HAND_OVER.prefetchAttribute}="${prefetch}">${data}</script>`,
    '</body>',
    '</html>',
  ].join('\n');
}
