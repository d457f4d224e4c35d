#!/usr/bin/env node
/**
 * `npm run deploy:check`: what `firebase deploy` and production would refuse, found offline before a
 * deploy, each failure with its fix. A green emulator run says nothing about these: the emulators take
 * any runtime, any firebase.json they can read, and any query without its index.
 *
 *   node scripts/deploy-check.mjs [--repository-only] [--require-queries] [--root DIR] [--queries DIR] [--now ISO-DATE]
 *
 * --repository-only   leave out the deploy target's own settings (.firebaserc, .env files, web/dist):
 *                     npm test runs it so, on a clone that has no project yet
 * --require-queries   fail when no queries were recorded (npm test, right after recording them)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { declaredSettings, functionsManifest } from './deploy-check/functions-manifest.mjs';
import { firebaseJsonProblems, indexFileProblems, rewriteProblems } from './deploy-check/project-files.mjs';
import { queryProblems, RECORDED_QUERIES, recordedQueries } from './deploy-check/queries.mjs';
import { runtimeProblems, runtimeSummary } from './deploy-check/runtime.mjs';
import { settingsProblems } from './deploy-check/settings.mjs';
import { builtScriptsOf, functionsEnv, targetProblems, targetProject, webBuildEnv } from './deploy-check/target.mjs';

const { values: options } = parseArgs({
  options: {
    root: { type: 'string', default: resolve(import.meta.dirname, '..') },
    queries: { type: 'string', default: RECORDED_QUERIES },
    now: { type: 'string' },
    'repository-only': { type: 'boolean', default: false },
    'require-queries': { type: 'boolean', default: false },
  },
});
const root = resolve(options.root);
const now = options.now ? new Date(options.now) : new Date();
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const readText = (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : '');

let failed = 0;
/** Prints a check's outcome: `ok` with its summary, or each problem with its fix. */
function report(name, problems, summary) {
  if (problems.length === 0) {
    console.log(`ok    ${name}: ${summary}`);
    return;
  }
  failed += problems.length;
  for (const { what, fix } of problems) console.log(`FAIL  ${name}: ${what}\n      fix: ${fix}`);
}
const note = (name, text) => console.log(`--    ${name}: ${text}`);

console.log('Deploy check (offline): what firebase deploy and production would refuse');
const firebaseJson = readJson('firebase.json');
report('runtime', runtimeProblems(firebaseJson, readJson('functions/package.json'), now), runtimeSummary(firebaseJson));
report('firebase.json', firebaseJsonProblems(firebaseJson), "valid against firebase-tools' own schema");
const indexConfig = readJson('firestore.indexes.json');
report(
  'firestore.indexes.json',
  indexFileProblems(indexConfig),
  `${indexConfig.indexes.length} composite indexes, valid as firebase-tools checks them`,
);

const manifest = functionsManifest(join(root, 'functions'), targetProject(readJsonIfAny('.firebaserc')) ?? 'your-project');
const rewrites = [firebaseJson.hosting ?? []]
  .flat()
  .flatMap((site) => site.rewrites ?? [])
  .filter((r) => r.function);
report(
  'Hosting rewrites',
  rewriteProblems(firebaseJson, manifest.endpoints),
  `${rewrites.length} to functions the build exports, in their regions`,
);
const settings = declaredSettings(manifest);
report(
  "functions' settings",
  settingsProblems(settings, readText('functions/.env.example'), readText('docs/deploy.md')),
  `${settings.length} parameters and secrets, each in functions/.env.example and docs/deploy.md`,
);

const recorded = recordedQueries(resolve(options.queries));
if (!recorded || recorded.shapes.length === 0) {
  const why = 'no queries recorded yet: npm test records every query its emulator suites run';
  if (options['require-queries']) report('indexes', [{ what: why, fix: 'run the suites with PORTFOLIO_QUERY_LOG set (npm test does)' }]);
  else note('indexes', why);
} else {
  const unreadable = recorded.unreadable
    ? [{ what: `${recorded.unreadable} queries could not be read off the wire`, fix: 'see scripts/firestore-query-shapes.mjs' }]
    : [];
  report(
    'indexes',
    [...unreadable, ...queryProblems(indexConfig, recorded.shapes)],
    `${recorded.shapes.length} distinct queries recorded by the suites (${recorded.recordedAt.toISOString()}), each with the index production needs`,
  );
}

if (options['repository-only']) {
  note('deploy target', 'not checked (--repository-only): .firebaserc, the .env files and web/dist are checked before a deploy');
} else {
  const projectId = targetProject(readJsonIfAny('.firebaserc'));
  if (!projectId) {
    report('deploy target', [
      { what: '.firebaserc names no project of yours (only the demo project the emulators use)', fix: 'npx firebase use --add' },
    ]);
  } else {
    const problems = targetProblems({
      projectId,
      web: webBuildEnv(join(root, 'web')),
      functions: functionsEnv(join(root, 'functions'), projectId),
      params: manifest.params,
      builtScripts: builtScriptsOf(join(root, 'web', 'dist')),
    });
    report('deploy target', problems, `${projectId}: the web build and the functions are configured for it`);
  }
}

console.log(
  failed
    ? `\n${failed} problem(s): firebase deploy or production would refuse this project.`
    : '\nNothing found that a deploy would refuse.',
);
process.exit(failed ? 1 : 0);

function readJsonIfAny(path) {
  return existsSync(join(root, path)) ? readJson(path) : null;
}
