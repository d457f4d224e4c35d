/**
 * Builds the demo (the production build on the in-memory adapter, as `npm run demo` does) into a
 * folder of its own and serves it on a free loopback port, so several runs never collide. Tests read
 * the address from E2E_BASE_URL. With E2E_BASE_URL already set, tests use that server instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const web = resolve(import.meta.dirname, '../../web');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

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

export default async function setup() {
  if (process.env.E2E_BASE_URL) return;
  const outDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-'));
  const vite = resolve(web, 'node_modules/.bin/vite');
  const build = spawnSync(vite, ['build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which Vite would keep: the demo would be built with React's
    // development build (slower, and not what `npm run build -- --mode demo` gives anyone).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('Building the demo failed');
  const port = await freePort();
  const server: ChildProcess = spawn(vite, ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: web,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url, 30_000);
  process.env.E2E_BASE_URL = url;
  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
  };
}
