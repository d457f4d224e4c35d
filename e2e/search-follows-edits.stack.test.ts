/**
 * Site search follows the content on the local stack with no manual step: a post's write fires
 * indexPostsForSearch (registered with the Firestore emulator by scripts/local-firestore-triggers.mjs
 * where firebase-tools cannot), which builds the index again, and a visitor's search finds the new
 * word within the time a person waits. Also after the Functions emulator reloads its functions (the
 * triggers' keys change). Over the production build on the emulators only: the demo has no functions.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, openPage, submitOwnerLogin } from './support/browser';

const POST = { title: 'Terraform Modules That Scale to 40 Teams', slug: 'terraform-modules-that-scale' };
// The build after a save takes a few seconds, and a render instance trusts the index it read for ten
// (functions/src/search/stored-index.ts): a person searching again within half a minute finds it.
const A_PERSONS_WAIT = 30_000;
// A save's banner: what a person waits for after pressing Save on a loaded machine.
const SAVED_WITHIN = 15_000;

const db = () => {
  if (getApps().length === 0) initializeApp({ projectId: 'demo-portfolio' });
  return getFirestore();
};
const editor = (page: Page) => page.getByRole('form');
const banner = (page: Page) => page.getByTestId('status-banner');

/** What the served search page says for `word` (asked of the server each time, as a reload would). */
async function searchSays(word: string) {
  const html = await (await fetch(`${BASE_URL}/search?q=${encodeURIComponent(word)}`, { cache: 'no-store' })).text();
  return /(\d+) results? for “/.exec(html)?.[0] ?? (html.includes(`No results for “${word}”`) ? 'No results' : 'neither');
}

/** Turns the Functions emulator's background triggers off and on again: it reloads the functions. */
async function reloadFunctions() {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run this over scripts/stack.mjs');
  for (const step of ['disable', 'enable']) {
    const answer = await fetch(`http://${hub}/functions/${step}BackgroundTriggers`, { method: 'PUT' });
    if (!answer.ok) throw new Error(`The emulator hub answered ${answer.status} to ${step}`);
  }
}

describe('search follows the content on the local stack', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a word the owner just added to a post, with no one building the index by hand', { timeout: 180_000 }, async () => {
    const word = `quetzalcoatlus${Date.now().toString(36)}`;
    expect(await searchSays(word)).toBe('No results');

    const { page: owner } = await openPage(browser);
    await owner.goto(`${BASE_URL}/admin/blog`);
    await owner.waitForURL('**/admin/login');
    await submitOwnerLogin(owner);
    await owner.waitForURL('**/admin/blog');
    await owner.getByRole('button', { name: `Edit ${POST.title}`, exact: true }).click();
    const content = editor(owner).getByLabel('Content (Markdown)');
    await content.fill(`${await content.inputValue()}\n\nOur modules are named after the ${word}, the largest thing that ever flew.`);
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => banner(owner).textContent(), { timeout: SAVED_WITHIN }).toContain('Blog post updated successfully!');

    await expect.poll(() => searchSays(word), { timeout: A_PERSONS_WAIT, interval: 1_000 }).toBe('1 result for “');
    const { page: visitor } = await openPage(browser);
    await visitor.goto(`${BASE_URL}/search?q=${word}`);
    await visitor.getByRole('link', { name: POST.title }).waitFor();
    expect(await visitor.locator('mark').allTextContents()).toContain(word);
  });

  it('still builds it after the Functions emulator reloads the functions (new trigger keys)', { timeout: 180_000 }, async () => {
    await reloadFunctions();
    const word = `ornithopter${Date.now().toString(36)}`;
    const posts = db().collection('blog_posts');
    const sample = (await posts.where('slug', '==', POST.slug).get()).docs[0]!.data();
    await posts.doc('written-after-a-reload').set({
      ...sample,
      title: 'Written After a Reload',
      slug: 'written-after-a-reload',
      content: `A post about the ${word}, written with the Admin SDK.`,
      previous_slugs: [],
    });

    await expect.poll(() => searchSays(word), { timeout: A_PERSONS_WAIT, interval: 1_000 }).toBe('1 result for “');
  });
});
