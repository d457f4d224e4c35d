/**
 * What a visitor notices without looking for it: a broken image, a confirmation that appears off
 * screen, and the console warnings that usually come with both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, headingFont, launchChromium, openPage, PHONE } from './support/browser';
import { readsOnly } from './support/fresh-content';

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

  it('load every image, with no console warning or error, on every page', readsOnly, async () => {
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

  it('sets every page in the system’s own face from its first paint, with no font file to fetch', readsOnly, async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE_URL}/blog/terraform-modules-that-scale`);
    await page.locator('main h1').first().waitFor();
    expect(await headingFont(page)).toEqual({ family: '-apple-system', fontFiles: 0 });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^-apple-system, BlinkMacSystemFont/);
    await context.close();
  });

  it('keeps the same face from the first page to the next, inside the app and on a page loaded afresh', readsOnly, async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE_URL}/blog/terraform-modules-that-scale`);
    await page.locator('main h1').first().waitFor();
    const first = await headingFont(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'All Projects' }).waitFor();
    expect(await headingFont(page)).toEqual(first);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'All Projects' }).waitFor();
    expect(await headingFont(page)).toEqual(first);
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
