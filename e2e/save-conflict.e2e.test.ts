/**
 * No lost update, in Chromium, over the demo build and over the production build on the emulators:
 * two tabs open on one post; A saves the excerpt, then B, opened before A saved, saves the category.
 * B's save is refused with "Changed in another tab or device since you opened it", B sees what differs
 * and merges, and the post keeps both: A's excerpt and B's category. (Before, B's save reverted A's
 * excerpt and said "Blog post updated successfully!".)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, openPage, seriousA11yViolations, submitOwnerLogin } from './support/browser';

const POST = { title: 'Terraform Modules That Scale to 40 Teams', path: '/admin/blog/post-2' };
const CHANGED = 'Changed in another tab or device since you opened it';

const editor = (page: Page) => page.getByRole('form');
const banner = (page: Page) => page.getByTestId('status-banner');
const field = (page: Page, label: string) => editor(page).getByLabel(new RegExp(`^${label}`));

describe('two tabs editing one post', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses the save made on the older version, shows what differs, and the merge keeps both changes', async () => {
    const { context, page: a } = await openPage(browser);
    await a.goto(`${BASE_URL}${POST.path}`);
    await a.waitForURL('**/admin/login');
    await submitOwnerLogin(a);
    await a.waitForURL(`**${POST.path}`);
    await field(a, 'Excerpt').waitFor();
    const before = { excerpt: await field(a, 'Excerpt').inputValue(), category: await field(a, 'Category').inputValue() };

    // Tab B opens the same post (the same browser: signed in already) before A saves.
    const b = await context.newPage();
    await b.goto(`${BASE_URL}${POST.path}`);
    await field(b, 'Excerpt').waitFor();
    expect(await field(b, 'Excerpt').inputValue()).toBe(before.excerpt);

    await field(a, 'Excerpt').fill('An excerpt saved in tab A.');
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(a).textContent()).toContain('Blog post updated successfully!');

    await field(b, 'Category').fill('Platform Engineering');
    await b.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(b).textContent()).toContain(CHANGED);
    const conflict = b.getByRole('region', { name: CHANGED });
    const excerpt = conflict.getByRole('group', { name: /^Excerpt/ });
    await expect.poll(() => excerpt.textContent()).toContain('An excerpt saved in tab A.');
    expect(await excerpt.textContent()).toContain('(changed there)');
    expect(await excerpt.getByRole('radio', { name: 'Theirs' }).isChecked()).toBe(true);
    const category = conflict.getByRole('group', { name: /^Category/ });
    expect(await category.textContent()).toContain('(changed here)');
    expect(await category.getByRole('radio', { name: 'Yours' }).isChecked()).toBe(true);
    // Nothing of B's save went in, and what B typed is still there.
    expect(await field(b, 'Category').inputValue()).toBe('Platform Engineering');
    expect(await seriousA11yViolations(b)).toEqual([]);

    await conflict.getByRole('button', { name: 'Save Merged' }).click();
    await expect.poll(() => banner(b).textContent()).toContain('Blog post updated successfully!');
    expect(await field(b, 'Excerpt').inputValue()).toBe('An excerpt saved in tab A.');

    // What is stored, as a fresh load of the editor shows it: both changes, neither lost.
    await a.reload();
    await field(a, 'Excerpt').waitFor();
    await expect.poll(() => field(a, 'Category').inputValue()).toBe('Platform Engineering');
    expect(await field(a, 'Excerpt').inputValue()).toBe('An excerpt saved in tab A.');
    expect(before.category).not.toBe('Platform Engineering');
    await context.close();
  });
});
