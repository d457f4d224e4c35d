// trackPageView as Cloud Run serves it once deployed: the built functions (functions/lib) in the
// Functions Framework, the runtime of a 2nd-gen function, one process taking requests concurrently,
// writing to the Firestore emulator. The Functions emulator cannot stand in for it under load: it
// starts a new worker process for each request that finds none idle, and on two cores at 100 requests
// a second it answered "Failed to load function" (it measured itself, not the function).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts the runtime with trackPageView on a free port; resolves once it answers. */
export async function startBeaconRuntime() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      `${root}/node_modules/@google-cloud/functions-framework/build/src/main.js`,
      '--target=trackPageView',
      '--signature-type=http',
      `--port=${port}`,
    ],
    {
      cwd: `${root}/functions`,
      env: {
        ...process.env,
        GCLOUD_PROJECT: 'demo-portfolio',
        // What `firebase deploy` gives the function's environment: its secret and its parameters.
        HASH_SECRET: 'bench-only-hash-secret',
        FUNCTION_TARGET: 'trackPageView',
        K_SERVICE: 'trackpageview',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  const givenUpAt = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Functions Framework ended (code ${child.exitCode}) before answering.`);
    const answer = await fetch(url, { method: 'GET' }).catch(() => null);
    if (answer) break;
    if (Date.now() > givenUpAt) throw new Error('The Functions Framework did not answer within a minute.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}
