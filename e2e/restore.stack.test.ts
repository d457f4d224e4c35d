/**
 * `npm run restore` on the production build over the emulators: the owner's export of the sample site
 * goes into an emptied project, and the public pages and a new export are what they were before.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, openPage, submitOwnerLogin } from './support/browser';
import { clearFirestoreEmulator } from '../scripts/clear-firestore-emulator.mjs';
import { runScript } from '../scripts/run-script.mjs';

const PROJECT = 'demo-portfolio';
const PAGES = [
  '/',
  '/projects',
  '/blog',
  '/resume',
  '/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts',
  '/sitemap.xml',
  '/feed.xml',
];

async function downloadExport(page: Page): Promise<string> {
  await page.goto(`${BASE_URL}/admin/settings`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Export' }).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Each public page's HTML as a visitor gets it, one page after another: asked all at once, each
 * request started a Functions emulator worker of its own, and on a loaded machine their cold starts
 * ran past the function's timeout ("Timed out waiting for function to respond").
 */
async function publicPages() {
  const pages: Record<string, string> = {};
  for (const path of PAGES) {
    const response = await fetch(`${BASE_URL}${path}`);
    expect(response.status, path).toBe(200);
    pages[path] = await response.text();
  }
  return pages;
}

async function signIn(page: Page) {
  await page.goto(`${BASE_URL}/admin/login`);
  await submitOwnerLogin(page);
  await page.waitForURL('**/admin/dashboard');
}

function fileWith(text: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'restore-')), 'portfolio-export.json');
  writeFileSync(file, text);
  return file;
}

/** The script as the owner runs it, signing in as the sample owner. */
const restore = (file: string) =>
  runScript('scripts/restore.mjs', [file], { env: { ...process.env, RESTORE_EMAIL: 'owner@example.com', RESTORE_PASSWORD: 'demo1234' } });

const withoutExportTime = (text: string) => ({ ...(JSON.parse(text) as Record<string, unknown>), exported_at: '' });

describe('npm run restore', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('puts an export into an emptied project: the same public pages, the same export', { timeout: 240_000 }, async () => {
    const { context, page } = await openPage(browser);
    await signIn(page);
    const before = await downloadExport(page);
    const pagesBefore = await publicPages();

    // A new project: no content at all (the owner's account, in Auth, stays).
    await clearFirestoreEmulator(PROJECT);
    expect((await fetch(`${BASE_URL}/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts`)).status).toBe(404);

    const restored = await restore(fileWith(before));
    expect(restored.stderr).toBe('');
    const exported = JSON.parse(before) as Record<'projects' | 'posts' | 'resume' | 'skills', unknown[]>;
    expect(restored.stdout).toContain(
      `Restored: ${exported.projects.length} projects, ${exported.posts.length} posts, ${exported.resume.length} resume entries, ${exported.skills.length} skills.`,
    );
    expect(restored.status).toBe(0);

    expect(await publicPages()).toEqual(pagesBefore);
    await page.reload();
    expect(withoutExportTime(await downloadExport(page))).toEqual(withoutExportTime(before));
    await context.close();
  });

  it('refuses a project that holds content, saying what it holds', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page);
    const refused = await restore(fileWith(await downloadExport(page)));
    expect(refused.stderr).toMatch(
      /^Not restored: Import works only into an empty site; this one already has sections, settings, a resume file, resume entries, skills, projects, blog posts\.$/m,
    );
    expect(refused.status).toBe(1);
    await context.close();
  });
});
