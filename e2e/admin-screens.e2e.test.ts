/**
 * Every admin screen and editor page in both themes and at phone width: screenshots to look at, and
 * an axe scan of each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  BASE_URL,
  DESKTOP,
  launchChromium,
  openInApp,
  openPage,
  PHONE,
  screenshot,
  seriousA11yProblems,
  submitOwnerLogin,
} from './support/browser';
import { openSettings } from './support/editor-settings';
import { settled } from './support/settled';

const SCREENS = [
  ['dashboard', 'Dashboard'],
  ['links', 'Tracked Links'],
  ['links/new', 'Add New Tracked Link'],
  ['content/hero', 'Hero Section'],
  ['content/about', 'About Section'],
  ['content/skills', 'Skills'],
  ['content/contact', 'Contact Section'],
  ['projects', 'Projects Management'],
  ['blog', 'Blog Management'],
  ['tags', 'Tags'],
  ['resume', 'Resume Management'],
  ['messages', 'Messages'],
  ['subscribers', 'Subscribers'],
  ['settings', 'Settings'],
  ['settings/security', 'Security'],
  ['projects/new', 'Add New Project'],
  ['blog/new', 'Add New Blog Post'],
  ['resume/new', 'Add New Entry'],
  ['content/skills/new', 'Add New Skill'],
] as const;

/** Lists whose first item's editor page is shown too. */
const EDITED = ['links', 'projects', 'blog', 'resume', 'content/skills'] as const;

// One signed-in page per theme and width, and one test per screen on it: each screen gets its own time
// budget, so a loaded machine slows the run down without failing it, and a failure names its screen.
for (const theme of ['dark', 'light'] as const) {
  for (const [viewportName, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    describe(`admin screens, ${theme} theme, ${viewportName}`, () => {
      let browser: Browser;
      let context: BrowserContext;
      let page: Page;
      // The login page is scanned before signing in, and its finding reported by a test of its own.
      let loginProblems: string[] = [];
      beforeAll(async () => {
        browser = await launchChromium();
        ({ context, page } = await openPage(browser, { theme, viewport, reducedMotion: true }));
        await page.goto(`${BASE_URL}/admin/login`);
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
        await screenshot(page, `admin-login-${theme}-${viewportName}`);
        loginProblems = await seriousA11yProblems(page, 'login');
        await submitOwnerLogin(page);
        await page.waitForURL('**/admin/dashboard');
      });
      afterAll(async () => {
        await context?.close();
        await browser?.close();
      });

      it('shows the login page with no serious accessibility violation', () => {
        expect(loginProblems).toEqual([]);
      });

      // Each screen is opened as the app's own links open it: loading the app again for each one (and
      // axe into it) more than doubled this file's time (110 s against 47-50 s on a quiet machine). The
      // journeys and the login above load admin pages directly.
      it.each(SCREENS)('%s shows with no serious accessibility violation', async (path, heading) => {
        await openInApp(page, `/admin/${path}`);
        await page.getByRole('heading', { name: heading }).first().waitFor();
        // The heading comes before the data.
        await settled(page);
        await screenshot(page, `admin-${path.replaceAll('/', '-')}-${theme}-${viewportName}`);
        expect(await seriousA11yProblems(page, path)).toEqual([]);
      });

      it.each(EDITED)('the first item of %s opens in its editor with no serious accessibility violation', async (path) => {
        await openInApp(page, `/admin/${path}`);
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await page.getByRole('heading', { name: /^Edit / }).waitFor();
        await settled(page);
        await screenshot(page, `admin-${path.replaceAll('/', '-')}-edit-${theme}-${viewportName}`);
        expect(await seriousA11yProblems(page, `${path} editor`)).toEqual([]);
      });

      it('shows the post editor with its Settings drawer open, with no serious accessibility violation', async () => {
        await openInApp(page, '/admin/blog');
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await page.getByRole('heading', { name: /^Edit / }).waitFor();
        await openSettings(page);
        await settled(page);
        // The drawer is modal: the window is what the owner sees, the page under it does not scroll.
        await screenshot(page, `admin-blog-edit-settings-${theme}-${viewportName}`, { fullPage: false });
        expect(await seriousA11yProblems(page, 'blog editor, Settings')).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'hidden' });
      });

      it("shows the post editor's save menu open, with no serious accessibility violation", async () => {
        await openInApp(page, '/admin/blog/new');
        await page.getByRole('heading', { name: 'Add New Blog Post' }).waitFor();
        await page.getByTestId('save-bar').getByRole('button', { name: 'More ways to save' }).click();
        await page.getByRole('menuitem', { name: 'Publish Now' }).waitFor();
        await settled(page);
        await screenshot(page, `admin-blog-save-menu-${theme}-${viewportName}`, { fullPage: false });
        expect(await seriousA11yProblems(page, 'blog editor, save menu')).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'hidden' });
      });

      it('shows a message with its reply composer open, with no serious accessibility violation', async () => {
        await openInApp(page, '/admin/messages');
        await page
          .getByRole('button', { name: /^Reply to / })
          .first()
          .click();
        await page.getByRole('button', { name: 'Send Reply' }).waitFor();
        await settled(page);
        await screenshot(page, `admin-messages-reply-${theme}-${viewportName}`);
        expect(await seriousA11yProblems(page, 'messages, reply')).toEqual([]);
      });

      it('opens the blog on its newest post, in view without scrolling', async () => {
        await openInApp(page, '/admin/blog');
        const first = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').first();
        await first.waitFor();
        const { top, bottom, height } = await first.evaluate((row) => {
          const box = row.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, height: window.innerHeight };
        });
        expect(top).toBeGreaterThanOrEqual(0);
        expect(bottom).toBeLessThanOrEqual(height);
      });

      if (viewportName === 'phone') {
        it('opens the phone menu with no serious accessibility violation', async () => {
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect.poll(() => page.getByRole('link', { name: 'Settings' }).isVisible()).toBe(true);
          await screenshot(page, `admin-phone-menu-${theme}`);
          expect(await seriousA11yProblems(page, 'phone menu')).toEqual([]);
        });
      }
    });
  }
}
