/**
 * The local stack (`npm run serve`, scripts/stack.mjs) as a developer meets it when something goes
 * wrong: a malformed request does not take it down; when a part dies it ends every process it started,
 * freeing every port, and says which part died; and a start right after a crash that left processes
 * behind ends them and comes up. Runs the real stack on the `test` ports (STACK_TEST_PORTS picks
 * another set), reusing that set's web build when there is one.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commandLine, describeProcess, listeningPids, processesOfRun } from '../scripts/processes.mjs';
import { PORT_SETS } from '../scripts/stack.mjs';

const root = join(import.meta.dirname, '..');
const SET = (process.env.STACK_TEST_PORTS ?? 'test') as keyof typeof PORT_SETS;
const ports = PORT_SETS[SET];
const site = `http://127.0.0.1:${ports.hosting}`;

interface Stack {
  pid: number;
  output: () => string;
  exited: Promise<number | string>;
}

const running = new Set<Stack>();

function startStack(): Stack {
  const built = existsSync(join(root, 'functions', `.stack-${SET}`, 'public', 'app.html'));
  const child = spawn(process.execPath, ['scripts/stack.mjs', '--ports', SET, ...(built ? ['--no-build'] : [])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? '?')));
  const stack = { pid: child.pid!, output: () => text, exited };
  running.add(stack);
  void exited.then(() => running.delete(stack));
  return stack;
}

// A failed check leaves no stack running: each still running is stopped as Ctrl-C would.
afterAll(async () => {
  for (const stack of running) {
    process.kill(stack.pid, 'SIGINT');
    await stack.exited;
  }
});

/** Waits for what a developer waits for (the stack saying it serves), or fails saying what it saw. */
async function until(check: () => boolean, what: string, stack: Stack, timeoutMs = 600_000) {
  const state: { ended: number | string | null } = { ended: null };
  void stack.exited.then((code) => (state.ended = code));
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (state.ended !== null) throw new Error(`The stack exited (${state.ended}) before ${what}:\n${stack.output().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}:\n${stack.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// At the start of a line: firebase-tools' "Running script: ..." line quotes the command that prints it.
const serving = (stack: Stack) => until(() => /^Serving the production build/m.test(stack.output()), 'the stack to serve', stack);

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: ports.hosting, path: '/', headers: { Host: host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

// Where the run is, on stderr: a failure's report then says how far it got and when.
const begun = Date.now();
const step = (what: string) => console.error(`[stack test] ${((Date.now() - begun) / 1000).toFixed(1)} s: ${what}`);

const allPorts = Object.values(ports);
/** Ports of the set still listened on, each with who holds it (so a failure says what was left). */
const heldPorts = () =>
  allPorts.flatMap((port) => {
    const pids = listeningPids(port) ?? [];
    return pids.length > 0 ? [`${port}: ${pids.map((pid) => `${pid} ${describeProcess(pid)}`).join(', ')}`] : [];
  });
/** The processes a run left, described. */
const leftBy = (run: number) => processesOfRun(run).map((pid) => `${pid} ${describeProcess(pid)}`);

/**
 * What `look` still finds a few seconds after a run ended ([] once everything it started is gone): a
 * killed process can take a moment to leave the process table on a loaded machine.
 */
async function remaining(look: () => string[], withinMs = 15_000): Promise<string[]> {
  const deadline = Date.now() + withinMs;
  let found = look();
  while (found.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    found = look();
  }
  return found;
}

describe('the local stack', () => {
  it('survives malformed requests, ends every process when the Hosting emulator dies, and starts again at once', async () => {
    const first = startStack();
    await serving(first);
    step('the first stack serves');
    expect((await fetch(`${site}/`)).status).toBe(200);

    // firebase-tools bugs reached by a request: a malformed percent-escape (through a redirect rule,
    // which firebase.json therefore does not have) and a quote in the Host header's port.
    expect((await fetch(`${site}/%ff`)).status).toBeGreaterThanOrEqual(400);
    expect(await getWithHost(`127.0.0.1:${ports.hosting}"`)).toBe(400);
    expect((await fetch(`${site}/favicon.ico`)).headers.get('content-type')).toMatch(/icon/);
    expect((await fetch(`${site}/`)).status).toBe(200);

    // The Hosting emulator dies (it runs inside firebase-tools' process, with Auth and Functions).
    const hosting = listeningPids(ports.hosting) ?? [];
    expect(hosting, 'who serves the Hosting port').toHaveLength(1);
    expect(commandLine(hosting[0]!), 'the process serving Hosting').toContain('firebase');
    process.kill(hosting[0]!, 'SIGKILL');
    step(`killed the Hosting emulator's process ${hosting[0]}`);

    expect(await first.exited, first.output().slice(-2000)).toBe(1);
    step('the first stack has exited');
    expect(first.output()).toMatch(/firebase-tools \(the [A-Za-z, ]*Hosting emulators\) was killed by SIGKILL/);
    expect(first.output()).toMatch(/Ending the rest of the run: .*the mail sink/);
    expect(await remaining(() => leftBy(first.pid))).toEqual([]);
    expect(await remaining(heldPorts)).toEqual([]);

    // Started again at once; then its supervisor itself dies without a chance to end anything.
    const second = startStack();
    await serving(second);
    step('the second stack serves');
    expect((await fetch(`${site}/`)).status).toBe(200);
    process.kill(second.pid, 'SIGKILL');
    await second.exited;
    step('the second stack was killed');
    const leftovers = processesOfRun(second.pid);
    expect(leftovers.length, 'processes the killed run left behind').toBeGreaterThan(0);

    // The next start ends what the dead run left holding our ports, and serves.
    const third = startStack();
    await serving(third);
    step('the third stack serves');
    expect(third.output()).toMatch(/An earlier run that died left \d+ process\(es\) running: ending/);
    expect((await fetch(`${site}/`)).status).toBe(200);
    expect(await remaining(() => leftBy(second.pid))).toEqual([]);

    process.kill(third.pid, 'SIGINT');
    expect(await third.exited).toBe(130);
    expect(await remaining(() => leftBy(third.pid))).toEqual([]);
    expect(await remaining(heldPorts)).toEqual([]);
  });
});
