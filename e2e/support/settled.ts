/**
 * What a person waits for before looking down a page, public or admin: the one wait every capture
 * takes, so that a screenshot shows what a visitor or the owner sees once the page has arrived.
 */
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser';

/**
 * Still to come: data behind a spinner or a loading placeholder, a part marked busy (a home section
 * rendered in a later idle moment, a skill's icon until the app draws it). The hero's particles are
 * not: they wait for the pointer over the hero, and the pointer rests in the corner.
 */
const PENDING = '.chakra-spinner, .chakra-skeleton, [aria-busy="true"]';

/**
 * Waits for everything pending, every picture and icon as scrolling down would show them, and the
 * animations. The pointer moves first, as a visitor's does (on a served page that starts the app),
 * and comes to rest in the corner, off every link and row: a capture shows nothing hovered.
 * A full-page capture does not scroll: a lazy picture, an icon drawn as a CSS mask or a section
 * revealed on scroll stayed empty below the window (the skills' icons on a phone, late covers), so
 * the page is scrolled through a window at a time, each step waiting for the next frame, and back to
 * the top; once before the wait (scrolling is a visitor's move too) and again after it, for what
 * arrived meanwhile.
 */
export async function settled(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(0, 0);
  await scrollThrough(page);
  await page.waitForFunction((pending) => !document.querySelector(pending), PENDING);
  await scrollThrough(page);
  await page.evaluate(async () => {
    const masks = Array.from(
      document.querySelectorAll<HTMLElement>('[style*="mask"]'),
      (el) => /url\("?([^")]+)/.exec(el.style.maskImage)?.[1],
    );
    const pictures = [
      ...document.images,
      ...masks.filter((url) => url !== undefined).map((url) => Object.assign(new Image(), { src: url })),
    ];
    await Promise.all(
      pictures.map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    );
    await new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
  });
  await animationsSettled(page);
}

/** Down the page a window at a time, a frame drawn at each step, and back to the top. */
function scrollThrough(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frame = () => new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, 0);
    await frame();
  });
}
