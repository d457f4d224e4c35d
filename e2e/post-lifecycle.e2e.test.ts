/**
 * A post's life after it is written, in Debian's Chromium, over the demo build and over
 * the production build on the emulators: a published post renamed keeps its old link (a visitor on
 * the old address lands on the new one), a slug another post has is refused, a scheduled post stays
 * out of public reach, and an earlier version is restored. (That a scheduled post goes public at its
 * time is the publishScheduledPosts function's test, with an injected clock: functions/test.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, openPage, PHONE, submitOwnerLogin } from './support/browser';
import { closeSettings, openSettings, scheduleNextMonth, setting, settingsDrawer } from './support/editor-settings';

// A sample post (its slug was made from an earlier, shorter title).
const OLD = { title: 'Terraform Modules That Scale to 40 Teams', slug: 'terraform-modules-that-scale' };
const NEW = { title: 'Terraform Modules at Scale', slug: 'terraform-modules-at-scale' };

const banner = (page: Page) => page.getByTestId('status-banner');
/** The editor page's form (fields, save bar, and beside them the revisions). */
const editor = (page: Page) => page.getByRole('form');

async function signIn(page: Page) {
  await page.goto(`${BASE_URL}/admin/blog`);
  await page.waitForURL('**/admin/login');
  await submitOwnerLogin(page);
  await page.waitForURL('**/admin/blog');
}

describe('a post after it is written', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps an old published slug reaching the post after a title change, refuses a taken slug, and restores a version', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page);

    // Rename a published post on its editor page.
    await page.getByRole('button', { name: `Edit ${OLD.title}`, exact: true }).click();
    await editor(page).getByLabel('Title').fill(NEW.title);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Blog post updated successfully!');

    // A visitor following the old link lands on the post at its new address. (A tab of the same
    // browser: the demo keeps its data in this browser's storage. The public page reads as a visitor
    // does, published posts only, whoever is signed in.)
    const tab = await context.newPage();
    await tab.goto(`${BASE_URL}/blog/${OLD.slug}`);
    await tab.waitForURL(`**/blog/${NEW.slug}`);
    await expect.poll(() => tab.locator('h1').first().textContent()).toBe(NEW.title);

    // The old slug stays the renamed post's: a new post with the old title is refused, saying why.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog Posts' }).click();
    await page.getByRole('link', { name: 'New Post' }).click();
    await editor(page).getByLabel('Title').fill('Terraform modules that scale!');
    await editor(page).getByLabel('Content (Markdown)').fill('Body');
    await openSettings(page);
    await setting(page, 'Excerpt').fill('Same slug again.');
    await closeSettings(page);
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await expect
      .poll(() => editor(page).textContent())
      .toContain(`The slug “${OLD.slug}” is already used by the post “${NEW.title}”. Change the title so that its slug differs.`);

    // A scheduled post is a draft to visitors until its time.
    await editor(page).getByLabel('Title').fill('Coming Next Week');
    await openSettings(page);
    await scheduleNextMonth(settingsDrawer(page), '09:30');
    await closeSettings(page);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Blog post added successfully!');
    const scheduledRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Coming Next Week' }) });
    await expect.poll(() => scheduledRow.textContent()).toContain('Scheduled');
    await tab.goto(`${BASE_URL}/blog/coming-next-week`);
    await expect.poll(() => tab.locator('h1').first().textContent()).toBe('Blog post not found');

    // The version before the rename is kept; restoring it brings the first title back, in the open editor too.
    await page.getByRole('button', { name: `Edit ${NEW.title}`, exact: true }).click();
    await page.getByRole('button', { name: 'Revisions' }).click();
    const revisions = page.getByRole('region', { name: 'Revisions' });
    await revisions.getByRole('button', { name: new RegExp(`· ${OLD.title}$`) }).click();
    await revisions.getByRole('button', { name: 'Restore this version' }).click();
    await revisions.getByRole('button', { name: 'Yes, Restore' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Version restored successfully!');
    expect(await editor(page).getByLabel('Title').inputValue()).toBe(OLD.title);
    await tab.goto(`${BASE_URL}/blog/${NEW.slug}`);
    await tab.waitForURL(`**/blog/${OLD.slug}`);
    await expect.poll(() => tab.locator('h1').first().textContent()).toBe(OLD.title);
    await context.close();
  });

  it('keeps a phone page its own width when a post holds a word longer than the screen', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page);
    const longWord = 'Observability'.repeat(9); // 117 letters, no space: wider than a phone in any heading size
    await page.getByRole('link', { name: 'New Post' }).click();
    await editor(page).getByLabel('Title').fill(`Unbroken ${longWord}`);
    await editor(page)
      .getByLabel('Content (Markdown)')
      .fill(
        `A paragraph with ${'x'.repeat(2000)} and https://example.com/${'a'.repeat(300)}, \`${'y'.repeat(500)}\` in code.\n\n> ${'q'.repeat(400)}\n\n- ${'l'.repeat(400)}`,
      );
    await openSettings(page);
    await setting(page, 'Excerpt').fill(`An excerpt with ${longWord.repeat(2)} in it.`);
    await settingsDrawer(page).locator('label', { hasText: 'Published' }).click();
    await closeSettings(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Blog post added successfully!');

    // A visitor's phone (a tab of the same browser, where the demo keeps its data).
    const tab = await context.newPage();
    await tab.setViewportSize(PHONE);
    const slug = `unbroken-${longWord.toLowerCase()}`;
    // And the owner's list of posts on a phone.
    for (const path of ['/blog', `/blog/${slug}`, '/admin/blog']) {
      await tab.goto(`${BASE_URL}${path}`);
      await expect.poll(() => tab.getByText(`Unbroken ${longWord}`).first().isVisible()).toBe(true);
      // No text reaches past the screen's right edge, whether the page would scroll or cut it off.
      const widest = await tab.evaluate(() => {
        const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        let right = document.documentElement.scrollWidth;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Words for screen readers only sit in a 1 px clipped box: nobody sees them overflow.
          if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
          range.selectNodeContents(node);
          right = Math.max(right, range.getBoundingClientRect().right);
        }
        return right;
      });
      expect(widest, `${path} stays as wide as the phone`).toBeLessThanOrEqual(PHONE.width);
    }
    await context.close();
  });
});
