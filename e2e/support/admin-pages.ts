/**
 * What the owner's journeys through the back office share: the editor's form, the feedback an action
 * gives, and a viewport tall enough for a drag.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Runs `drag` with every row it needs on screen: a drag the test drives cannot scroll the page on its
 * way, as a person's does at the window's edge.
 */
export async function withTallViewport(page: Page, height: number, drag: () => Promise<void>) {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height });
  try {
    await drag();
  } finally {
    await page.setViewportSize(viewport);
  }
}

const banner = (page: Page) => page.getByTestId('status-banner');

/** Feedback where the eye is, once: the product's message in the screen's banner, in view, and no toast. */
export async function expectFeedback(page: Page, message: string) {
  await expect.poll(() => banner(page).textContent()).toContain(message);
  // One message per action, in view: the result of what the owner did is the banner's, never also
  // a toast (toasts are for what happens in the background). Watched from every frame in the page: a
  // toast slides in, stays 5 seconds and slides out, and a busy machine could sample it from the
  // test's side only while it moves.
  const shown = await page.evaluate(
    (text) =>
      new Promise<string>((resolve) => {
        const inView = (box: DOMRect | undefined) => !!box && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        const toastWith = () =>
          // One leaving (data-state closed, sliding out as its screen goes) no longer counts.
          [...document.querySelectorAll('[data-scope="toast"][data-part="root"]:not([data-state="closed"])')].find((el) =>
            el.textContent?.includes(text),
          );
        const bannerWith = () =>
          [...document.querySelectorAll('[data-testid="status-banner"]')].find((el) => el.textContent?.includes(text));
        // Frame by frame, for as long as expect.poll waits (30 s: a loaded machine): a save that leaves
        // the editor shows its message on the next screen's banner, a toast slides in before it rests.
        const deadline = performance.now() + 30_000;
        const frame = () => {
          if (inView(bannerWith()?.getBoundingClientRect())) resolve(toastWith() ? 'banner and a toast' : 'banner');
          else if (inView(toastWith()?.getBoundingClientRect())) resolve('toast');
          else if (performance.now() > deadline) resolve('nothing in view');
          else requestAnimationFrame(frame);
        };
        frame();
      }),
    message,
  );
  expect(shown).toBe('banner');
}

/** The editor page's form (fields, save bar). */
export const editor = (page: Page) => page.getByRole('form');
