/**
 * The owner's account security in Chromium: the Security screen, an authenticator app added from its
 * QR code's key, and the sign-in that then asks for the code. Authenticator apps (TOTP) run on the demo
 * build (the twin checks real codes, made here by a TOTP library from the key the screen shows); the
 * Auth emulator has none (github.com/firebase/firebase-tools/issues/6224), so over the emulators this file checks the
 * screen itself and owner-security.stack.test.ts signs in with a phone standing in.
 * Screenshots in both themes, at phone and desktop width.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  BACKEND,
  BASE_URL,
  DESKTOP,
  launchChromium,
  openPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
  submitOwnerLogin,
} from './support/browser';

/** Authenticator apps can be added where the backend has them: the demo's twin. */
const TOTP_RUNS = BACKEND === 'memory';
/** axe-core is injected as an inline script, which the stack's Content-Security-Policy refuses (rightly). */
const noSeriousA11yViolations = async (page: Page) => {
  if (BACKEND === 'memory') expect(await seriousA11yViolations(page)).toEqual([]);
};

describe('Settings → Security', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const looks = [
    { theme: 'light', viewport: DESKTOP, size: 'desktop' },
    { theme: 'dark', viewport: DESKTOP, size: 'desktop' },
    { theme: 'light', viewport: PHONE, size: 'phone' },
    { theme: 'dark', viewport: PHONE, size: 'phone' },
  ] as const;

  it.each(looks)('the screen, the enrolment and the code step ($theme, $size)', async ({ theme, viewport, size }) => {
    const { context, page } = await openPage(browser, { theme, viewport });
    await page.goto(`${BASE_URL}/admin/settings`);
    await page.waitForURL('**/admin/login');
    await submitOwnerLogin(page);
    await page.waitForURL('**/admin/settings');
    await page.getByRole('link', { name: /^Security/ }).click();
    await page.waitForURL('**/admin/settings/security');
    await expect.poll(() => page.getByRole('heading', { name: 'Recent sign-ins' }).isVisible()).toBe(true);
    // The sign-in just made is listed (over the emulators as "Unknown browser": the Auth emulator passes
    // no user agent to the blocking function).
    await expect.poll(() => page.getByTestId('sign-ins').locator('tbody tr').count()).toBeGreaterThan(0);
    if (BACKEND === 'memory') expect(await page.getByTestId('sign-ins').textContent()).toContain('Chrome on Linux');
    await noSeriousA11yViolations(page);
    await screenshot(page, `security-${theme}-${size}`);
    if (!TOTP_RUNS) {
      await context.close();
      return;
    }

    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Continue' }).click();
    const qr = page.getByRole('img', { name: 'QR code to add this site to your authenticator app' });
    await expect.poll(() => qr.isVisible()).toBe(true);
    const key = (await page.getByTestId('totp-key').textContent()) ?? '';
    const app = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 });
    await noSeriousA11yViolations(page);
    await screenshot(page, `security-enrolment-${theme}-${size}`);

    await page.getByLabel('Code from the app').fill(app.generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.getByTestId('status-banner').textContent()).toContain('Authenticator app added.');
    await screenshot(page, `security-enrolled-${theme}-${size}`);

    // The next sign-in asks for the code.
    if (size === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL('**/admin/login');
    await submitOwnerLogin(page);
    await expect
      .poll(() => page.getByText('Open Authenticator app and enter the 6-digit code it shows for this site.').isVisible())
      .toBe(true);
    await noSeriousA11yViolations(page);
    await screenshot(page, `login-code-step-${theme}-${size}`);
    await page.getByLabel('Code').fill(app.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard');
    await context.close();
  });
});
