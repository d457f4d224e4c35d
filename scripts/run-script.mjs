/**
 * Runs one of the repository's Node scripts from a test and waits for it without blocking the test's
 * event loop. A synchronous child (spawnSync) froze the loop for the seconds the script ran: an
 * emulator closed the test's idle keep-alive connections meanwhile, the loop never heard of it, and
 * the test's next request went out on a dead connection ("fetch failed: other side closed").
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function runScript(script, args = [], { env = process.env, input = '' } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}
