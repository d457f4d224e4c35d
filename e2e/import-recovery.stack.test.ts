/**
 * An import the page left midway, on the production build over the emulators: the owner
 * imports a large export into an empty site, closes the tab while it writes, and the next visit shows
 * the unfinished import; Resume finishes it, and in another run Undo takes it all back. Firestore's
 * documents are counted with firebase-admin: what the site holds, not what the screen says.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, openPage, screenshot, submitOwnerLogin } from './support/browser';
import { clearFirestoreEmulator } from '../scripts/clear-firestore-emulator.mjs';

const PROJECT = 'demo-portfolio';
// 3,000 skills: eight batches of 400 writes, so the tab closes with several still to write (each batch
// takes the emulator well over the moment between seeing the first written and closing the tab).
const SKILLS = 3_000;
const CONTENT = ['sections', 'site_settings', 'meta_data', 'projects', 'blog_posts', 'resume_data', 'skills', 'slugs', 'revisions'];
const RECORDS = ['import_jobs', 'import_parts', 'import_batches'];

const db = () => {
  if (getApps().length === 0) initializeApp({ projectId: PROJECT });
  return getFirestore();
};
const count = async (collection: string) => (await db().collection(collection).count().get()).data().count;
const countAll = async (collections: string[]) => (await Promise.all(collections.map(count))).reduce((a, b) => a + b, 0);

/** Empties Firestore (the owner's account, in Auth, stays): a new project an export goes into. */
async function emptySite() {
  await clearFirestoreEmulator(PROJECT);
}

async function signIn(page: Page) {
  await page.goto(`${BASE_URL}/admin/login`);
  await submitOwnerLogin(page);
  await page.waitForURL('**/admin/dashboard');
}

/** The sample site's export, downloaded from Settings, with SKILLS skills: an import of many batches. */
async function largeExport(page: Page): Promise<Buffer> {
  await page.goto(`${BASE_URL}/admin/settings`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Export' }).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const file = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const skill = file.skills[0];
  file.skills = Array.from({ length: SKILLS }, (_, i) => ({ ...skill, id: `skill-${i}`, name: `Skill ${i}`, sort_order: i }));
  return Buffer.from(JSON.stringify(file));
}

// Each test waits for an import of many batches, twice: up to the times its own waits allow, not
// the 90 s every other browser test gets (a loaded machine took 92 s).
describe('an import the page left midway', { timeout: 300_000 }, () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Signs in, starts the import into an empty site and closes the tab once a batch is written; a new tab on the unfinished import. */
  async function closedMidway(): Promise<Page> {
    const opened = await openPage(browser);
    context = opened.context;
    await signIn(opened.page);
    const file = await largeExport(opened.page);
    await emptySite();
    await opened.page.reload();
    await opened.page.getByRole('button', { name: 'Download Export' }).waitFor();
    await opened.page
      .getByLabel('Import file')
      .setInputFiles({ name: 'portfolio-export.json', mimeType: 'application/json', buffer: file });
    await opened.page.getByText(/^Importing: [1-9]\d* of \d+ batches\./).waitFor({ timeout: 120_000 });
    await opened.page.close();
    expect(await count('skills')).toBeLessThan(SKILLS);

    const page = await context.newPage();
    await page.goto(`${BASE_URL}/admin/settings`);
    const notice = page.getByRole('region', { name: 'An import did not finish' });
    await expect.poll(() => notice.textContent(), { timeout: 30_000 }).toMatch(/\d+ of \d+ batches were written, and visitors see them\./);
    return page;
  }

  it('is shown on the next visit, and Resume writes the rest: all of it there, no record left', async () => {
    const page = await closedMidway();
    await screenshot(page, 'admin-settings-unfinished-import');
    await page.getByRole('button', { name: 'Resume Import' }).click();
    await expect.poll(() => page.getByTestId('status-banner').textContent(), { timeout: 120_000 }).toContain(`${SKILLS} skills`);
    expect(await count('skills')).toBe(SKILLS);
    expect(await count('blog_posts')).toBeGreaterThan(0);
    expect(await countAll(RECORDS)).toBe(0);
  });

  it('is undone after asking: the site empty again, no record left', async () => {
    const page = await closedMidway();
    await page.getByRole('button', { name: 'Undo Import' }).click();
    await page.getByRole('group', { name: 'Confirm undo' }).getByRole('button', { name: 'Yes, Undo Import' }).click();
    await expect
      .poll(() => page.getByTestId('status-banner').textContent(), { timeout: 120_000 })
      .toContain('Import undone: the site is as it was before it.');
    expect(await countAll(CONTENT)).toBe(0);
    expect(await countAll(RECORDS)).toBe(0);
  });
});
