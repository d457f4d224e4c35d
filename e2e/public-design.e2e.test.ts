/**
 * The public site's design as a visitor meets it at 1440 × 900: the work begins inside home's first
 * screen, a post reads in a centred column, the blog's list is dense, the type does not change
 * between pages, the blog lists its tags with their counts, and axe finds nothing serious.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { animationsSettled, BASE_URL, launchChromium, openPage, seriousA11yViolations } from './support/browser';

const WIDE = { width: 1440, height: 900 };
const POST = '/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts';

/** Whether the element is wholly inside the first screen (the page not scrolled). */
async function inFirstScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= WIDE.height;
}

/** The font the page's main heading and its body text are set in (the first family the browser drew). */
const faces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const family = (el: Element | null) => (el ? getComputedStyle(el).fontFamily : '');
    return { heading: family(document.querySelector('main h1')), body: family(document.body) };
  });

describe('the public site’s design at 1440 × 900', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('home’s first screen shows who, the two actions and the first projects’ titles', async () => {
    const { context, page } = await openPage(browser, { viewport: WIDE, theme: 'dark' });
    await page.goto(BASE_URL);
    await page.getByRole('heading', { level: 1, name: 'Alex Morgan' }).waitFor();
    expect(await inFirstScreen(page.getByRole('link', { name: 'Download Resume' }))).toBe(true);
    expect(await inFirstScreen(page.getByRole('link', { name: 'Get in Touch' }))).toBe(true);
    const firstProject = page.getByTestId('project-card').first().getByRole('heading');
    await firstProject.waitFor();
    await expect.poll(() => inFirstScreen(firstProject)).toBe(true);
    await context.close();
  });

  it('a post reads in a centred column of about 70 characters, with its contents, anchors and a copy button on code', async () => {
    const { context, page } = await openPage(browser, { viewport: WIDE, theme: 'light' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto(`${BASE_URL}${POST}`);
    const body = page.getByTestId('post-body');
    await body.locator('p').first().waitFor();
    const column = (await body.boundingBox())!;
    const middle = await page.evaluate(() => document.documentElement.clientWidth / 2);
    expect(Math.abs(column.x + column.width / 2 - middle)).toBeLessThan(2);
    const perLine = await body.evaluate((el) => {
      // An average character of the body's own type: a sample of text on one line, out of the flow.
      const probe = document.createElement('span');
      probe.style.whiteSpace = 'nowrap';
      probe.style.position = 'absolute';
      probe.textContent = 'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ'.repeat(4);
      el.querySelector('p')!.append(probe);
      const width = probe.getBoundingClientRect().width / probe.textContent.length;
      probe.remove();
      return el.getBoundingClientRect().width / width;
    });
    expect(perLine).toBeGreaterThan(60);
    expect(perLine).toBeLessThan(85);
    // The contents beside the text link to the headings' anchors.
    const contents = page.getByRole('navigation', { name: 'On this page' });
    expect(await contents.getByRole('link', { name: 'Canary analysis' }).getAttribute('href')).toBe('#canary-analysis');
    expect((await contents.boundingBox())!.x).toBeGreaterThan(column.x + column.width);
    expect(await page.locator('h2#canary-analysis a.heading-anchor').getAttribute('href')).toBe('#canary-analysis');
    // Named once ('Copy code', never 'CopyCopied'); the copy is shown on the button and announced by a status.
    const copy = page.getByRole('button', { name: 'Copy code', exact: true }).first();
    await copy.click();
    await page.getByRole('status').filter({ hasText: 'Code copied' }).first().waitFor({ state: 'attached' });
    await expect.poll(() => copy.innerText()).toBe('Copied');
    expect(await copy.getAttribute('aria-label')).toBe('Copy code');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('kind: AnalysisTemplate');
    await context.close();
  });

  it('/blog shows at least six posts in the first screen, and links its tags and its feed', async () => {
    const { context, page } = await openPage(browser, { viewport: WIDE, theme: 'dark' });
    await page.goto(`${BASE_URL}/blog`);
    const titles = page.getByTestId('post-row').getByRole('heading', { level: 2 });
    await titles.first().waitFor();
    const seen = [];
    for (const title of await titles.all()) if (await inFirstScreen(title)) seen.push(await title.textContent());
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/feed.xml');
    await page.getByRole('link', { name: 'All tags' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    const tags = page.getByRole('list', { name: 'Tags' }).getByRole('link');
    await tags.first().waitFor();
    expect(await tags.first().textContent()).toBe('#kubernetes2 posts');
    for (const text of await tags.allTextContents()) expect(text).toMatch(/^#[a-z0-9-]+\d+ posts?$/);
    await context.close();
  });

  it('sets a first visit’s first page and the next one in the same face', async () => {
    const { context, page } = await openPage(browser, { viewport: WIDE });
    await page.goto(`${BASE_URL}${POST}`);
    await page.locator('main h1').waitFor();
    const first = await faces(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'All Projects' }).waitFor();
    expect(await faces(page)).toEqual(first);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'All Projects' }).waitFor();
    expect(await faces(page)).toEqual(first);
    // Nothing to fetch for it: the system's own face.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\.woff2?(\?|$)/.test(e.name)).length)).toBe(0);
    await context.close();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`axe finds no serious or critical violation on the redesigned pages (${theme})`, async () => {
      const { context, page } = await openPage(browser, { viewport: WIDE, theme, reducedMotion: true });
      const report: string[] = [];
      for (const [path, ready] of [
        ['/', 'Featured Projects'],
        ['/blog', 'Blog'],
        ['/blog/tags', 'Tags'],
        [POST, 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts'],
        ['/projects', 'All Projects'],
      ] as const) {
        await page.goto(`${BASE_URL}${path}`);
        await page.getByRole('heading', { name: ready, exact: true }).first().waitFor();
        await animationsSettled(page);
        for (const v of await seriousA11yViolations(page)) report.push(`${path}: ${v.id} (${v.impact}) ${v.help}`);
      }
      expect(report).toEqual([]);
      await context.close();
    });
  }
});
