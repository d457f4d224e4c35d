// The one way this project finds and starts Chromium: the browser tests (e2e/support/browser.ts),
// the bench's Playwright runs and Lighthouse, programmatic and CLI (its --chrome-flags). One list, so
// a flag added for one of them reaches what the others measure too.
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium on these machines: new headless, no sandbox (containers run as root), no GPU, /tmp instead of a small /dev/shm, and none of the background fetches and first-run
 * screens that would add requests and time to what is measured.
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/** Where Chromium is: CHROMIUM_PATH, Lighthouse's CHROME_PATH, or the usual places; null if nowhere. */
export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

export const NO_CHROMIUM = 'No Chromium: flock /tmp/apt.lock apt-get install -y chromium (or set CHROMIUM_PATH)';

/** Starts Chromium through Playwright with the flags above (and any `args` more). */
export async function launchChromium({ args = [], ...options } = {}) {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(NO_CHROMIUM);
  // Loaded here, not at the top: scripts that only ask for the path (npm test) skip Playwright.
  const { chromium } = await import('playwright-core');
  return chromium.launch({ ...options, executablePath, args: [...CHROMIUM_FLAGS, ...args] });
}
