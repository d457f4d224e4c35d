import { COLLECTIONS } from '@portfolio/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { retrySignInNotices, noteSignIn, type SignInNoticeDeps } from '../../src/auth/sign-in-notice.js';
import { smtpMailer, type Mailer } from '../../src/mail/mailer.js';
import { MINUTE } from './clock.js';
import type { Harness, MakeHarness } from './harness.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from './smtp.js';

const OWNER = { uid: 'owner-uid', email: 'owner@portfolio.test', isOwner: true };
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36';
const PHONE_FIREFOX = 'Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const FROM = 'Portfolio <noreply@portfolio.test>';

/** The sign-in record and notice (auth/sign-in-notice.ts), against whichever store `makeHarness` builds. */
export function signInSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`sign-ins to the owner's account on the ${storeName} store, with a real SMTP server`, () => {
    const received: ReceivedMail[] = [];
    let smtp: TestSmtp;
    let mailer: Mailer;
    let h: Harness;
    let deps: SignInNoticeDeps;
    let smtpDown = false;
    const log: string[] = [];

    beforeAll(async () => {
      smtp = await startSmtp(0, received);
      const real = smtpMailer({ host: '127.0.0.1', port: smtp.port, tls: false, user: '', pass: '' });
      mailer = { send: (mail) => (smtpDown ? Promise.reject(new Error('connect ECONNREFUSED')) : real.send(mail)) };
    });
    afterAll(() => smtp.close());

    beforeEach(async () => {
      received.length = 0;
      log.length = 0;
      smtpDown = false;
      h = await makeHarness('2026-11-23T21:43:00.000Z');
      deps = {
        store: h.store,
        mailer: () => mailer,
        mailFrom: FROM,
        siteUrl: 'https://portfolio.test/',
        hashSecret: 'test-secret',
        clock: h.clock,
        emailOf: async (uid) => (uid === OWNER.uid ? OWNER.email : ''),
        log: (message) => log.push(message),
      };
    });

    const signIn = (userAgent: string, secondFactor = false) => noteSignIn(deps, { ...OWNER, userAgent, secondFactor });

    it('a sign-in from a new browser mails the account once: when, browser and platform, and the way to sign out everywhere', async () => {
      const noted = await signIn(MAC_CHROME);
      expect(noted).toMatchObject({ notice: 'sent' });
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.envelopeTo).toEqual([OWNER.email]);
      expect(mail.headers.subject).toBe("New sign-in to your site's admin: Chrome on macOS");
      expect(mail.text).toContain('When: Monday, November 23, 2026, 21:43 UTC');
      expect(mail.text).toContain('Browser: Chrome on macOS');
      expect(mail.text).toContain(
        "If it wasn't you, sign out everywhere now, then change your password:\nhttps://portfolio.test/admin/settings/security#wasnt-me",
      );
      expect(await h.doc(COLLECTIONS.ownerSignIns, noted!.id)).toMatchObject({
        uid: OWNER.uid,
        at: '2026-11-23T21:43:00.000Z',
        browser: 'Chrome',
        platform: 'macOS',
        new_browser: true,
        second_factor: false,
        notice: 'sent',
      });
    });

    it('a sign-in from a known browser is recorded and mails nothing; another browser mails again', async () => {
      await signIn(MAC_CHROME);
      h.clock.advance(3 * 24 * 60 * MINUTE);
      const again = await signIn(MAC_CHROME, true);
      expect(again).toMatchObject({ notice: 'not-needed' });
      expect(received).toHaveLength(1);
      expect(await h.doc(COLLECTIONS.ownerSignIns, again!.id)).toMatchObject({
        new_browser: false,
        second_factor: true,
        notice: 'not-needed',
      });

      await signIn(PHONE_FIREFOX);
      expect(received).toHaveLength(2);
      expect(received[1]!.headers.subject).toBe("New sign-in to your site's admin: Firefox on Android");
    });

    it('a notice the mail server refused is sent by the retry job, once', async () => {
      smtpDown = true;
      const noted = await signIn(PHONE_FIREFOX);
      expect(noted).toMatchObject({ notice: 'failed' });
      expect(log).toContain('Sign-in notice not sent; the retry job will try again');
      expect(received).toHaveLength(0);

      smtpDown = false;
      h.clock.advance(5 * MINUTE);
      expect(await retrySignInNotices(deps)).toEqual({ sent: 1, failed: 0 });
      expect(received).toHaveLength(1);
      expect(await h.doc(COLLECTIONS.ownerSignIns, noted!.id)).toMatchObject({ notice: 'sent', notice_attempts: 2 });
      expect(await retrySignInNotices(deps)).toEqual({ sent: 0, failed: 0 });
      expect(received).toHaveLength(1);
    });

    it("another account's sign-in is not the owner's: nothing is recorded and nothing is mailed", async () => {
      const noted = await noteSignIn(deps, {
        uid: 'former-owner',
        email: 'former@portfolio.test',
        isOwner: false,
        userAgent: MAC_CHROME,
        secondFactor: false,
      });
      expect(noted).toBeNull();
      expect(received).toHaveLength(0);
      expect(await h.everythingStored()).not.toContain('former-owner');
    });

    it('stores neither the user agent nor any address', async () => {
      await signIn(MAC_CHROME);
      const everything = await h.everythingStored();
      expect(everything).not.toContain('Macintosh');
      expect(everything).not.toContain('132.0.0.0');
    });
  });
}
