/**
 * Does the site bring work? On the local stack: a visit that lands with a campaign, clicks out to
 * GitHub, downloads the resume and sends a message shows in the owner's 30-day view as one visit,
 * one outbound click, one download and one message under that campaign, beside the previous 30 days;
 * a visit through a tracked link the owner made shows under its campaign and in its list; an unknown
 * tracked link is the site's 404 page; and no analytics document holds an address, a user agent or a
 * query string. Over the production build on the emulators only: the demo has no functions.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, openPage, submitOwnerLogin } from './support/browser';
import { runScheduledJob } from './support/scheduler';

// rollUpAnalytics folds what is 30 seconds old: asked to run until it has, a visit shows within two minutes.
const TWO_MINUTES = 120_000;
// A visitor's browser: the tracker drops headless Chrome's own user agent as a robot's.
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const CAMPAIGN = `acme-${Date.now().toString(36)}`;
const LINK = { name: 'Initech interview panel', slug: `initech-${Date.now().toString(36)}`, target: '/projects' };

const db = () => {
  if (getApps().length === 0) initializeApp({ projectId: 'demo-portfolio' });
  return getFirestore();
};

/** Every document of the analytics, the functions' own records of it included, as JSON text. */
/** A table row's cells as the owner reads them (a phone's column labels are hidden on this desktop). */
const cellsSeen = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
/** The row's cells once the rollup job has run again (support/scheduler.ts), as its next minute would. */
const cellsAfterRollup = async (row: Locator) => {
  await runScheduledJob('rollUpAnalytics');
  return cellsSeen(row);
};

async function everyAnalyticsDocument(): Promise<{ count: number; text: string }> {
  const names = ['analytics_events', 'analytics_hourly', 'analytics_daily', 'fn_visitor_sets', 'fn_visitor_salts', 'fn_rate_limits'];
  const docs = (await Promise.all(names.map(async (name) => (await db().collection(name).get()).docs))).flat();
  return { count: docs.length, text: JSON.stringify(docs.map((doc) => [doc.ref.path, doc.data()])) };
}

async function visit(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ userAgent: DESKTOP_CHROME, acceptDownloads: true });
  // Links out of the site go nowhere here (no network), but their clicks count.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${address}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  return page;
}

describe('the owner sees which campaign brought a visit and what it did', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('counts a campaign visit, its outbound click, resume download and message, and stores no address', { timeout: 300_000 }, async () => {
    // The owner makes a tracked link for an application.
    const { page: owner } = await openPage(browser);
    await owner.goto(`${BASE_URL}/admin/links/new`);
    await owner.waitForURL('**/admin/login');
    await submitOwnerLogin(owner);
    await owner.waitForURL('**/admin/links/new');
    const form = owner.getByRole('form');
    await form.getByLabel(/^Name/).fill(LINK.name);
    await form.getByLabel(/^Address/).fill(LINK.slug);
    await form.getByLabel(/^Goes to/).fill(LINK.target);
    await owner.getByRole('button', { name: 'Add Tracked Link' }).click();
    await expect.poll(() => owner.getByTestId('status-banner').textContent()).toContain('Tracked link added successfully!');
    // An address that is no tracked link is the site's 404 page, not an error.
    const unknown = await fetch(`${BASE_URL}/r/no-such-link`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page not found');

    const visitor = await visit(browser, `/?utm_campaign=${CAMPAIGN}&utm_source=cv&token=private-${CAMPAIGN}`);
    // On the served page, before the app has started: the inline script reports the click.
    const popup = visitor.waitForEvent('popup');
    await visitor
      .getByRole('link', { name: /GitHub/ })
      .first()
      .click();
    await (await popup).close();
    // A reader's first move starts the app, which counts the page view (the visit's first).
    await visitor.getByRole('heading', { level: 1 }).hover();
    const download = visitor.waitForEvent('download');
    await visitor.getByRole('link', { name: 'Download Resume' }).first().click();
    await download;
    // The contact form's fields (the footer's newsletter sign-up has an e-mail field too).
    const contact = visitor.getByRole('form', { name: 'Contact form' });
    await contact.getByLabel(/^Name/).fill('Ada Recruiter');
    await contact.getByLabel(/^Email/).fill('ada@acme.example');
    await contact.getByLabel(/^Message/).fill('We read your post on rollouts. Could we talk this week?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    // The function's first call on a cold emulator worker takes a while: as long as a person waits for a send.
    await visitor.getByText('Message sent successfully! I will get back to you soon.').waitFor({ timeout: 60_000 });
    // Another visit, through the tracked link, in another browser: it lands on the link's page.
    const reader = await visit(browser, `/r/${LINK.slug}`);
    expect(new URL(reader.url()).pathname + new URL(reader.url()).search).toBe(`${LINK.target}?utm_campaign=${LINK.slug}`);
    await reader.getByRole('heading', { level: 1 }).hover();

    await owner.getByRole('link', { name: 'Dashboard' }).click();
    await owner.waitForURL('**/admin/dashboard');
    await expect.poll(() => owner.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('30d');
    const row = owner.getByRole('table', { name: 'Campaign' }).getByRole('row', { name: new RegExp(CAMPAIGN) });
    await expect
      .poll(() => cellsAfterRollup(row), { timeout: TWO_MINUTES, interval: 5_000 })
      .toEqual([CAMPAIGN, '1 new', '1 outbound click, 1 resume download, 1 contact message', '100%']);
    // A tracked link's campaign goes by the link's name, as Tracked Links calls it; one without a link, by itself.
    const linkRow = owner.getByRole('table', { name: 'Campaign' }).getByRole('row', { name: new RegExp(LINK.name) });
    await expect
      .poll(() => cellsAfterRollup(linkRow), { timeout: TWO_MINUTES, interval: 5_000 })
      .toEqual([LINK.name, '1 new', 'none', '0%']);
    // The tracked link's own list says the same: its visit, no goal yet, and the day of the last visit.
    await owner.getByRole('link', { name: 'Tracked Links' }).click();
    const linkLine = new RegExp(`^1 visit, no goals; last visit [A-Z][a-z]+ \\d+, \\d{4} · /r/${LINK.slug} → /projects$`);
    await expect.poll(() => owner.getByText(linkLine).isVisible()).toBe(true);

    const stored = await everyAnalyticsDocument();
    expect(stored.count).toBeGreaterThan(5);
    for (const secret of [
      '127.0.0.1',
      '::1',
      DESKTOP_CHROME,
      'Chrome/156',
      'X11',
      'HeadlessChrome',
      'utm_',
      'token',
      `private-${CAMPAIGN}`,
    ]) {
      expect(stored.text, secret).not.toContain(secret);
    }
  });
});
