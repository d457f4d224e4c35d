import { COLLECTIONS, DEFAULT_SETTINGS } from '@portfolio/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpMailer, type Mailer } from '../../src/mail/mailer.js';
import { sendWeeklyDigest, type DigestDeps } from '../../src/analytics/weekly-digest.js';
import type { Harness, MakeHarness } from './harness.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from './smtp.js';

const OWNER = 'owner@portfolio.test';
const FROM = 'Portfolio <noreply@portfolio.test>';
const day = (date: string, rollup: Record<string, unknown>) => ({
  period_start: `${date}T00:00:00.000Z`,
  pages: [],
  referrers: [],
  ...rollup,
});

/**
 * The weekly digest: once, on Monday morning in the owner's time zone, with the week's figures beside
 * the week before's; none while switched off. Against whichever store `makeHarness` builds, with a
 * real SMTP server.
 */
export function digestSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`the weekly digest on the ${storeName} store, with a real SMTP server`, () => {
    const received: ReceivedMail[] = [];
    let smtp: TestSmtp;
    let smtpDown = false;
    let h: Harness;
    let deps: DigestDeps;

    beforeAll(async () => {
      smtp = await startSmtp(0, received);
    });
    afterAll(() => smtp.close());

    const settings = (over: Record<string, unknown>) =>
      h.seed(COLLECTIONS.siteSettings, 'analytics', { settings: { ...DEFAULT_SETTINGS.analytics, ...over } });

    beforeEach(async () => {
      received.length = 0;
      smtpDown = false;
      // Sunday 23:00 UTC: Monday 00:00 in Berlin (UTC+1 in November).
      h = await makeHarness('2026-11-29T23:00:00.000Z');
      await h.seed(COLLECTIONS.sections, 'contact', { content: { email: OWNER, social: { github: '', linkedin: '' } } });
      const real = smtpMailer({ host: '127.0.0.1', port: smtp.port, tls: false, user: '', pass: '' });
      const mailer: Mailer = { send: (mail) => (smtpDown ? Promise.reject(new Error('connect ECONNREFUSED')) : real.send(mail)) };
      deps = {
        store: h.store,
        mailer: () => mailer,
        mailFrom: FROM,
        ownerEmail: 'fallback@portfolio.test',
        siteUrl: 'https://portfolio.test',
        clock: h.clock,
      };
      // The week before (Nov 16 to 22) and the week (Nov 23 to 29).
      await h.seed(
        COLLECTIONS.analyticsDaily,
        '2026-11-18',
        day('2026-11-18', { views: 4, visits: 2, visitor_count: 2, goals: [{ key: 'outbound', views: 1, visits: 1 }] }),
      );
      await h.seed(
        COLLECTIONS.analyticsDaily,
        '2026-11-25',
        day('2026-11-25', {
          views: 7,
          visits: 3,
          conversions: 1,
          visitor_count: 3,
          pages: [
            { key: '/', views: 5, visits: 3 },
            { key: '/resume', views: 2 },
          ],
          referrers: [{ key: 'linkedin.com', views: 3, visits: 2 }],
          campaigns: [{ key: 'acme-2026', views: 3, visits: 1, goals: { message: 1 }, conversions: 1 }],
          goals: [
            { key: 'outbound', views: 1, visits: 1 },
            { key: 'message', views: 1, visits: 1 },
          ],
        }),
      );
      await settings({ weekly_digest: true, time_zone: 'Europe/Berlin' });
    });

    it('mails the week beside the week before, once, on Monday morning in the owner time zone', async () => {
      // Monday 00:00 in Berlin: not morning yet.
      expect(await sendWeeklyDigest(deps)).toBe('not-yet');
      h.clock.set('2026-11-30T06:59:00.000Z');
      expect(await sendWeeklyDigest(deps)).toBe('not-yet');
      // 08:00 in Berlin.
      h.clock.set('2026-11-30T07:00:00.000Z');
      expect(await sendWeeklyDigest(deps)).toBe('sent');
      h.clock.set('2026-11-30T08:00:00.000Z');
      expect(await sendWeeklyDigest(deps)).toBe('already-sent');
      expect(received).toHaveLength(1);
      const [mail] = received;
      expect(mail!.envelopeTo).toEqual([OWNER]);
      expect(mail!.headers.subject).toBe('Your site this week: 3 visits, 1 reached a goal');
      expect(mail!.text).toContain('Your site from 2026-11-23 to 2026-11-29 (UTC), beside the week before.');
      expect(mail!.text).toContain('Visits: 3 (+50% vs 2)');
      expect(mail!.text).toContain('Page views: 7 (+75% vs 4)');
      expect(mail!.text).toContain('Visits that reached a goal: 1 (33% of visits) (new)');
      expect(mail!.text).toContain('  Outbound clicks: 1 (no change)');
      expect(mail!.text).toContain('  Contact messages: 1 (new)');
      expect(mail!.text).toContain('  Resume downloads: 0\n');
      expect(mail!.text).toContain('  /: 5 views (new)');
      expect(mail!.text).toContain('  linkedin.com: 2 visits (new)');
      expect(mail!.text).toContain('  acme-2026: 1 visit (new)');
      expect(mail!.text).toContain('The dashboard: https://portfolio.test/admin/dashboard');
      // Next Monday, the next week's.
      h.clock.set('2026-12-07T09:00:00.000Z');
      expect(await sendWeeklyDigest(deps)).toBe('sent');
      expect(received).toHaveLength(2);
    });

    it('sends none while switched off, and none on another day', async () => {
      await settings({ weekly_digest: false, time_zone: 'Europe/Berlin' });
      h.clock.set('2026-11-30T09:00:00.000Z');
      expect(await sendWeeklyDigest(deps)).toBe('off');
      await settings({ weekly_digest: true, time_zone: 'Europe/Berlin' });
      h.clock.set('2026-12-01T09:00:00.000Z');
      expect(await sendWeeklyDigest(deps)).toBe('not-yet');
      expect(received).toEqual([]);
    });

    it('tries again the next hour when the mail server is down, and mails once', async () => {
      h.clock.set('2026-11-30T07:30:00.000Z');
      smtpDown = true;
      expect(await sendWeeklyDigest(deps)).toBe('failed');
      smtpDown = false;
      h.clock.set('2026-11-30T08:30:00.000Z');
      expect(await sendWeeklyDigest(deps)).toBe('sent');
      expect(await sendWeeklyDigest(deps)).toBe('already-sent');
      expect(received).toHaveLength(1);
    });

    it('reads a time zone it does not know, or none, as UTC', async () => {
      await settings({ weekly_digest: true, time_zone: 'Mars/Olympus_Mons' });
      h.clock.set('2026-11-30T07:30:00.000Z');
      expect(await sendWeeklyDigest(deps)).toBe('not-yet');
      h.clock.set('2026-11-30T08:00:00.000Z');
      expect(await sendWeeklyDigest(deps)).toBe('sent');
    });
  });
}
