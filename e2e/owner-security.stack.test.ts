/**
 * The owner's account security on the production build over the emulators (the stack run of
 * `npm test`): a sign-in that needs its second factor (a phone stands in for the authenticator app:
 * the Auth emulator has no TOTP, github.com/firebase/firebase-tools/issues/6224; its codes are read from the emulator), and
 * signing out everywhere, which ends the session open in another browser at once.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, openPage } from './support/browser';

const PROJECT = 'demo-portfolio';
const PHONE = '+15555550123';
const auth = () => {
  if (getApps().length === 0) initializeApp({ projectId: PROJECT });
  return getAuth();
};

/** The code the Auth emulator "sent" to the phone last. */
async function lastCodeSentTo(phone: string): Promise<string> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const code = verificationCodes.filter((c) => c.phoneNumber === phone).at(-1)?.code;
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** Signs in over the Auth emulator's REST API (e-mail and password only) and returns the ID token. */
async function passwordOnlyToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Writes a skill through Firestore's REST API with `token`: the security rules decide. */
async function writeSkillWith(token: string): Promise<number> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT}/databases/(default)/documents/skills/rules-probe`;
  const fields = {
    name: { stringValue: 'Probe' },
    icon_ref: { stringValue: '' },
    description: { stringValue: '' },
    category: { stringValue: 'Tools' },
    sort_order: { integerValue: '99' },
  };
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  return response.status;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe("the owner's account security on the emulators", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an owner with a second factor signs in with its code, and then may change the site', async () => {
    // An owner whose rules want the second factor (the claim requireSecondFactor sets after enrolment).
    const email = `mfa-owner-${Date.now()}@example.com`;
    const user = await auth().createUser({
      email,
      password: 'mfa-owner-password',
      multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: PHONE, displayName: 'Test phone' }] },
    });
    await auth().setCustomUserClaims(user.uid, { admin: true, second_factor: true });

    const { context, page } = await openPage(browser);
    await page.goto(`${BASE_URL}/admin/content/hero`);
    await page.waitForURL('**/admin/login');
    await signIn(page, email, 'mfa-owner-password');
    await expect.poll(() => page.getByText(/Enter the 6-digit code sent to \+\*+0123\./).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByText(/That code is not right/).isVisible()).toBe(true);

    // A wrong code spends the challenge on the emulator: sign in again for a fresh code.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByLabel('Code').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByLabel('Code').fill(await lastCodeSentTo(PHONE));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/content/hero');

    // The rules take this session (signed in with the second factor) as the owner's.
    await page.getByLabel('Tagline').fill('Signed in with a second factor');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByTestId('status-banner').textContent()).toContain('Hero section updated successfully!');
    await context.close();
    await auth().deleteUser(user.uid);
  });

  it('once the owner has a second factor, the rules refuse a token signed in with the password alone', async () => {
    // The claim says "second factor required"; this account has none to give, as a thief with the password would not.
    const email = `password-only-${Date.now()}@example.com`;
    const user = await auth().createUser({ email, password: 'password-only-owner' });
    await auth().setCustomUserClaims(user.uid, { admin: true });
    expect(await writeSkillWith(await passwordOnlyToken(email, 'password-only-owner'))).toBe(200);
    await auth().setCustomUserClaims(user.uid, { admin: true, second_factor: true });
    expect(await writeSkillWith(await passwordOnlyToken(email, 'password-only-owner'))).toBe(403);
    await auth().deleteUser(user.uid);
  });

  it('signing out everywhere ends the session open in another browser at once', async () => {
    const first = await openPage(browser);
    const second = await openPage(browser);
    for (const { page } of [first, second]) {
      await page.goto(`${BASE_URL}/admin/messages`);
      await page.waitForURL('**/admin/login');
      await signIn(page, 'owner@example.com', 'demo1234');
      await page.waitForURL('**/admin/messages');
    }

    await first.page.goto(`${BASE_URL}/admin/settings/security`);
    await first.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await first.page
      .getByRole('group', { name: 'Confirm signing out everywhere' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await first.page.waitForURL('**/admin/login');
    await expect.poll(() => first.page.getByTestId('status-banner').textContent()).toContain('Signed out everywhere. Sign in again.');

    // The other browser did nothing: its open admin is signed out by the rules' refusal.
    await second.page.waitForURL('**/admin/login', { timeout: 30_000 });
    await expect.poll(() => second.page.getByTestId('status-banner').textContent()).toContain('Your session has ended');

    // And a new sign-in works again, back on the page the owner had open (however soon it comes: the
    // login waits out the second the sessions ended in, which a sign-in within would share).
    await signIn(second.page, 'owner@example.com', 'demo1234');
    await second.page.waitForURL('**/admin/messages');
    await expect.poll(() => second.page.getByRole('heading', { level: 1 }).textContent()).toContain('Messages');
    await first.context.close();
    await second.context.close();
  });
});
