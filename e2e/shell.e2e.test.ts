import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, openPage, PHONE, screenshot, submitOwnerLogin } from './support/browser';
import { readsOnly } from './support/fresh-content';

describe('the demo in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the public shell with sample content, in the dark theme by default', readsOnly, async () => {
    const { context, page } = await openPage(browser);
    await page.goto(BASE_URL);
    await expect.poll(() => page.locator('footer').textContent()).toContain('Alex Morgan');
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    await screenshot(page, 'shell-home-dark-desktop');
    await context.close();
  });

  it('keeps the chosen theme across a reload', readsOnly, async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.goto(BASE_URL);
    await page.getByRole('checkbox', { name: 'Switch to light theme' }).click();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    await screenshot(page, 'shell-home-light-phone');
    await context.close();
  });

  // The first Tab stop is "Skip to content", and it is drawn on top: the element at its own centre is
  // the link itself, not the sticky header (public) or the sidebar (admin) above it.
  const skipLinkOnTop = async (page: Page) => {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect.poll(() => focused.textContent()).toBe('Skip to content');
    return focused.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return drawn !== null && link.contains(drawn);
    });
  };

  it('draws the focused skip link above everything, on public and admin pages, and it leads to the content', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${BASE_URL}/blog`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    expect(await skipLinkOnTop(page), 'the skip link is drawn at its centre on /blog').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.goto(`${BASE_URL}/admin/login`);
    await submitOwnerLogin(page);
    await page.waitForURL('**/admin/dashboard');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
    expect(await skipLinkOnTop(page), 'the skip link is drawn at its centre in the admin').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});
