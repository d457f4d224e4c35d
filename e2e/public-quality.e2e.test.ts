/**
 * What a visitor notices without looking for it: a broken image, a confirmation that appears off
 * screen, and the console warnings that usually come with both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, headingFont, launchChromium, openPage, PHONE } from './support/browser';

const PUBLIC_PAGES = [
  '/',
  '/resume',
  '/projects',
  '/projects/project-1',
  '/blog',
  '/blog/tag/kubernetes',
  '/blog/terraform-modules-that-scale',
  '/no-such-page',
];

/**
 * Brings each image into view (as a visitor scrolling would, so lazy ones load), waits until it has
 * loaded or failed, and lists those that failed.
 */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const broken: string[] = [];
    for (const img of [...document.images]) {
      img.scrollIntoView({ block: 'center' });
      const ok = await img.decode().then(
        () => true,
        () => false,
      );
      if (!ok || img.naturalWidth === 0) broken.push(img.currentSrc || img.src);
    }
    return broken;
  });
}

describe('the public pages as a visitor meets them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('load every image, with no console warning or error, on every page', async () => {
    const { context, page } = await openPage(browser, { theme: 'light' });
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'warning' && message.type() !== 'error') return;
      // Served by the render function, the not-found page is answered 404, as it should be, and
      // Chromium logs its document's status. Only that document: a missing file still counts.
      const notFoundDocument = message.location().url === `${BASE_URL}/no-such-page` && message.text().includes('status of 404');
      if (!notFoundDocument) messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== 'document')
        failed.push(`${response.status()} ${response.url()}`);
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${BASE_URL}${path}`);
      await page.locator('main h1, main h2').first().waitFor();
      expect(await brokenImages(page), `broken images on ${path}`).toEqual([]);
    }
    expect(messages).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('sets a returning visitor’s text in Inter from the first paint, from the one font file', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE_URL}/blog/terraform-modules-that-scale`);
    await page.locator('main h1').first().waitFor();
    expect(await headingFont(page)).toEqual({ family: 'Inter Variable', drawnInWebFont: true, fontFiles: 1 });
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\.woff2?(\?|$)/.test(name)),
    );
    expect(files).toEqual([expect.stringMatching(/\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/)]);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
    await context.close();
  });

  it('on a first visit, keeps the first page in the metric-matched fallback, fetches Inter once idle and sets the next page in it', async () => {
    const { context, page } = await openPage(browser, { firstVisit: true });
    await page.goto(`${BASE_URL}/blog/terraform-modules-that-scale`);
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => localStorage.getItem('font-inter') === '1');
    // Fetched, yet the page being read is not laid out again in it.
    expect(await headingFont(page)).toEqual({ family: 'Inter Fallback', drawnInWebFont: false, fontFiles: 1 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'All Projects' }).waitFor();
    expect(await headingFont(page)).toEqual({ family: 'Inter Variable', drawnInWebFont: true, fontFiles: 1 });
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the contact confirmation inside the screen after sending (${viewport.width}px)`, async () => {
      const { context, page } = await openPage(browser, { viewport });
      await page.goto(`${BASE_URL}/#contact`);
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name').fill('Robin Visitor');
      await form.getByLabel('Email').fill('robin@example.com');
      // A long message makes the form tall, which is when the confirmation used to land below the screen.
      await form.getByLabel('Message').fill(`Hello!\n${'I enjoyed your post on Terraform modules. '.repeat(30)}`);
      await form.getByRole('button', { name: 'Send Message' }).click();
      const confirmation = page.getByRole('status').filter({ hasText: 'Message sent successfully! I will get back to you soon.' });
      await confirmation.waitFor();
      await expect
        .poll(async () => {
          const box = await confirmation.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
        })
        .toBe(true);
      expect(await confirmation.evaluate((el) => el === document.activeElement)).toBe(true);
      await context.close();
    });
  }
});
