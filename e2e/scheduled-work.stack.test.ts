/**
 * Scheduled functions on the local stack (scripts/local-scheduler.mjs fires them as Cloud Scheduler
 * does): a post the owner schedules a minute ahead goes public on its own, and a visitor's page view
 * reaches the dashboard's rollups. The post is the one test of the stack that waits for the real
 * schedule (no one asks for the run); the rollups are asked for now (support/scheduler.ts), as every
 * other test asks for a job it needs. Over the production build on the emulators only (`npm test`'s
 * stack run): the demo has no functions.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, openPage, submitOwnerLogin } from './support/browser';
import { closeSettings, openSettings, setting, settingsDrawer } from './support/editor-settings';
import { runScheduledJob } from './support/scheduler';

const POST = { title: 'Shipped While You Waited', slug: 'shipped-while-you-waited' };
// publishScheduledPosts runs every minute: the post shows within two of its time.
const TWO_MINUTES = 120_000;
// The post's time is at least this far ahead of the moment its fields are filled: the save and the
// visitor's first look (a 404) come before it, on a loaded machine too.
const AHEAD_MS = 30_000;
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const editor = (page: Page) => page.getByRole('form');
const banner = (page: Page) => page.getByTestId('status-banner');
const totalViews = (page: Page) => page.getByRole('group', { name: 'Total Views' }).locator('p').nth(1);

describe('scheduled work on the local stack', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('publishes a post scheduled a minute ahead, and rolls a page view up into the dashboard', { timeout: 300_000 }, async () => {
    const { page: owner } = await openPage(browser);
    await owner.goto(`${BASE_URL}/admin/blog`);
    await owner.waitForURL('**/admin/login');
    await submitOwnerLogin(owner);
    await owner.waitForURL('**/admin/blog');

    await owner.getByRole('link', { name: 'New Post' }).click();
    await editor(owner).getByLabel('Title').fill(POST.title);
    await editor(owner).getByLabel('Content (Markdown)').fill('Nobody pressed Publish on this one.');
    await openSettings(owner);
    await setting(owner, 'Excerpt').fill('Published by the scheduler, not by a person.');
    // A visitor's browser, ready before the schedule is set. (The tracker drops headless Chrome's own
    // user agent as a robot's.)
    const visitor = await (await browser.newContext({ userAgent: DESKTOP_CHROME })).newPage();
    // Scheduled for the first whole minute at least AHEAD_MS from now, in the browser's own time.
    const publishAt = await owner.evaluate((ahead) => {
      const at = new Date(Math.ceil((Date.now() + ahead) / 60_000) * 60_000);
      const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      // The day as the picker takes it typed: in numbers, as the browser's locale writes them.
      const day = new Intl.DateTimeFormat(undefined, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
      return { local, day, time: at.getTime() };
    }, AHEAD_MS);
    const day = settingsDrawer(owner).getByLabel('Publish at: day');
    await day.fill(publishAt.day);
    await day.press('Enter');
    await settingsDrawer(owner).getByLabel('Publish at: time').fill(publishAt.local.slice(11));
    await closeSettings(owner);
    await owner.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => banner(owner).textContent()).toContain('Blog post added successfully!');

    // Until its time, a visitor finds no such post.
    const atPost = await visitor.goto(`${BASE_URL}/blog/${POST.slug}`);
    expect(atPost?.status()).toBe(404);

    // Meanwhile a visit (the page's own beacon) reaches the rollups the dashboard reads, live, once
    // the rollup job has run after it: asked for until it has folded the view (it folds views 30 s old).
    await owner.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => totalViews(owner).isVisible()).toBe(true);
    const viewsBefore = Number(await totalViews(owner).textContent());
    await visitor.goto(`${BASE_URL}/projects`);
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('All Projects');
    // A reader's first move over the page starts the app, which counts the view.
    await visitor.getByRole('heading', { level: 1 }).hover();
    await expect
      .poll(
        async () => {
          await runScheduledJob('rollUpAnalytics');
          return Number(await totalViews(owner).textContent());
        },
        { timeout: TWO_MINUTES, interval: 5_000 },
      )
      .toBeGreaterThan(viewsBefore);

    // The post is public within two minutes of its time, with no one pressing anything and no run
    // asked for: the scheduler's own minute (asked of the server itself each time: a browser may keep
    // an answer).
    const deadline = publishAt.time + TWO_MINUTES - Date.now();
    await expect
      .poll(async () => (await fetch(`${BASE_URL}/blog/${POST.slug}`, { cache: 'no-store' })).status, {
        timeout: Math.max(deadline, 1_000),
        interval: 2_000,
      })
      .toBe(200);
    await visitor.goto(`${BASE_URL}/blog/${POST.slug}`);
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe(POST.title);
  });
});
