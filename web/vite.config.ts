import { cpSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { samplePhotosPlugin } from './scripts/sample-photos-plugin';
import { unusedPalettes } from './src/app/palettes';

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

/** Chakra's createSystem module: patched below, imported by the app as '#chakra-system'. */
const CHAKRA_SYSTEM_MODULE = '@chakra-ui/react/dist/esm/styled-system/system.js';
export const chakraSystemModulePath = resolve(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '../esm/styled-system/system.js',
);

/**
 * Two changes to Chakra's createSystem (its module, styled-system/system.js), each failing the build
 * if Chakra's code changes shape, so an upgrade cannot silently lose them:
 *
 * - The page-wide CSS (reset, global styles, every token as a CSS variable) is built up front, over
 *   half of createSystem's cost. A page the server rendered already has that CSS, so the browser never
 *   needs it there: it is made lazy, built on first read of `_global` (the server, and the single-page
 *   app, read it at once).
 * - The rest is still one task of 120-280 ms on a slow phone, the longest of a served page's first
 *   tap. The module also exports `createSystemSteps`, the same work as a generator that stops after
 *   each of its three large parts (merging the configs, the token dictionary, the style utility), so
 *   a served page builds the system in four tasks (app/theme.ts: prepareSystem). createSystem itself
 *   runs the steps at once, as before.
 */
export function chakraSystemPatches(): Plugin {
  const eagerGlobal = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const steps = [
    ['function createSystem(...configs) {', 'function* createSystemSteps(...configs) {'],
    ['  const config = mergeConfigs(...configs);\n', '  const config = mergeConfigs(...configs);\n  yield;\n'],
    ['    prefix: cssVarsPrefix\n  });\n', '    prefix: cssVarsPrefix\n  });\n  yield;\n'],
    ['    config: utilities,\n    tokens\n  });\n', '    config: utilities,\n    tokens\n  });\n  yield;\n'],
    [eagerGlobal, 'let lazyGlobal;\n  const getGlobal = () => (lazyGlobal ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);'],
    ['    _global,\n', '    get _global() {\n      return getGlobal();\n    },\n'],
    [
      'export { createSystem, isValidSystem };',
      'function createSystem(...configs) {\n  const steps = createSystemSteps(...configs);\n  for (;;) {\n    const step = steps.next();\n    if (step.done) return step.value;\n  }\n}\nexport { createSystem, createSystemSteps, isValidSystem };',
    ],
  ] as const;
  return {
    name: 'chakra-system-patches',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith(CHAKRA_SYSTEM_MODULE)) return null;
      let patched = code;
      for (const [from, to] of steps) {
        if (patched.split(from).length !== 2)
          throw new Error(`chakra-system-patches: createSystem changed shape (${JSON.stringify(from)}); update web/vite.config.ts`);
        patched = patched.replace(from, to);
      }
      return patched;
    },
  };
}

/**
 * Leaves the colour palettes the site does not use (app/palettes.ts) out of the bundle. app/theme.ts
 * already drops them from the design system it builds, but Chakra's two colour modules still carried
 * them to every visitor: ten scales of tokens and their semantic tokens, about 1 KB compressed.
 * Each module is written again from Chakra's own data, without the other palettes; a module that
 * has changed shape fails the build (update this plugin).
 */
function chakraUsedPalettes(): Plugin {
  const modules = [
    { path: 'theme/tokens/colors.js', name: 'colors', define: 'defineTokens.colors', data: 'tokens' },
    { path: 'theme/semantic-tokens/colors.js', name: 'semanticColors', define: 'defineSemanticTokens.colors', data: 'semanticTokens' },
  ] as const;
  return {
    name: 'chakra-used-palettes',
    enforce: 'pre',
    async transform(code, id) {
      const module = modules.find((m) => id.replace(/\\/g, '/').endsWith(`@chakra-ui/react/dist/esm/${m.path}`));
      if (!module) return null;
      const declaration = `const ${module.name} = ${module.define}({`;
      const [imports, rest] = code.split(declaration);
      if (rest === undefined || !rest.trimEnd().endsWith(`export { ${module.name} };`))
        throw new Error(`chakra-used-palettes: ${module.path} changed shape; update web/vite.config.ts`);
      const theme = await import('@chakra-ui/react/theme');
      const dropped = unusedPalettes(theme.tokens.colors);
      const kept = Object.entries(theme[module.data].colors).filter(([name]) => !dropped.includes(name));
      return `${imports}const ${module.name} = ${module.define}(${JSON.stringify(Object.fromEntries(kept))});\n\nexport { ${module.name} };\n`;
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, here, 'VITE_');
  // One adapter per build: the demo build carries no Firebase code, the product build no demo data.
  const backend = mode === 'demo' || env.VITE_BACKEND === 'memory' ? 'memory' : 'firebase';
  return {
    plugins: [react(), skillIcons(), chakraSystemPatches(), chakraUsedPalettes(), samplePhotosPlugin({ demo: backend === 'memory' })],
    resolve: {
      alias: {
        '@': resolve(here, 'src'),
        '#data-adapter': resolve(here, `src/data/${backend}/index.ts`),
        '#chakra-system': chakraSystemModulePath,
        // REACT_PROFILING=1: React's profiling build, whose performance tracks show every render with
        // its lane in a trace (docs/performance.md says how they were read). Never for a deploy.
        ...(process.env.REACT_PROFILING === '1' ? { 'react-dom/client': 'react-dom/profiling' } : {}),
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
        output: {
          codeSplitting: {
            // React, React DOM and its scheduler in one file: every page needs all three, and left
            // to itself the bundler split them in three (each file costs a request and its own
            // compression; one file is 1.2 KB less on home after the first tap).
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
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
