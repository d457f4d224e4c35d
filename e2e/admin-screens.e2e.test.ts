/**
 * Every admin screen and editor page in both themes and at phone width: screenshots to look at, and
 * an axe scan of each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  animationsSettled,
  BASE_URL,
  DESKTOP,
  launchChromium,
  openPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
} from './support/browser';

const SCREENS = [
  ['dashboard', 'Dashboard'],
  ['content/hero', 'Hero Section'],
  ['content/about', 'About Section'],
  ['content/skills', 'Skills'],
  ['content/contact', 'Contact Section'],
  ['projects', 'Projects Management'],
  ['blog', 'Blog Management'],
  ['resume', 'Resume Management'],
  ['messages', 'Messages'],
  ['settings', 'Settings'],
  ['projects/new', 'Add New Project'],
  ['blog/new', 'Add New Blog Post'],
  ['resume/new', 'Add New Entry'],
  ['content/skills/new', 'Add New Skill'],
] as const;

/** Lists whose first item's editor page is shown too. */
const EDITED = ['projects', 'blog', 'resume', 'content/skills'] as const;

describe('admin screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const [viewportName, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`shows every screen in the ${theme} theme on a ${viewportName} with no serious accessibility violation`, async () => {
        const { context, page } = await openPage(browser, { theme, viewport, reducedMotion: true });
        await page.goto(`${BASE_URL}/admin/login`);
        await screenshot(page, `admin-login-${theme}-${viewportName}`);
        await page.getByLabel('Email').fill('owner@example.com');
        await page.getByLabel('Password').fill('demo1234');
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL('**/admin/dashboard');
        const problems: string[] = [];
        for (const [path, heading] of SCREENS) {
          await page.goto(`${BASE_URL}/admin/${path}`);
          await page.getByRole('heading', { name: heading }).first().waitFor();
          // The heading comes before the data: wait for the screen's spinner to go.
          await page.waitForFunction(() => !document.querySelector('.chakra-spinner'));
          await animationsSettled(page);
          await screenshot(page, `admin-${path.replaceAll('/', '-')}-${theme}-${viewportName}`);
          for (const v of await seriousA11yViolations(page))
            problems.push(`${path}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
        for (const path of EDITED) {
          await page.goto(`${BASE_URL}/admin/${path}`);
          await page
            .getByRole('button', { name: /^Edit / })
            .first()
            .click();
          await page.getByRole('heading', { name: /^Edit / }).waitFor();
          await animationsSettled(page);
          await screenshot(page, `admin-${path.replaceAll('/', '-')}-edit-${theme}-${viewportName}`);
          for (const v of await seriousA11yViolations(page))
            problems.push(`${path} editor: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
        if (viewportName === 'phone') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await screenshot(page, `admin-phone-menu-${theme}`);
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
