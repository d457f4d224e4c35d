/**
 * Builds the demo and serves it on http://127.0.0.1:4173, as `npm run demo` does, for the browser
 * tests. With E2E_BASE_URL set, tests run against that server instead (nothing is built).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const DEMO_URL = 'http://127.0.0.1:4173';

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The demo server did not answer at ${url}`);
}

let server: ChildProcess | undefined;

export default async function setup() {
  if (process.env.E2E_BASE_URL) return;
  const build = spawnSync('npm', ['run', 'build:demo', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Building the demo failed');
  server = spawn('npm', ['run', 'preview', '-w', 'web'], { cwd: root, stdio: 'ignore', detached: true });
  await waitForServer(DEMO_URL, 30_000);
  return () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  };
}
