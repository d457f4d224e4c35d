/**
 * Private preview links on the local stack: the owner makes one from a draft's editor, and whoever has
 * it sees the draft as its public page will look, rendered by the render function with JavaScript
 * off, marked Preview, noindex and never cached; it answers 404 once revoked, once expired and once
 * the post is published. Over the production build on the emulators only: the demo has no render
 * function. Each test writes its own draft after the sample content is put back (fresh-content.ts
 * re-seeds before every test), so no test's draft is deleted under it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, openPage, screenshot, submitOwnerLogin } from './support/browser';

const db = () => {
  if (getApps().length === 0) initializeApp({ projectId: 'demo-portfolio' });
  return getFirestore();
};
const run = Date.now().toString(36);
const DAY = 86_400_000;

/** A draft post as the owner's editor saves it: never published. */
async function writeDraft(id: string, title: string) {
  const slug = `${id}-${run}`;
  await db()
    .batch()
    .set(db().collection('blog_posts').doc(id), {
      title,
      slug,
      excerpt: `What ${title} is about.`,
      content: `## Before it goes out\n\nThe draft's own words, for a reviewer (${run}).`,
      category: 'Testing',
      tags: [],
      image_url: '',
      published: false,
      publish_at: null,
      created_at: Timestamp.now(),
      published_at: null,
      previous_slugs: [],
    })
    .set(db().collection('slugs').doc(slug), { post_id: id })
    .commit();
  return slug;
}

/** A link as createPreviewLink stores it (its token's hash as the id), for the cases the clock decides. */
async function writeLink(docId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db()
    .collection('preview_links')
    .doc(createHash('sha256').update(token).digest('hex'))
    .set({ collection: 'blog_posts', doc_id: docId, created_at: Timestamp.now(), expires_at: Timestamp.fromDate(expiresAt) });
  return `${BASE_URL}/preview/${token}`;
}

/** Opens an address with JavaScript off: what a reviewer's browser is sent, before any script. */
async function openWithoutScript(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { page, response: response!, close: () => context.close() };
}

async function expectPreviewOf(browser: Browser, url: string, title: string, shot?: string) {
  const { page, response, close } = await openWithoutScript(browser, url);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await expect(page.getByRole('note', { name: 'Preview' }).innerText()).resolves.toMatch(/Preview/i);
  await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, nofollow');
  await page.getByText("The draft's own words, for a reviewer").waitFor();
  if (shot) await screenshot(page, shot);
  await close();
}

async function expectGone(browser: Browser, url: string) {
  const { response, close } = await openWithoutScript(browser, url);
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await close();
}

describe('preview links on the local stack', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'the owner makes a link in the draft’s editor; it shows the draft without script, and revoking ends it',
    { timeout: 300_000 },
    async () => {
      const id = `preview-${run}`;
      const title = `A draft for review ${run}`;
      await writeDraft(id, title);
      const { page, context } = await openPage(browser);
      await page.goto(`${BASE_URL}/admin/blog/${id}`);
      await page.waitForURL('**/admin/login');
      await submitOwnerLogin(page);
      await page.waitForURL(`**/admin/blog/${id}`);
      await page.getByRole('heading', { name: 'Preview Links' }).waitFor();
      await page.getByRole('button', { name: 'Create Preview Link' }).click();
      const url = await page.getByRole('region', { name: 'New preview link' }).getByLabel('Preview link', { exact: true }).inputValue();
      expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
      const working = page.getByRole('list', { name: 'Preview links that work' });
      await working.getByRole('listitem').waitFor();

      await expectPreviewOf(browser, url, title, 'preview-banner');
      // The public address of the same draft is still not found.
      const publicPage = await openWithoutScript(browser, `${BASE_URL}/blog/${id}-${run}`);
      expect(publicPage.response.status()).toBe(404);
      await publicPage.close();

      await working.getByRole('button', { name: 'Revoke' }).click();
      await expect.poll(() => page.getByTestId('status-banner').textContent()).toContain('Preview link revoked: it no longer opens.');
      await expectGone(browser, url);
      await context.close();
    },
  );

  it('answers 404 once the link has expired and once the post is published', { timeout: 300_000 }, async () => {
    const id = `expiring-${run}`;
    const title = `A draft that goes out ${run}`;
    await writeDraft(id, title);

    const expired = await writeLink(id, new Date(Date.now() - 1000));
    await expectGone(browser, expired);

    const link = await writeLink(id, new Date(Date.now() + 7 * DAY));
    await expectPreviewOf(browser, link, title);
    await db().collection('blog_posts').doc(id).update({ published: true, published_at: Timestamp.now() });
    await expectGone(browser, link);
    // Unpublished again, the link stays ended: the post was public once.
    await db().collection('blog_posts').doc(id).update({ published: false });
    await expectGone(browser, link);

    // No preview address is ever in the sitemap.
    expect(await (await fetch(`${BASE_URL}/sitemap.xml`)).text()).not.toContain('/preview/');
  });
});
