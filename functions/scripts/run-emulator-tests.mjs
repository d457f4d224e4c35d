#!/usr/bin/env node
/**
 * Runs a test suite inside the Firebase emulators, with the functions built from this workspace.
 *
 *   node scripts/run-emulator-tests.mjs functions   # Auth + Functions emulators (run anywhere)
 *   node scripts/run-emulator-tests.mjs firestore   # + the Firestore emulator (see /scripts/emulators.mjs)
 *   EMULATOR_TEST_PORTS=w1 node scripts/run-emulator-tests.mjs firestore search-index   # other ports, some files
 *
 * It assembles a scratch project in .emulator-test/ (the built lib/, package.json, test-only params
 * and secrets, its own firebase.json) so that:
 * - a developer's own functions/.env.local and .secret.local are never read or overwritten;
 * - its ports differ from the dev emulators in /firebase.json, so it can run while those are up.
 * Node resolves firebase-functions and firebase-admin from the workspace's node_modules above it.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { emulatorsBlock } from '../../scripts/emulator-ports.mjs';
import { withEmulators } from '../../scripts/emulators.mjs';
import { TEST_OWNER, TEST_PORTS, TEST_PROJECT } from './emulator-test-config.mjs';

const mode = process.argv[2];
const suites = {
  functions: { only: 'auth,functions', config: 'vitest.emulator.config.mts' },
  firestore: { only: 'firestore,auth,functions', config: 'vitest.firestore.config.mts' },
};
if (!suites[mode]) {
  console.error('usage: run-emulator-tests.mjs functions|firestore');
  process.exit(2);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = join(root, '.emulator-test');
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The runtime the project deploys on, so the emulator warns if this Node is another major.
const deployedRuntime = JSON.parse(readFileSync(join(root, '..', 'firebase.json'), 'utf8')).functions[0].runtime;
console.log(`\n▶ Building the functions (lib/index.js); they run on Node ${process.versions.node} here, ${deployedRuntime} when deployed`);
run('node', ['build.mjs']);

rmSync(scratch, { recursive: true, force: true });
mkdirSync(join(scratch, 'lib'), { recursive: true });
copyFileSync(join(root, 'package.json'), join(scratch, 'package.json'));
copyFileSync(join(root, 'lib', 'index.js'), join(scratch, 'lib', 'index.js'));
writeFileSync(
  join(scratch, '.env.local'),
  [
    'SMTP_HOST=127.0.0.1',
    `SMTP_PORT=${TEST_PORTS.smtp}`,
    'SMTP_TLS=false',
    'SMTP_USER=',
    'MAIL_FROM=Portfolio <noreply@portfolio.test>',
    `OWNER_EMAIL=${TEST_OWNER}`,
    // The render function's public address; no page is rendered here (the stack run tests those).
    'SITE_URL=http://127.0.0.1:5000',
    '',
  ].join('\n'),
);
writeFileSync(join(scratch, '.secret.local'), 'SMTP_PASS=unused-by-the-test-server\nHASH_SECRET=emulator-test-secret\n');
writeFileSync(
  join(scratch, 'firebase.json'),
  JSON.stringify(
    {
      functions: [{ source: '.', codebase: 'default', runtime: deployedRuntime }],
      // The security rules, for the suites that write as the owner's tokens (the functions' Admin SDK ignores them).
      firestore: { rules: '../../firestore.rules' },
      emulators: emulatorsBlock(TEST_PORTS),
    },
    null,
    2,
  ),
);

console.log(`\n▶ Starting the ${suites[mode].only} emulators and running ${suites[mode].config}`);
const code = await withEmulators(
  { only: suites[mode].only.split(','), config: join(scratch, 'firebase.json'), project: TEST_PROJECT },
  `cd ${JSON.stringify(root)} && npx vitest run --config ${suites[mode].config} ${process.argv
    .slice(3)
    .map((filter) => JSON.stringify(filter))
    .join(' ')}`,
);
process.exit(code);
