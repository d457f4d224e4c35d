/**
 * The owner reorders resume entries and About cards, by pointer and by keyboard, in Debian's
 * Chromium, and the public pages show the new order. No upload in it: `npm test` runs it over the
 * production build on the emulators only (the demo's run keeps the journeys that upload).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchChromium, openPage, submitOwnerLogin } from './support/browser';
import { editor, expectFeedback, withTallViewport } from './support/admin-pages';

describe('the owner orders lists in the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reorders resume entries and About cards by pointer and by keyboard, and the public pages show the new order', async () => {
    const { context, page } = await openPage(browser, { theme: 'light' });
    await page.goto(`${BASE_URL}/admin/login`);
    await submitOwnerLogin(page);
    await page.waitForURL('**/admin/dashboard');
    const site = await context.newPage();

    // Resume entries: each type is its own panel of rows, ordered among themselves.
    await page.goto(`${BASE_URL}/admin/resume`);
    const panel = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, level: 2, exact: true }) });
    const adminOrder = (title: string) => panel(title).getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
    const row = (group: string, title: string) =>
      panel(group)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect.poll(() => adminOrder('Experiences')).toEqual(['Senior DevOps Engineer', 'Site Reliability Engineer', 'Systems Engineer']);
    const certifications = await adminOrder('Certifications');
    // Saved once the list says so: the unsaved-order notice goes (the banner may still show the same
    // message from the save before).
    const saveOrder = async () => {
      await page.getByRole('button', { name: 'Save Order' }).click();
      await expect.poll(() => page.getByText('The order has changed and is not saved yet.').count()).toBe(0);
      await expectFeedback(page, 'Resume order updated successfully!');
    };
    // The public resume lists each type in its own section, in the saved order.
    const publicOrder = (section: string) =>
      site.getByRole('region', { name: section }).getByRole('heading', { level: 3 }).allTextContents();

    await withTallViewport(page, 1800, async () => {
      // A row dropped on another type's row stays where it was: an entry moves only among its type.
      await row('Experiences', 'Systems Engineer').dragTo(panel('Certifications').getByRole('listitem').first());
      // (A drop is handled before dragTo returns: had it moved anything, Save Order would show now.)
      expect(await page.getByRole('button', { name: 'Save Order' }).count()).toBe(0);
      // By the pointer: the last experience dragged onto the first, and saved.
      await row('Experiences', 'Systems Engineer').dragTo(panel('Experiences').getByRole('listitem').first());
      await expect
        .poll(() => adminOrder('Experiences'))
        .toEqual(['Systems Engineer', 'Senior DevOps Engineer', 'Site Reliability Engineer']);
      expect(await adminOrder('Certifications')).toEqual(certifications);
    });
    await saveOrder();
    await site.goto(`${BASE_URL}/resume`);
    await expect
      .poll(() => publicOrder('Work Experience'))
      .toEqual(['Systems Engineer', 'Senior DevOps Engineer', 'Site Reliability Engineer']);
    expect(await publicOrder('Certifications')).toEqual(certifications);
    // The list keeps showing the saved order after the save (see the projects above).
    await expect.poll(() => adminOrder('Experiences')).toEqual(['Systems Engineer', 'Senior DevOps Engineer', 'Site Reliability Engineer']);

    // By the keyboard: the first certification moved down with its button, and saved.
    await page.getByRole('button', { name: `Move ${certifications[0]} down` }).focus();
    await page.keyboard.press('Enter');
    const movedCertifications = [certifications[1], certifications[0], ...certifications.slice(2)];
    await expect.poll(() => adminOrder('Certifications')).toEqual(movedCertifications);
    await saveOrder();
    await site.goto(`${BASE_URL}/resume`);
    await expect.poll(() => publicOrder('Certifications')).toEqual(movedCertifications);
    expect(await publicOrder('Work Experience')).toEqual(['Systems Engineer', 'Senior DevOps Engineer', 'Site Reliability Engineer']);

    // About cards: moved inside the section's form and saved with it; the pointer drags a card by its
    // grip (so its fields stay selectable), the keyboard uses the Move buttons.
    await page.goto(`${BASE_URL}/admin/content/about`);
    const cardTitle = (n: number) =>
      editor(page)
        .getByRole('group', { name: `Card ${n}` })
        .getByLabel('Card title');
    const cardTitles = () => Promise.all([1, 2, 3, 4].map((n) => cardTitle(n).inputValue()));
    await expect.poll(cardTitles).toEqual(['Cloud Architecture', 'Infrastructure as Code', 'CI/CD & GitOps', 'Developer Experience']);
    // By the pointer: the last card dragged by its grip onto the first.
    await withTallViewport(page, 1800, async () => {
      await editor(page)
        .getByRole('group', { name: 'Card 4' })
        .getByTitle('Drag to reorder')
        .dragTo(editor(page).getByRole('group', { name: 'Card 1' }));
      await expect.poll(cardTitles).toEqual(['Developer Experience', 'Cloud Architecture', 'Infrastructure as Code', 'CI/CD & GitOps']);
    });
    // By the keyboard: the first card down one place.
    await editor(page).getByRole('button', { name: 'Move card 1 down' }).focus();
    await page.keyboard.press('Enter');
    const cards = ['Cloud Architecture', 'Developer Experience', 'Infrastructure as Code', 'CI/CD & GitOps'];
    await expect.poll(cardTitles).toEqual(cards);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectFeedback(page, 'About section updated successfully!');
    // The public home's About section lists them in that order.
    await site.goto(BASE_URL);
    await expect
      .poll(() => site.getByRole('region', { name: 'About Me' }).getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(cards);
    await context.close();
  }, 180_000);
});
