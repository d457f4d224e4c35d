/**
 * The owner picks a theme colour in Settings and sees, before saving, the site's buttons and links in
 * it in both themes; a colour whose text falls below WCAG AA is named with its ratio, and the warning
 * goes when a readable colour is picked. The screen stays free of serious accessibility problems with
 * the warning shown.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsSettled,
  BASE_URL,
  launchChromium,
  openPage,
  screenshot,
  seriousA11yViolations,
  submitOwnerLogin,
} from './support/browser';

describe('the theme colour in Settings', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    ({ page } = await openPage(browser));
    await page.goto(`${BASE_URL}/admin/settings`);
    await page.waitForURL('**/admin/login');
    await submitOwnerLogin(page);
    await page.waitForURL('**/admin/settings');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('warns of a low-contrast colour as it is typed, and not of a readable one', async () => {
    const primary = page.getByRole('textbox', { name: 'Primary Color' });
    await primary.waitFor();
    const warning = page.getByRole('status').filter({ hasText: 'Low contrast' });
    expect(await warning.count()).toBe(0);

    await primary.fill('#facc15');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/button text in the light theme 2\.\d:1, links in the light theme 3\.\d:1/);
    const lightSample = page.getByRole('img', { name: /^light theme: button 2\.\d:1/ });
    // The button as the light theme draws it: the colour mixed 72% with black, as app/theme.ts mixes it.
    expect(await lightSample.locator('rect').nth(1).getAttribute('fill')).toBe('#b4930f');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Theme Settings' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-settings-low-contrast');

    await primary.fill('#0e7490');
    await warning.waitFor({ state: 'detached' });
    expect(await lightSample.count()).toBe(0);
  });
});

/**
 * A toast (a newsletter send ending while the owner is elsewhere) in both themes: its title and its
 * line of detail readable at AA on the toast's red and green. Written into the twin from a second tab,
 * as a send's end reaches the owner's open admin from the functions.
 */
describe('a toast in the admin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`reads at AA contrast, as a failure's and as a success's (${theme})`, async () => {
      const { context, page } = await openPage(browser, { theme });
      await page.goto(`${BASE_URL}/admin/blog`);
      await submitOwnerLogin(page);
      await page.getByRole('heading', { level: 1, name: 'Blog Management' }).waitFor();
      const elsewhere = await context.newPage();
      await elsewhere.goto(`${BASE_URL}/admin/blog`);
      await elsewhere.getByRole('heading', { level: 1, name: 'Blog Management' }).waitFor();
      for (const [id, sent, detail] of [
        ['partly', 409, 'Sent to 409 of 412 (3 not sent)'],
        ['whole', 412, 'Sent to 412 of 412'],
      ] as const) {
        await elsewhere.evaluate(
          ({ id, sent }) => {
            const key = 'portfolio-demo:db';
            const state = JSON.parse(localStorage.getItem(key)!);
            const now = new Date().toISOString();
            state.docs.newsletter_sends = {
              ...state.docs.newsletter_sends,
              [id]: {
                title: `Mailed ${id}`,
                state: 'done',
                reason: '',
                total: 412,
                sent,
                not_sent: 412 - sent,
                started_at: now,
                finished_at: now,
                lease_until: null,
              },
            };
            localStorage.setItem(key, JSON.stringify(state));
          },
          { id, sent },
        );
        const toast = page.getByTestId('toast').filter({ hasText: detail });
        await toast.waitFor();
        await animationsSettled(page);
        expect(await toast.textContent()).toContain(`Newsletter for “Mailed ${id}”`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `admin-toast-${id}-${theme}`, { fullPage: false });
      }
      await context.close();
    });
  }
});
