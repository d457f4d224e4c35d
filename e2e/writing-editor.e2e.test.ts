/**
 * The writing editor of posts and projects on the demo twin: the title and the text first, the item's
 * settings in a drawer opened from the editor's bar; tags as chips added and removed by keyboard; a
 * schedule picked in a calendar and a time field, saved and shown back in the list; a save refused by
 * a settings field opens the drawer on it. Screenshots of both editors, drawer closed and open, in
 * both themes at 1440 and 390 px, with an axe scan of the open drawer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { resolve } from 'node:path';
import {
  animationsSettled,
  BASE_URL,
  launchChromium,
  openInApp,
  openPage,
  PHONE,
  SCREENSHOT_DIR,
  screenshot,
  seriousA11yViolations,
  submitOwnerLogin,
} from './support/browser';
import { closeSettings, openSettings, scheduleNextMonth, settingsDrawer } from './support/editor-settings';

const WIDE = { width: 1440, height: 900 };
const drawer = settingsDrawer;
const banner = (page: Page) => page.getByTestId('status-banner');

async function signIn(page: Page, path: string) {
  await page.goto(`${BASE_URL}/admin/login`);
  await submitOwnerLogin(page);
  await page.waitForURL('**/admin/dashboard');
  await page.goto(`${BASE_URL}${path}`);
}

/** Opens the first item of the list in its editor. */
async function editFirst(page: Page) {
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await page.getByRole('heading', { name: /^Edit / }).waitFor();
}

/** The top of an element on the page. */
const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;

describe('the writing editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a post's title and text first; Settings holds its slug, tag chips, cover and a schedule that is saved", async () => {
    const { context, page } = await openPage(browser, { viewport: WIDE });
    await signIn(page, '/admin/blog');
    await editFirst(page);
    const form = page.getByRole('form');
    const title = form.getByRole('textbox', { name: /^Title/ });
    const body = form.getByRole('textbox', { name: 'Content (Markdown)' });
    expect(await topOf(title)).toBeLessThan(await topOf(body));
    // The settings wait in the drawer.
    expect(await page.getByRole('textbox', { name: /^Excerpt/ }).isVisible()).toBe(false);

    await openSettings(page);
    const settings = drawer(page);
    await settings.getByRole('textbox', { name: /^Slug/ }).waitFor();
    await settings.getByText('Image URL').first().waitFor();
    // A chip added by keyboard, then the last one removed by keyboard (Backspace selects it, Backspace removes it).
    const tags = settings.getByPlaceholder('Add a tag');
    const chips = settings.locator('[data-scope="tags-input"][data-part="item-text"]');
    const before = await chips.allTextContents();
    await tags.fill('Edge Cases');
    await tags.press('Enter');
    await expect.poll(() => chips.allTextContents()).toEqual([...before, 'edge-cases']);
    await tags.fill('temporary');
    await tags.press('Enter');
    await expect.poll(() => chips.allTextContents()).toEqual([...before, 'edge-cases', 'temporary']);
    await tags.press('Backspace');
    await tags.press('Backspace');
    await expect.poll(() => chips.allTextContents()).toEqual([...before, 'edge-cases']);

    // A published post has no schedule: unpublished, it takes one, picked in the calendar.
    const published = settings.getByRole('checkbox', { name: 'Published' });
    if (await published.isChecked()) await settings.getByText('Published', { exact: true }).click();
    await scheduleNextMonth(settings, '10:30');
    const day = await settings.getByLabel('Publish at: day').inputValue();
    expect(day).toMatch(/15, \d{4}$/);
    await closeSettings(page);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Blog post updated successfully!');

    // Back in the list: the row says when it publishes, in the admin's date format.
    const expected = await page.evaluate((shown) => {
      const d = new Date(`${shown} 10:30`);
      return new Intl.DateTimeFormat([], { dateStyle: 'medium', timeStyle: 'short' }).format(d);
    }, day);
    await openInApp(page, '/admin/blog');
    await page.getByText(`Publishes ${expected}`).first().waitFor();

    // A required setting left empty: the save is refused and the drawer opens on it.
    await editFirst(page);
    await openSettings(page);
    await drawer(page)
      .getByRole('textbox', { name: /^Excerpt/ })
      .fill('');
    await closeSettings(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await drawer(page).waitFor();
    await drawer(page).getByText('Excerpt is required').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('excerpt');
    // Behind the open drawer, the Settings button counts the field that needs attention.
    await expect
      .poll(() => page.getByRole('button', { name: /^Settings/, includeHidden: true }).textContent())
      .toContain('1 field needs attention');
    await context.close();
  });

  it('does the same for a project: its long description first, a required short description found in Settings', async () => {
    const { context, page } = await openPage(browser, { viewport: WIDE });
    await signIn(page, '/admin/projects');
    await editFirst(page);
    const form = page.getByRole('form');
    expect(await topOf(form.getByRole('textbox', { name: /^Title/ }))).toBeLessThan(
      await topOf(form.getByRole('textbox', { name: /^Long Description/ })),
    );
    await openSettings(page);
    const settings = drawer(page);
    await settings.getByLabel('Status').waitFor();
    await settings.getByRole('textbox', { name: /^GitHub URL/ }).waitFor();
    await settings.getByRole('textbox', { name: /^Short Description/ }).fill('');
    await closeSettings(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await drawer(page).getByText('Short description is required').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('description');
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const [width, viewport] of [
      ['1440', WIDE],
      ['390', PHONE],
    ] as const) {
      it(`is calm and accessible with its drawer open, ${theme} theme at ${width} px`, async () => {
        const { context, page } = await openPage(browser, { theme, viewport, reducedMotion: true });
        await signIn(page, '/admin/blog');
        for (const [path, name] of [
          ['/admin/blog', 'post'],
          ['/admin/projects', 'project'],
        ] as const) {
          await openInApp(page, path);
          await editFirst(page);
          await animationsSettled(page);
          await screenshot(page, `editor-${name}-${theme}-${width}`);
          await openSettings(page);
          // The drawer covers the window, not the page: the window is what the owner sees.
          await page.screenshot({ path: resolve(SCREENSHOT_DIR, `editor-${name}-settings-${theme}-${width}.png`), animations: 'disabled' });
          const problems = (await seriousA11yViolations(page)).map(
            (v) => `${name}: ${v.id} ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
          expect(problems).toEqual([]);
          await closeSettings(page);
        }
        await context.close();
      });
    }
  }
});
