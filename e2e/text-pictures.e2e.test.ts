/**
 * A picture in a post's text, in Debian's Chromium over the demo build: the owner drops a picture
 * into the body, is asked what it shows, and finds it placed as Markdown with that description; the
 * demo's stand-in for the processUploadedImage function makes its sizes in the browser, and the
 * public page draws it as a responsive <picture>. (On the emulator stack Storage cannot run; a served
 * page drawing a text's pictures from their kept sizes is served-pages' test.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { resolve } from 'node:path';
import { BASE_URL, launchChromium, openPage, SCREENSHOT_DIR, submitOwnerLogin } from './support/browser';

const POST = { title: 'Terraform Modules That Scale to 40 Teams', slug: 'terraform-modules-that-scale' };
const ALT = 'A rack of servers in a cold aisle';

/** A 1200 × 800 picture of a few shapes (small as a PNG, so the demo's 2 MB limit is far off). */
const picture = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
        <defs><linearGradient id="g"><stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs>
        <rect width="1200" height="800" fill="url(#g)"/>
        <rect x="150" y="120" width="260" height="560" rx="12" fill="#e2e8f0"/>
        <rect x="470" y="120" width="260" height="560" rx="12" fill="#cbd5e1"/>
        <rect x="790" y="120" width="260" height="560" rx="12" fill="#94a3b8"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

const banner = (page: Page) => page.getByTestId('status-banner');

/** Drops `bytes` as a file onto `selector`, as a person dragging it from their desktop does. */
async function dropFile(page: Page, selector: string, bytes: Buffer, name: string, type: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { base64: bytes.toString('base64'), name, type },
  );
  await page.dispatchEvent(selector, 'drop', { dataTransfer });
}

describe('a picture in the text of a post', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is asked for its description, placed as Markdown, and drawn as a responsive picture on the post', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE_URL}/admin/blog`);
    await page.waitForURL('**/admin/login');
    await submitOwnerLogin(page);
    await page.waitForURL('**/admin/blog');
    await page.getByRole('button', { name: `Edit ${POST.title}`, exact: true }).click();
    const body = page.getByRole('form').getByRole('textbox', { name: 'Content (Markdown)' });
    await body.waitFor();
    // The caret at the end of the text: the picture goes there.
    await body.focus();
    await body.press('ControlOrMeta+End');
    await dropFile(page, 'textarea[name="content"]', await picture(), 'rack.png', 'image/png');

    const dialog = page.getByRole('dialog', { name: 'Place a Picture' });
    await dialog.getByRole('button', { name: 'Place Picture' }).click();
    await dialog.getByText('Describe the image for people who cannot see it').waitFor();
    await dialog.getByLabel('Image description').fill(ALT);
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'text-picture-dialog.png') });
    await dialog.getByRole('button', { name: 'Place Picture' }).click();

    await expect.poll(() => banner(page).textContent()).toContain('Picture placed in the text. Save to keep it.');
    await expect.poll(() => body.inputValue()).toMatch(new RegExp(`\\n\\n!\\[${ALT}\\]\\(/demo-files/images/[0-9a-f-]+\\.png\\)$`));
    // The sizes are made, then the preview draws the picture from them.
    await page.getByText('or drop or paste one into the text').waitFor();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.locator('picture source[type="image/webp"]').count()).toBe(1);
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'text-picture-editor.png'), fullPage: true });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Blog post updated successfully!');

    // A visitor's tab (the demo keeps its data in this browser): the picture, its description, its sizes.
    const tab = await context.newPage();
    await tab.goto(`${BASE_URL}/blog/${POST.slug}`);
    const image = tab.getByRole('img', { name: ALT });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const sizes = await tab.locator('picture:has(img[alt="' + ALT + '"]) source[type="image/webp"]').getAttribute('srcset');
    expect(sizes?.match(/ \d+w/g)).toEqual([' 480w', ' 960w']);
    expect(await image.getAttribute('width')).toBe('1200');
    expect(await image.getAttribute('height')).toBe('800');
    await tab.screenshot({ path: resolve(SCREENSHOT_DIR, 'text-picture-post.png') });
    await context.close();
  });
});
