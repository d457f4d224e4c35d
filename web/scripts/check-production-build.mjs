#!/usr/bin/env node
// Builds the Firebase (production) bundle into a temporary folder and checks what it must never
// contain: the demo's credentials or sample content, and SDKs visitors must not load
// (Realtime Database, Remote Config, reactfire), nor the colour palettes the site does not use.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const web = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'portfolio-prod-'));
const build = spawnSync(resolve(web, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
  cwd: web,
  stdio: 'inherit',
  env: { ...process.env, VITE_BACKEND: 'firebase' },
});
if (build.status !== 0) process.exit(1);

const assets = join(outDir, 'assets');
const bundle = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, text: readFileSync(join(assets, f), 'utf8') }));

const forbidden = [
  { what: 'the demo password', pattern: /demo1234/ },
  { what: 'the demo owner account', pattern: /owner@example\.com/ },
  { what: 'the sample content', pattern: /Alex Morgan|Northwind Cloud/ },
  // (firebase/app lists every SDK's name, so look for what only the SDK itself contains.)
  { what: 'the Realtime Database SDK', pattern: /firebaseio\.com|FIREBASE_DATABASE_EMULATOR_HOST/ },
  { what: 'the Remote Config SDK', pattern: /firebaseremoteconfig\.googleapis\.com/ },
  { what: 'reactfire', pattern: /reactfire/ },
];
// The palettes app/palettes.ts does not list: vite.config.ts (chakraUsedPalettes) leaves them out.
const { tokens } = await import('@chakra-ui/react/theme');
const { unusedPalettes } = (await runnerImport(resolve(web, 'src/app/palettes.ts'))).module;
const unused = unusedPalettes(tokens.colors);
if (unused.length < 2) throw new Error(`could not read the palettes (unused: ${unused})`);
forbidden.push({
  what: `Chakra's colour palettes the site does not use (${unused.join(', ')})`,
  pattern: new RegExp(`[{,](${unused.join('|')}):\\{|\\{colors\\.(${unused.join('|')})\\.`),
});
let failed = false;
for (const { what, pattern } of forbidden) {
  const hits = bundle.filter((b) => pattern.test(b.text)).map((b) => b.file);
  if (hits.length) {
    failed = true;
    console.error(`FAIL: the production build contains ${what} (${hits.join(', ')})`);
  } else {
    console.log(`ok: no ${what}`);
  }
}
rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
