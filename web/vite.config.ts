import { cpSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Serves the Simple Icons set from our own origin (/skill-icons/{slug}.svg), copied from the
 * simple-icons package, so the public site never depends on a third-party CDN at run time.
 */
function skillIcons(): Plugin {
  return {
    name: 'skill-icons',
    configResolved() {
      const target = resolve(here, 'public/skill-icons');
      if (existsSync(resolve(target, 'docker.svg'))) return;
      // The package exports no package.json, so find its folder from its main entry.
      const entry = createRequire(import.meta.url).resolve('simple-icons');
      cpSync(resolve(dirname(entry), 'icons'), target, { recursive: true });
    },
  };
}

/** The font file index.html preloads and its @font-face uses (docs/design.md). */
const FONT_FILE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * Vite rewrites the url() of index.html's inline @font-face to the hashed asset, but leaves a package
 * path in a <link href> as it is: point the preload at the same file (the built asset, or the
 * package's file on the dev server), so the browser fetches it once, early.
 */
function preloadFont(): Plugin {
  let file = '';
  return {
    name: 'preload-font',
    configResolved() {
      file = createRequire(import.meta.url).resolve(FONT_FILE);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const built = ctx.bundle && Object.values(ctx.bundle).find((out) => out.type === 'asset' && out.fileName.endsWith('.woff2'));
        if (ctx.bundle && !built) throw new Error(`${FONT_FILE} was not emitted: is it still in index.html's @font-face?`);
        const url = built ? `/${built.fileName}` : `/@fs${file}`;
        return html.replace(`href="${FONT_FILE}"`, `href="${url}"`);
      },
    },
  };
}

/**
 * Chakra's createSystem builds the page-wide CSS (reset, global styles, every token as a CSS
 * variable) up front, and that is over half of its cost. A page the server rendered already has
 * that CSS, so the browser never needs it there: make it lazy, built on first read of `_global`
 * (the server, and the single-page app, read it at once). Fails the build if Chakra's code changes
 * shape, so an upgrade cannot silently lose it.
 */
function lazyChakraGlobalCss(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  return {
    name: 'lazy-chakra-global-css',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('@chakra-ui/react/dist/esm/styled-system/system.js')) return null;
      if (!code.includes(eager) || !code.includes('    _global,\n')) {
        throw new Error('lazy-chakra-global-css: createSystem changed shape; update vite.config.ts');
      }
      return code
        .replace(eager, 'let lazyGlobal;\n  const getGlobal = () => (lazyGlobal ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);')
        .replace('    _global,\n', '    get _global() {\n      return getGlobal();\n    },\n');
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, here, 'VITE_');
  // One adapter per build: the demo build carries no Firebase code, the product build no demo data.
  const backend = mode === 'demo' || env.VITE_BACKEND === 'memory' ? 'memory' : 'firebase';
  return {
    plugins: [react(), skillIcons(), preloadFont(), lazyChakraGlobalCss()],
    resolve: {
      alias: {
        '@': resolve(here, 'src'),
        '#data-adapter': resolve(here, `src/data/${backend}/index.ts`),
      },
    },
    define: { __DATA_BACKEND__: JSON.stringify(backend) },
    server: { host: 'localhost', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      reportCompressedSize: false,
      // The server renderer reads the manifest to name the modules a served page preloads.
      manifest: true,
      rolldownOptions: {
        // index.html is the single-page app (the admin, the demo); boot.ts is the only script of a
        // page the server rendered (it starts main.tsx on the first interaction).
        input: { app: resolve(here, 'index.html'), boot: resolve(here, 'src/boot.ts') },
        // Chakra defines every component's styles with these calls at module level. They have no
        // side effects, but the bundler cannot know it; saying so lets the styles of components
        // the app does not use (see app/theme.ts) drop out of the bundle.
        treeshake: {
          manualPureFunctions: [
            'defineRecipe',
            'defineSlotRecipe',
            'defineConfig',
            'defineTokens',
            'defineSemanticTokens',
            'createSystem',
            'mergeConfigs',
          ],
        },
      },
    },
  };
});
