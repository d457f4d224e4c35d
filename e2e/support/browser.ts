/**
 * Real Chromium (Debian's, never a downloaded one) through playwright-core, plus the helpers every
 * journey uses: a page in a given theme and width, screenshots, and an axe-core scan.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.mjs';

/** Set by support/global-setup.ts (a free port per run), or by you to test another server. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
/**
 * Which backend the served build uses: 'memory' (the demo build, by support/global-setup.ts) or
 * 'firebase' (the production build on the emulators, by scripts/stack.mjs in `npm test`).
 */
export const BACKEND: 'memory' | 'firebase' = process.env.E2E_BACKEND === 'firebase' ? 'firebase' : 'memory';
/** Uploads need Storage, whose emulator cannot run here: on the emulators they are left to the in-memory run. */
export const UPLOADS_RUN = BACKEND === 'memory' || process.env.E2E_STORAGE === 'true';
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? resolve(import.meta.dirname, '../../screenshots');

export const PHONE = { width: 390, height: 844 };
/** A laptop; `npm run screenshots` sets E2E_DESKTOP_WIDTH=1440 (the screenshot set's desktop width). */
export const DESKTOP = { width: Number(process.env.E2E_DESKTOP_WIDTH ?? 1366), height: 900 };

/** Every browser test's Chromium: the path and flags the bench and Lighthouse use too. */
export { launchChromium };

/**
 * Signs in as the sample owner on the login form the page shows (the demo build's twin and the
 * seeded emulators have the same owner): where the app goes next is the caller's to wait for.
 */
export async function submitOwnerLogin(page: Page): Promise<void> {
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
}

export interface PageOptions {
  theme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  reducedMotion?: boolean;
}

/** A fresh context (empty storage, so the demo starts from the sample content) and page. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    acceptDownloads: true,
  });
  if (options.theme) {
    const theme = options.theme;
    await context.addInitScript((t) => {
      if (!window.localStorage.getItem('theme')) window.localStorage.setItem('theme', t);
    }, theme);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`Page error: ${error.message}`));
  // The page's own errors, from every page of the context (a test may open more): a failed run's log then says what the app said.
  context.on('console', (message) => {
    if (message.type() === 'error') console.error(`Console error: ${message.text()}`);
  });
  return { context, page };
}

/**
 * How the page's main heading is set: the first family its style names (the site's is the system's
 * own face, docs/design.md), and how many font files the page fetched (none).
 */
export function headingFont(page: Page): Promise<{ family: string; fontFiles: number }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const heading = document.querySelector('main h1') ?? document.querySelector('h1')!;
    return {
      family: getComputedStyle(heading).fontFamily.split(',')[0]!.replace(/"/g, '').trim(),
      fontFiles: performance.getEntriesByType('resource').filter((entry) => /\.woff2?(\?|$)/.test(entry.name)).length,
    };
  });
}

/**
 * Waits until every animation that ends has ended (a dialog opening, a section revealed): what a person
 * waits for before looking. Endless ones (the skills strip, a spinner) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until a served page has become the app, as it does at the visitor's first interaction (docs/server-rendering.md). */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The visitor's first move of the pointer over a served page, and the app it starts. */
export async function moveToStartApp(page: Page): Promise<void> {
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 240);
  await appStarted(page);
}

/**
 * Opens `path` of the app already in the page the way its own links do, without loading the page
 * again: React Router follows the history's popstate. For walking many screens of one signed-in app.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Saves a PNG under screenshots/ (gitignored) for a person to look at: the full page, or with
 * `{ fullPage: false }` the window alone (a modal drawer: the page under it does not scroll).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (WCAG 2.x A and AA) and returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: a page the app moved within (openInApp) still has it. Evaluated through the
  // debugging protocol, which the production build's Content-Security-Policy does not govern (a script
  // tag added to the page would be refused by it, as any injected inline script should be).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The serious and critical violations as lines naming where they were found, for `toEqual([])`. */
export async function seriousA11yProblems(page: Page, where: string): Promise<string[]> {
  return (await seriousA11yViolations(page)).map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
