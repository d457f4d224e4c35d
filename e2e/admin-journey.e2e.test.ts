/**
 * The owner's journey through the back office, in Debian's Chromium, over the demo build and over the
 * production build on the emulators: each change is checked where a visitor sees it, in another tab,
 * without reloading. Uploads run only where Storage does (the in-memory run here).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { editor, expectFeedback, withTallViewport } from './support/admin-pages';
import { appStarted, BACKEND, BASE_URL, launchChromium, openPage, screenshot, UPLOADS_RUN, submitOwnerLogin } from './support/browser';
import { openSettings } from './support/editor-settings';

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
    await submitOwnerLogin(page);
    await page.waitForURL('**/admin/messages');

    const home = await context.newPage();
    await home.goto(BASE_URL);
    await expect.poll(() => home.locator('body').textContent()).toContain('Alex Morgan');
    // A served page becomes the live app on the visitor's first interaction (docs/server-rendering.md):
    // the visitor in that tab moves the pointer.
    await home.mouse.move(200, 200);
    await home.mouse.move(220, 240);
    if (BACKEND === 'firebase') await appStarted(home);

    // Hero: the public home in the other tab changes without a reload.
    await page.goto(`${BASE_URL}/admin/content/hero`);
    await page.getByLabel('Name').fill('Sam Rivera');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectFeedback(page, 'Hero section updated successfully!');
    await expect.poll(() => home.locator('h1').first().textContent()).toContain('Sam Rivera');

    // Skills: add on its editor page, edit, reorder, delete after confirming.
    await page.goto(`${BASE_URL}/admin/content/skills`);
    await page.getByRole('link', { name: 'New Skill' }).click();
    await page.waitForURL('**/admin/content/skills/new');
    await editor(page).getByLabel('Name').fill('Helm');
    await editor(page).getByLabel('Icon reference').fill('helm');
    await page.getByRole('button', { name: 'Add Skill' }).click();
    await expectFeedback(page, 'Skill added successfully!');
    await page.waitForURL('**/admin/content/skills');
    await page.getByRole('button', { name: 'Edit Helm' }).click();
    await editor(page).getByLabel('Description').fill('Charts for every service');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectFeedback(page, 'Skill updated successfully!');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/admin/content/skills');
    // Its place: dragged to the top by the pointer and saved, home's skills strip starts
    // with it; then one place down by the keyboard, and it starts with it no more.
    const skillRows = page.getByRole('list', { name: 'Skills in display order' }).getByRole('listitem');
    const firstSkill = () => home.getByTestId('skills-track').getByRole('listitem').first().textContent();
    await withTallViewport(page, 2400, async () => {
      await skillRows.filter({ hasText: 'Helm' }).dragTo(skillRows.first());
      await expect.poll(() => skillRows.first().textContent()).toContain('Helm');
    });
    await page.getByRole('button', { name: 'Save Order' }).click();
    await expectFeedback(page, 'Skill order updated successfully!');
    await expect.poll(firstSkill).toContain('Helm');
    await page.getByRole('button', { name: 'Move Helm down' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save Order' }).click();
    await expectFeedback(page, 'Skill order updated successfully!');
    await expect.poll(firstSkill).not.toContain('Helm');
    await page.getByRole('button', { name: 'Delete Helm' }).click();
    // Nothing is deleted until the owner confirms, in the row.
    await expect.poll(() => page.getByRole('link', { name: 'Helm', exact: true }).count()).toBe(1);
    await page.getByRole('group', { name: 'Confirm deleting Helm' }).getByRole('button', { name: 'Yes, Delete' }).click();
    await expectFeedback(page, 'Skill deleted successfully!');
    // An icon that is not in the set is refused (checked against our own copy of Simple Icons).
    await page.goto(`${BASE_URL}/admin/content/skills/new`);
    await editor(page).getByLabel('Name').fill('Nope');
    await editor(page).getByLabel('Icon reference').fill('definitely-not-an-icon');
    await page.getByRole('button', { name: 'Add Skill' }).click();
    await expectFeedback(page, 'Invalid icon reference. Please check the icon name.');
    // Leaving with what was typed asks first; Discard Changes leaves.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard Changes' }).click();
    await page.waitForURL('**/admin/content/skills');

    // Projects: a featured project appears on home; the long description has the live preview.
    await page.goto(`${BASE_URL}/admin/projects`);
    await page.getByRole('link', { name: 'New Project' }).click();
    await editor(page).getByLabel('Title').fill('GitOps Starter Kit');
    await editor(page).getByLabel('Long Description (Markdown)').fill('## Layout\n\nOne folder per cluster.');
    await expect.poll(() => editor(page).getByRole('region', { name: 'Preview' }).locator('h2').textContent()).toContain('Layout');
    // The rest is in Settings, a drawer whose footer saves as the bar does.
    await openSettings(page);
    await editor(page).getByLabel('Short Description').fill('Argo CD and Kustomize, ready to fork.');
    await editor(page).locator('label', { hasText: 'Featured' }).click();
    await editor(page).getByLabel('Solutions').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expectFeedback(page, 'Project added successfully!');
    await page.waitForURL('**/admin/projects');
    await expect.poll(() => home.locator('body').textContent()).toContain('GitOps Starter Kit');

    // Its place: dragged to the top of the list by the pointer and saved, home shows it first;
    // then one place down by the keyboard, and it is first no more.
    const rows = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    const row = (title: string) => rows.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await withTallViewport(page, 1600, async () => {
      await row('GitOps Starter Kit').dragTo(rows.first());
      await expect.poll(() => rows.first().textContent()).toContain('GitOps Starter Kit');
    });
    await page.getByRole('button', { name: 'Save Order' }).click();
    await expectFeedback(page, 'Project order updated successfully!');
    const firstFeatured = () => home.getByTestId('featured-grid').locator('h3').first().textContent();
    await expect.poll(firstFeatured).toContain('GitOps Starter Kit');
    // After the save the list keeps showing the saved order (never the old one for a moment).
    expect(await rows.first().textContent()).toContain('GitOps Starter Kit');
    await page.getByRole('button', { name: 'Move GitOps Starter Kit down' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save Order' }).click();
    await expectFeedback(page, 'Project order updated successfully!');
    await expect.poll(firstFeatured).not.toContain('GitOps Starter Kit');

    // Blog: a draft survives a reload as a local draft, is added, then published from its editor page.
    await page.goto(`${BASE_URL}/admin/blog/new`);
    await editor(page).getByLabel('Title').fill('Shipping on Fridays');
    await editor(page).getByLabel('Content (Markdown)').fill('## Boring deploys\n\nAutomate the **risk** away.');
    await expect.poll(() => editor(page).getByRole('region', { name: 'Preview' }).locator('h2').textContent()).toContain('Boring deploys');
    await openSettings(page);
    await editor(page).getByLabel('Excerpt').fill('Why it should be boring.');
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Done' }).click();
    // The browser asks before reloading with unsaved changes; accept, and the draft comes back.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await editor(page).getByLabel('Title').waitFor();
    await expect.poll(() => page.getByText(/Draft restored/).isVisible()).toBe(true);
    expect(await editor(page).getByLabel('Title').inputValue()).toBe('Shipping on Fridays');
    expect(await editor(page).getByLabel('Content (Markdown)').inputValue()).toContain('Automate the **risk** away.');
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await expectFeedback(page, 'Blog post added successfully!');
    await page.waitForURL('**/admin/blog');
    await page.getByRole('button', { name: 'Edit Shipping on Fridays' }).click();
    await openSettings(page);
    await editor(page).locator('label', { hasText: 'Published' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectFeedback(page, 'Blog post updated successfully!');
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('All changes saved');
    await home.goto(`${BASE_URL}/blog/shipping-on-fridays`);
    await expect.poll(() => home.locator('main').textContent()).toContain('Automate the risk away.');

    // Resume: upload a PDF, then download it from the public resume page; a certification with a badge.
    await page.goto(`${BASE_URL}/admin/resume`);
    if (UPLOADS_RUN) {
      const pdfPath = resolve(tmpdir(), 'e2e-resume.pdf');
      writeFileSync(pdfPath, '%PDF-1.4\n% e2e resume\n');
      await page.getByLabel('Resume PDF file').setInputFiles(pdfPath);
      await expectFeedback(page, 'Resume PDF uploaded successfully!');
    }
    await page.getByRole('link', { name: 'New Entry' }).click();
    await editor(page).getByLabel('Type').selectOption('certification');
    await editor(page).getByLabel('Title').fill('Certified Argo Project Associate');
    await editor(page).getByLabel('Issuing Organization').fill('CNCF');
    await editor(page).getByLabel('Issue Date').fill('2025-03');
    if (UPLOADS_RUN) {
      const badgePath = resolve(tmpdir(), 'e2e-badge.png');
      writeFileSync(
        badgePath,
        Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
      );
      await editor(page).getByLabel('Upload file for Badge Image URL').setInputFiles(badgePath);
      // An upload's outcome shows in place, under its field.
      await editor(page).getByTestId('in-place-status').filter({ hasText: 'Badge image uploaded successfully!' }).waitFor();
    }
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expectFeedback(page, 'Resume entry added successfully!');
    await page.waitForURL('**/admin/resume');
    if (UPLOADS_RUN) {
      const row = page.getByRole('listitem').filter({ hasText: 'Certified Argo Project Associate' });
      await expect.poll(() => row.locator('img').count()).toBe(1);
    }

    await home.goto(`${BASE_URL}/resume`);
    await expect.poll(() => home.locator('main').textContent()).toContain('Certified Argo Project Associate');
    await expect.poll(() => home.locator('main').textContent()).toContain('Mar 2025');
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

    // Messages: an inbox; mark read, then archive (it leaves the inbox); Reply writes to the sender.
    await page.goto(`${BASE_URL}/admin/messages`);
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link', { name: /^Messages/ })
          .textContent(),
      )
      .toMatch(/\d/);
    const priya = page.getByRole('listitem', { name: 'Message from Priya Shah' });
    expect(await priya.getByRole('link', { name: 'Reply to Priya Shah from your mail app' }).getAttribute('href')).toMatch(
      /^mailto:.+\?subject=Re%3A/,
    );
    await priya.getByRole('button', { name: 'Mark as Read' }).click();
    await expectFeedback(page, 'Marked as read.');
    await priya.getByText('Read', { exact: true }).waitFor();
    await priya.getByRole('button', { name: 'Archive' }).click();
    await expectFeedback(page, 'Message archived.');
    await expect.poll(() => priya.count()).toBe(0);
    await page.getByLabel('Status').selectOption('archived');
    await expect.poll(() => priya.count()).toBe(1);

    // Settings: the saved colour reaches the public site.
    await page.goto(`${BASE_URL}/admin/settings`);
    await page.getByLabel('Primary Color').fill('#e11d48');
    await page.getByLabel('X (Twitter)').fill('https://x.com/sam_rivera');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectFeedback(page, 'Settings saved successfully!');
    await home.goto(BASE_URL);
    await expect.poll(() => home.evaluate(() => document.documentElement.style.getPropertyValue('--site-primary'))).toBe('#e11d48');
    // The one place for social links: what is set shows publicly, Twitter included (in the footer of
    // every page but home, whose contact section shows them just above it).
    await home.goto(`${BASE_URL}/blog`);
    await expect
      .poll(() => home.getByRole('contentinfo').getByRole('link', { name: 'X (Twitter) (opens in a new tab)' }).getAttribute('href'))
      .toBe('https://x.com/sam_rivera');
    await home.goto(BASE_URL);
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
