import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAILED_SIGN_INS, noteFailedSignIn, type FailedSignInDeps } from '../../src/auth/failed-sign-ins.js';
import { smtpMailer, type Mailer } from '../../src/mail/mailer.js';
import { HOUR, MINUTE } from './clock.js';
import type { Harness, MakeHarness } from './harness.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from './smtp.js';

const OWNER = 'owner@portfolio.test';
const STRANGER = 'someone-else@portfolio.test';

/** Failed sign-ins reported by the login page (auth/failed-sign-ins.ts), against whichever store `makeHarness` builds. */
export function failedSignInsSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`failed sign-ins with the owner's address on the ${storeName} store, with a real SMTP server`, () => {
    const received: ReceivedMail[] = [];
    let smtp: TestSmtp;
    let mailer: Mailer;
    let h: Harness;
    let deps: FailedSignInDeps;

    beforeAll(async () => {
      smtp = await startSmtp(0, received);
      mailer = smtpMailer({ host: '127.0.0.1', port: smtp.port, tls: false, user: '', pass: '' });
    });
    afterAll(() => smtp.close());
    beforeEach(async () => {
      received.length = 0;
      h = await makeHarness('2026-11-23T21:00:00.000Z');
      deps = {
        store: h.store,
        ownerAddress: async (email) => (email.toLowerCase() === OWNER ? OWNER : null),
        mailer: () => mailer,
        mailFrom: 'Portfolio <noreply@portfolio.test>',
        siteUrl: 'https://portfolio.test',
        hashSecret: 'test-secret',
        clock: h.clock,
      };
    });

    /** `count` failures, a minute apart, each from its own visitor address unless one is given. */
    async function fail(count: number, email = OWNER, ip?: string) {
      for (let i = 0; i < count; i += 1) {
        expect(await noteFailedSignIn(deps, { email }, ip ?? `198.51.100.${i + 1}`)).toEqual({});
        h.clock.advance(MINUTE);
      }
    }

    it('mails the owner once, at the tenth failure within an hour, and not at the ones after', async () => {
      await fail(FAILED_SIGN_INS.threshold - 1);
      expect(received).toHaveLength(0);
      await fail(1);
      expect(received).toHaveLength(1);
      expect(received[0]!.envelopeTo).toEqual([OWNER]);
      expect(received[0]!.headers.subject).toBe("10 failed sign-ins to your site's admin in an hour");
      expect(received[0]!.text).toContain('In the hour before 2026-11-23 21:09 UTC, 10 sign-ins with your address (owner@portfolio.test)');
      expect(received[0]!.text).toContain('https://portfolio.test/admin/settings/security');
      await fail(15);
      expect(received).toHaveLength(1);
    });

    it('counts an hour at a time: ten spread over more than an hour mail nothing', async () => {
      for (let i = 0; i < 12; i += 1) {
        await fail(1);
        h.clock.advance(6 * MINUTE);
      }
      expect(received).toHaveLength(0);
    });

    it('mails again only a day after the last mail', async () => {
      await fail(FAILED_SIGN_INS.threshold);
      h.clock.advance(12 * HOUR);
      await fail(FAILED_SIGN_INS.threshold);
      expect(received).toHaveLength(1);
      h.clock.advance(12 * HOUR);
      await fail(FAILED_SIGN_INS.threshold);
      expect(received).toHaveLength(2);
    });

    it("stores and mails nothing for an address that is not the owner's, and answers the same", async () => {
      await fail(FAILED_SIGN_INS.threshold * 2, STRANGER);
      expect(received).toHaveLength(0);
      expect(await h.doc('fn_state', 'failed_sign_ins')).toBeNull();
    });

    it('counts one visitor at most 20 times an hour', async () => {
      await fail(FAILED_SIGN_INS.perVisitor + 5, STRANGER, '203.0.113.9');
      // The same visitor, now over its limit, reporting the owner's address: not counted at all.
      await fail(FAILED_SIGN_INS.threshold, OWNER, '203.0.113.9');
      expect(await h.doc('fn_state', 'failed_sign_ins')).toBeNull();
      expect(received).toHaveLength(0);
    });

    it('keeps times only: no address typed, no visitor address', async () => {
      await fail(FAILED_SIGN_INS.threshold);
      const everything = await h.everythingStored();
      expect(everything).not.toContain(OWNER);
      expect(everything).not.toContain('198.51.100');
    });
  });
}
