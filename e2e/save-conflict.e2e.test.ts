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
import { closeSettings, openSettings, setting, settingValue } from './support/editor-settings';

const POST = { title: 'Terraform Modules That Scale to 40 Teams', path: '/admin/blog/post-2' };
const CHANGED = 'Changed in another tab or device since you opened it';

const banner = (page: Page) => page.getByTestId('status-banner');

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
    const before = { excerpt: await settingValue(a, 'Excerpt'), category: await settingValue(a, 'Category') };

    // Tab B opens the same post (the same browser: signed in already) before A saves.
    const b = await context.newPage();
    await b.goto(`${BASE_URL}${POST.path}`);
    expect(await settingValue(b, 'Excerpt')).toBe(before.excerpt);

    await openSettings(a);
    await setting(a, 'Excerpt').fill('An excerpt saved in tab A.');
    await closeSettings(a);
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(a).textContent()).toContain('Blog post updated successfully!');

    await openSettings(b);
    await setting(b, 'Category').fill('Platform Engineering');
    await closeSettings(b);
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
    expect(await seriousA11yViolations(b)).toEqual([]);
    expect(await settingValue(b, 'Category')).toBe('Platform Engineering');

    await conflict.getByRole('button', { name: 'Save Merged' }).click();
    await expect.poll(() => banner(b).textContent()).toContain('Blog post updated successfully!');
    expect(await settingValue(b, 'Excerpt')).toBe('An excerpt saved in tab A.');

    // What is stored, as a fresh load of the editor shows it: both changes, neither lost.
    await a.reload();
    await a.getByRole('button', { name: /^Settings/ }).waitFor();
    await expect.poll(() => settingValue(a, 'Category')).toBe('Platform Engineering');
    expect(await settingValue(a, 'Excerpt')).toBe('An excerpt saved in tab A.');
    expect(before.category).not.toBe('Platform Engineering');
    await context.close();
  });
});
