#!/usr/bin/env node
// `npm test`: every suite that can run on this machine. A suite that cannot run says so in one
// line and is counted as skipped, never as passed.
import { rulesSuitesSkipReason } from '../rules-tests/skip-reason.mjs';
import { canRunFirestoreEmulators, chromiumPath, npm, npx, run } from './lib.mjs';

const results = [];
async function suite(name, work) {
  console.log(`\n=== ${name} ===`);
  const code = await work();
  results.push({ name, status: code === 0 ? 'passed' : 'failed' });
}
function skip(name, why) {
  console.log(`\n=== ${name} ===\nSKIPPED: ${why}`);
  results.push({ name, status: 'skipped', why });
}

await suite('shared model: unit tests', () => npx(['vitest', 'run', '--root', 'packages/model']));
await suite('web: type check', () => npm(['run', 'typecheck', '-w', 'web']));
await suite('web: the production build carries no demo data, credentials or unwanted SDKs', () =>
  run('node', ['web/scripts/check-production-build.mjs']),
);
await suite('web: components and the data-port contract (in-memory twin)', () => npx(['vitest', 'run', '--root', 'web']));
await suite('web: data-port contract, Firebase adapter, authentication (Auth emulator)', () =>
  npx([
    'firebase', 'emulators:exec', '--project', 'demo-portfolio', '--only', 'auth',
    'npx vitest run --root web --config vitest.emulators.config.ts',
  ]),
);
await suite('functions: handlers, SMTP and the Functions + Auth emulators', () => npm(['test', '-w', 'functions']));

const chromium = chromiumPath();
if (chromium) {
  await suite('browser: visitor and owner journeys, accessibility (Chromium)', () =>
    npx(['vitest', 'run', '--config', 'e2e/vitest.config.ts'], { env: { ...process.env, CHROMIUM_PATH: chromium } }),
  );
} else {
  skip('browser: visitor and owner journeys', 'no Chromium found (apt-get install chromium, or set CHROMIUM_PATH).');
}

if (process.env.TEST_EMULATORS_SEPARATELY) {
  skip('Firestore + Storage emulators', 'run as a separate step (npm run test:emulators), as the GitHub Actions workflow does.');
} else if (canRunFirestoreEmulators()) {
  await suite('Firestore + Storage emulators: rules, contract, functions (npm run test:emulators)', () =>
    npm(['run', 'test:emulators']),
  );
} else {
  skip(
    'Firestore + Storage emulators: security rules, Firebase contract, functions on Firestore',
    rulesSuitesSkipReason() ?? 'the emulators need Java 21; run `npm run test:emulators` where it exists, as GitHub Actions does.',
  );
}

const count = (status) => results.filter((r) => r.status === status).length;
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.status.toUpperCase().padEnd(8)} ${r.name}${r.why ? ` (${r.why})` : ''}`);
console.log(`suites: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
process.exit(count('failed') > 0 ? 1 : 0);
