/**
 * The sample site's photographs, made by the upload pipeline's own code (scripts/sample-photos.mjs):
 * on the production build on the emulators, as the render function serves the pages (the seed copies
 * the records onto the items as the editor does); on the demo build, as the twin draws them from the
 * small sizes the build carries. Each is a <picture> with AVIF and WebP sources whose every file
 * loads, with its width and height set; home's portrait is asked for first.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, BACKEND, BASE_URL, launchChromium, openPage, PHONE, screenshot } from './support/browser';
import { readsOnly } from './support/fresh-content';

const POST = '/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts';
/**
 * Each page and the photographs it shows at least: every sample project and post with a cover has
 * one. The blog's list is dense (titles, dates, tags): it draws no pictures, with photographs or without.
 */
const PAGES = [
  { name: 'home', path: '/', photos: 2 },
  { name: 'projects', path: '/projects', photos: 4 },
  { name: 'blog', path: '/blog', photos: 0 },
  { name: 'post', path: POST, photos: 1 },
];
const WITH_PHOTOS = PAGES.filter((p) => p.photos > 0);

interface Drawn {
  sources: { type: string; srcset: string }[];
  img: { width: string | null; height: string | null; alt: string; src: string; fetchPriority: string | null };
}

/** Every <picture> of the page's main content and header, as the browser holds it. */
const pictures = (page: Page): Promise<Drawn[]> =>
  page.locator('picture').evaluateAll((all) =>
    all.map((picture) => {
      const img = picture.querySelector('img')!;
      return {
        sources: [...picture.querySelectorAll('source')].map((s) => ({ type: s.type, srcset: s.srcset })),
        img: {
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          alt: img.alt,
          src: img.getAttribute('src') ?? '',
          fetchPriority: img.getAttribute('fetchpriority'),
        },
      };
    }),
  );

const urlsOf = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!);

/** Each file a source offers: its HTTP status and content type. */
async function filesOf(request: APIRequestContext, drawn: Drawn[]) {
  const checks: { url: string; expected: string; status: number; type: string }[] = [];
  for (const { sources } of drawn)
    for (const { type, srcset } of sources)
      for (const url of urlsOf(srcset)) {
        const response = await request.get(new URL(url, BASE_URL).href);
        checks.push({ url, expected: type, status: response.status(), type: response.headers()['content-type'] ?? '' });
      }
  return checks;
}

/** Scrolls to the page's end as a person reads, so lazy pictures load, then back to the top. */
async function readToEnd(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => scrollTo(0, 0));
  await expect
    .poll(() => page.locator('picture img').evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
}

describe(`the sample's photographs (${BACKEND === 'firebase' ? 'served pages on the emulators' : 'the demo'})`, readsOnly, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(WITH_PHOTOS)('$path draws its photographs as <picture>: AVIF and WebP, sized, every file loading', async ({ path, photos }) => {
    if (BACKEND === 'firebase') {
      // What the render function sent, before any script ran.
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      expect(html.split('<picture').length - 1).toBeGreaterThanOrEqual(photos);
      expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif \d+w/i);
    }
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${BASE_URL}${path}`);
    await expect.poll(async () => (await pictures(page)).length).toBeGreaterThanOrEqual(photos);
    const drawn = await pictures(page);
    for (const { sources } of drawn) expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    // Every picture's space is held before it arrives: the ones without width and height, by address.
    const unsized = drawn.filter(({ img }) => !(Number(img.width) > 0 && Number(img.height) > 0));
    expect(unsized.map(({ img }) => `${img.src} (${img.width} × ${img.height})`)).toEqual([]);
    // Described in words, but for the byline's portrait beside the author's name (decoration there).
    expect(drawn.filter(({ img }) => img.alt !== '').length).toBeGreaterThanOrEqual(photos);
    const files = await filesOf(context.request, drawn);
    expect(files.length).toBeGreaterThanOrEqual(photos * 2);
    expect(files.filter((f) => f.status !== 200 || f.type !== f.expected)).toEqual([]);
    await context.close();
  });

  it("home's portrait is a photograph asked for first: a small AVIF on a phone, the only picture with high priority", async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await page.goto(BASE_URL);
    const portrait = page.getByRole('img', { name: 'Portrait of Alex Morgan' });
    const state = () =>
      portrait.evaluate((element) => {
        const img = element as HTMLImageElement;
        return {
          inPicture: img.parentElement?.tagName,
          currentSrc: img.currentSrc,
          naturalWidth: img.complete ? img.naturalWidth : 0,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        };
      });
    await expect.poll(async () => (await state()).naturalWidth).toBeGreaterThan(0);
    const drawn = await state();
    expect(drawn).toMatchObject({ inPicture: 'PICTURE', width: '224', height: '224' });
    expect(drawn.currentSrc).toMatch(/\.avif$/);
    expect(drawn.naturalWidth).toBeLessThanOrEqual(480);
    expect(await page.locator('img[fetchpriority="high"]').evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).toEqual([
      'Portrait of Alex Morgan',
    ]);
    await context.close();
  });

  it('shows the photographs in both themes on a phone and a wide screen (screenshots)', async () => {
    for (const theme of ['light', 'dark'] as const)
      for (const [size, viewport] of [
        ['1440', { width: 1440, height: 900 }],
        ['390', PHONE],
      ] as const) {
        const { context, page } = await openPage(browser, { viewport, theme });
        for (const { name, path, photos } of PAGES) {
          await page.goto(`${BASE_URL}${path}`);
          await page.locator('main h1').first().waitFor();
          await expect.poll(async () => (await pictures(page)).length).toBeGreaterThanOrEqual(photos);
          await readToEnd(page);
          await animationsSettled(page);
          await screenshot(page, `photos-${BACKEND}-${name}-${theme}-${size}`);
        }
        await context.close();
      }
  });
});
