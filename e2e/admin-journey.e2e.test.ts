/**
 * The owner's journey through the back office, in Debian's Chromium, over the demo build and over the
 * production build on the emulators: each change is checked where a visitor sees it, in another tab,
 * without reloading. Uploads run only where Storage does (the in-memory run here).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BACKEND, BASE_URL, launchChromium, openPage, screenshot, UPLOADS_RUN } from './support/browser';

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
}

const banner = (page: Page) => page.getByTestId('status-banner');
const panel = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('the owner in the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in, edits every kind of content and sees it on the public site, then signs out', async () => {
    const { context, page } = await openPage(browser, { theme: 'dark' });
    // Unauthenticated /admin/messages -> login -> back on messages.
    await page.goto(`${BASE_URL}/admin/messages`);
    await page.waitForURL('**/admin/login');
    await signIn(page);
    await page.waitForURL('**/admin/messages');

    const home = await context.newPage();
    await home.goto(BASE_URL);
    await expect.poll(() => home.locator('body').textContent(), { timeout: 15_000 }).toContain('Alex Morgan');
    // A served page becomes the live app on the visitor's first interaction (docs/server-rendering.md):
    // the visitor in that tab moves the pointer.
    await home.mouse.move(200, 200);
    await home.mouse.move(220, 240);
    if (BACKEND === 'firebase') await home.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    // Hero: the public home in the other tab changes without a reload.
    await page.goto(`${BASE_URL}/admin/content/hero`);
    await page.getByLabel('Name').fill('Sam Rivera');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Hero section updated successfully!');
    await expect.poll(() => home.locator('h1').first().textContent(), { timeout: 10_000 }).toContain('Sam Rivera');

    // Skills: add, edit, reorder, delete.
    await page.goto(`${BASE_URL}/admin/content/skills`);
    const addSkill = panel(page, 'Add New Skill');
    await addSkill.getByLabel('Name').fill('Helm');
    await addSkill.getByLabel('Icon reference').fill('helm');
    await addSkill.getByRole('button', { name: 'Add Skill' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Skill added successfully!');
    await page.getByRole('button', { name: 'Edit Helm' }).click();
    await panel(page, 'Existing Skills').getByLabel('Description').fill('Charts for every service');
    await panel(page, 'Existing Skills').getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Skill updated successfully!');
    await page.getByRole('button', { name: 'Move Helm up' }).click();
    await page.getByRole('button', { name: 'Save Order' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Skill order updated successfully!');
    await page.getByRole('button', { name: 'Delete Helm' }).click();
    // Nothing is deleted until the owner confirms, in the row.
    await page.getByRole('group', { name: 'Confirm deleting Helm' }).getByRole('button', { name: 'Yes, Delete' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Skill deleted successfully!');
    // An icon that is not in the set is refused (checked against our own copy of Simple Icons).
    await addSkill.getByLabel('Name').fill('Nope');
    await addSkill.getByLabel('Icon reference').fill('definitely-not-an-icon');
    await addSkill.getByRole('button', { name: 'Add Skill' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Invalid icon reference. Please check the icon name.');

    // Projects: a featured project appears on home.
    await page.goto(`${BASE_URL}/admin/projects`);
    const addProject = panel(page, 'Add New Project');
    await addProject.getByLabel('Title').fill('GitOps Starter Kit');
    await addProject.getByLabel('Short Description').fill('Argo CD and Kustomize, ready to fork.');
    await addProject.locator('label', { hasText: 'Featured' }).click();
    await addProject.getByRole('button', { name: 'Add Project' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Project added successfully!');
    await expect.poll(() => home.locator('body').textContent(), { timeout: 10_000 }).toContain('GitOps Starter Kit');

    // Blog: a draft, published by an edit, readable at its slug.
    await page.goto(`${BASE_URL}/admin/blog`);
    const addPost = panel(page, 'Add New Blog Post');
    await addPost.getByLabel('Title').fill('Shipping on Fridays');
    await addPost.getByLabel('Excerpt').fill('Why it should be boring.');
    await addPost.getByLabel('Content (Markdown)').fill('## Boring deploys\n\nAutomate the **risk** away.');
    await expect.poll(() => addPost.getByRole('region', { name: 'Preview' }).locator('h2').textContent()).toContain('Boring deploys');
    await addPost.getByRole('button', { name: 'Add Blog Post' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Blog post added successfully!');
    await page.getByRole('button', { name: 'Edit Shipping on Fridays' }).click();
    await panel(page, 'Existing Blog Posts').locator('label', { hasText: 'Published' }).click();
    await panel(page, 'Existing Blog Posts').getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Blog post updated successfully!');
    await home.goto(`${BASE_URL}/blog/shipping-on-fridays`);
    await expect.poll(() => home.locator('main').textContent(), { timeout: 10_000 }).toContain('Automate the risk away.');

    // Resume: upload a PDF, then download it from the public resume page; a certification with a badge.
    await page.goto(`${BASE_URL}/admin/resume`);
    const addEntry = panel(page, 'Add New Entry');
    await addEntry.getByLabel('Type').selectOption('certification');
    await addEntry.getByLabel('Title').fill('Certified Argo Project Associate');
    await addEntry.getByLabel('Issuing Organization').fill('CNCF');
    await addEntry.getByLabel('Issue Date').fill('2025-03-01');
    if (UPLOADS_RUN) {
      const pdfPath = resolve(tmpdir(), 'e2e-resume.pdf');
      writeFileSync(pdfPath, '%PDF-1.4\n% e2e resume\n');
      await page.getByLabel('Resume PDF file').setInputFiles(pdfPath);
      await expect.poll(() => banner(page).textContent()).toContain('Resume PDF uploaded successfully!');
      const badgePath = resolve(tmpdir(), 'e2e-badge.png');
      writeFileSync(
        badgePath,
        Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
      );
      await addEntry.getByLabel('Upload file for Badge Image URL').setInputFiles(badgePath);
      await expect.poll(() => banner(page).textContent()).toContain('Badge image uploaded successfully!');
    }
    await addEntry.getByRole('button', { name: 'Add Entry' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Resume entry added successfully!');
    if (UPLOADS_RUN) {
      // The list follows the stored entries live, a moment after the banner.
      await expect.poll(() => page.getByRole('img', { name: 'Certified Argo Project Associate badge' }).count()).toBe(1);
    }

    await home.goto(`${BASE_URL}/resume`);
    await expect.poll(() => home.locator('main').textContent(), { timeout: 10_000 }).toContain('Certified Argo Project Associate');
    if (UPLOADS_RUN) {
      const [download] = await Promise.all([
        home.waitForEvent('download'),
        home
          .getByRole('link', { name: /Download Resume/ })
          .first()
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe('resume.pdf');
    }

    // Messages: mark read, then archive.
    await page.goto(`${BASE_URL}/admin/messages`);
    const priya = page.getByRole('listitem', { name: 'Message from Priya Shah' });
    await priya.getByRole('button', { name: 'Mark as Read' }).click();
    await expect.poll(() => priya.textContent()).toContain('read');
    await priya.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => priya.getByRole('button').count()).toBe(0);

    // Settings: the saved colour reaches the public site.
    await page.goto(`${BASE_URL}/admin/settings`);
    await page.getByLabel('Primary Color').fill('#e11d48');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(page).textContent()).toContain('Settings saved successfully!');
    await home.goto(BASE_URL);
    await expect
      .poll(() => home.evaluate(() => document.documentElement.style.getPropertyValue('--site-primary')), { timeout: 10_000 })
      .toBe('#e11d48');
    await screenshot(home, 'admin-journey-home-after-settings');

    // Sign out.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/admin/login');
    await page.goto(`${BASE_URL}/admin/dashboard`);
    await page.waitForURL('**/admin/login');
    await context.close();
    // One long journey on a 2-core machine: it needs more than the default 90 s.
  }, 300_000);
});
