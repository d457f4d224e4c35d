/**
 * The owner picks a theme colour in Settings and sees, before saving, the site's buttons and links in
 * it in both themes; a colour whose text falls below WCAG AA is named with its ratio, and the warning
 * goes when a readable colour is picked. The screen stays free of serious accessibility problems with
 * the warning shown.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, openPage, screenshot, seriousA11yViolations, submitOwnerLogin } from './support/browser';

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
