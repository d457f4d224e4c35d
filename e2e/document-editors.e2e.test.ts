/**
 * Every editor on one pattern: Hero, About, Contact and Settings are edited on the same
 * editor page as projects and posts. What the owner types survives a reload as a local draft, and
 * leaving with unsaved changes asks first: in the app (a link in the sidebar) and in the browser (a
 * reload). Before, typing in Hero's tagline and clicking Dashboard lost the change without a word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, openPage, submitOwnerLogin } from './support/browser';

async function signIn(page: Page) {
  await page.goto(`${BASE_URL}/admin/login`);
  await submitOwnerLogin(page);
  await page.waitForURL('**/admin/dashboard');
}

const editor = (page: Page) => page.getByRole('form');

/** Each screen, the field typed into, and the text typed. */
const SCREENS = [
  { path: 'content/hero', heading: 'Hero Section', field: 'Tagline', typed: 'Typed before the reload: a new tagline.' },
  { path: 'content/about', heading: 'About Section', field: 'Card title', typed: 'A card title typed before the reload' },
  { path: 'content/contact', heading: 'Contact Section', field: 'Location (optional)', typed: 'Porto, Portugal (WET)' },
  { path: 'settings', heading: 'Settings', field: 'Site Title', typed: 'A site title typed before the reload' },
] as const;

describe('single-document editors keep what is typed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const screen of SCREENS) {
    it(`${screen.heading}: a reload brings the draft back, and leaving with unsaved changes asks first`, async () => {
      const { context, page } = await openPage(browser);
      await signIn(page);
      await page.goto(`${BASE_URL}/admin/${screen.path}`);
      const field = editor(page).getByLabel(screen.field, { exact: true }).first();
      await field.waitFor();
      await field.fill(screen.typed);
      await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('Unsaved changes');

      // The browser asks before reloading with unsaved changes; accept, and the draft comes back.
      page.once('dialog', (dialog) => void dialog.accept());
      await page.reload();
      await editor(page).getByLabel(screen.field, { exact: true }).first().waitFor();
      await expect.poll(() => page.getByText(/Draft restored/).isVisible()).toBe(true);
      expect(await editor(page).getByLabel(screen.field, { exact: true }).first().inputValue()).toBe(screen.typed);

      // Leaving through the sidebar asks first: Keep Editing stays, with the text.
      await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
      const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
      await question.getByRole('button', { name: 'Keep Editing' }).click();
      expect(page.url()).toContain(`/admin/${screen.path}`);
      expect(await editor(page).getByLabel(screen.field, { exact: true }).first().inputValue()).toBe(screen.typed);

      // Discard Changes leaves, and the draft is gone.
      await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
      await question.getByRole('button', { name: 'Discard Changes' }).click();
      await page.waitForURL('**/admin/dashboard');
      await page.goto(`${BASE_URL}/admin/${screen.path}`);
      await editor(page).getByLabel(screen.field, { exact: true }).first().waitFor();
      expect(await editor(page).getByLabel(screen.field, { exact: true }).first().inputValue()).not.toBe(screen.typed);
      expect(await page.getByText(/Draft restored/).count()).toBe(0);
      await context.close();
    });
  }
});
