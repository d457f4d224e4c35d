/**
 * What the functions declare, read the way firebase-tools discovers it at deploy: the functions are
 * built, loaded in a process of their own with the environment a deploy gives them, and
 * firebase-functions' own loader lists their endpoints (name, region, trigger, secrets) and parameters.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Loads the manifest in the child: the loader is not in the package's exports, so it is found beside its main file. */
const LOAD = `
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const requireHere = createRequire(process.argv[1]);
const sdkLib = join(dirname(requireHere.resolve('firebase-functions')), '..');
requireHere(join(sdkLib, 'runtime', 'loader.js')).loadStack(process.argv[1]).then((stack) => {
  process.stdout.write('\\n' + JSON.stringify({ endpoints: stack.endpoints, params: stack.params ?? [] }));
});`;

/**
 * Builds functions/src into a scratch file inside functions/ (so its packages resolve) and reads its
 * manifest; loading takes seconds, so the manifest is kept (in node_modules/.cache) and read again
 * while the build is the same.
 */
export function functionsManifest(dir, projectId = 'your-project') {
  const functionsDir = resolve(dir);
  const scratch = join(functionsDir, '.deploy-check');
  const outfile = join(scratch, 'index.js');
  mkdirSync(scratch, { recursive: true });
  const built = spawnSync(process.execPath, ['build.mjs', outfile], { cwd: functionsDir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the functions failed: ${built.stderr}`);
  const key = `${projectId} ${createHash('sha256').update(readFileSync(outfile)).digest('hex')}`;
  const kept = join(functionsDir, '..', 'node_modules', '.cache', 'portfolio', 'functions-manifest.json');
  if (existsSync(kept)) {
    const previous = JSON.parse(readFileSync(kept, 'utf8'));
    if (previous.key === key) return previous.manifest;
  }
  const loaded = spawnSync(process.execPath, ['-e', LOAD, outfile], {
    cwd: functionsDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GCLOUD_PROJECT: projectId,
      FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` }),
      FUNCTIONS_CONTROL_API: 'true',
    },
  });
  if (loaded.status !== 0) throw new Error(`loading the functions failed: ${loaded.stderr}`);
  const manifest = JSON.parse(loaded.stdout.trimEnd().split('\n').pop());
  mkdirSync(dirname(kept), { recursive: true });
  writeFileSync(kept, JSON.stringify({ key, manifest }));
  return manifest;
}

/** Every parameter and secret the functions declare: [{ name, secret }]. */
export function declaredSettings({ endpoints, params }) {
  const names = new Map(params.map((p) => [p.name, p.type === 'secret']));
  for (const endpoint of Object.values(endpoints)) {
    for (const { key } of endpoint.secretEnvironmentVariables ?? []) names.set(key, true);
  }
  return [...names].map(([name, secret]) => ({ name, secret }));
}
