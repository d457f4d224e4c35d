// Small helpers shared by the repository's scripts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Chromium for browser tests: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(1));
  });
}

export const npx = (args, options) => run('npx', ['--no-install', ...args], options);
export const npm = (args, options) => run('npm', args, options);
