import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Runs one of the repository's Node scripts and waits for it without blocking the test's event loop.
 * A synchronous child (spawnSync) froze the loop for the seconds the script ran: the Hosting emulator
 * closed fetch's idle keep-alive connections meanwhile, the loop never heard of it, and the test's next
 * request went out on a dead connection ("fetch failed: other side closed").
 */
export function runNodeScript(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<ScriptRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}
