import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchChromium, openPage, PHONE, screenshot } from './support/browser';

describe('the demo in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the public shell with sample content, in the dark theme by default', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(BASE_URL);
    await expect.poll(() => page.locator('footer').textContent()).toContain('Alex Morgan');
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    await screenshot(page, 'shell-home-dark-desktop');
    await context.close();
  });

  it('keeps the chosen theme across a reload', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.goto(BASE_URL);
    await page.getByRole('checkbox', { name: 'Switch to light theme' }).click();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    await screenshot(page, 'shell-home-light-phone');
    await context.close();
  });
});
