import { BACKGROUND_JOBS, JOB_NAMES, type JobName, type JobSpec } from '@portfolio/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpMailer, type Mailer } from '../../src/mail/mailer.js';
import { recordingMailer, recordRun } from '../../src/health/job-runs.js';
import { watchHealth, type WatchdogDeps } from '../../src/health/watchdog.js';
import { MINUTE } from './clock.js';
import type { Harness, MakeHarness } from './harness.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from './smtp.js';

const OWNER = 'owner@portfolio.test';
/** Every job that runs on a schedule but the watchdog itself, as the model declares them. */
const SCHEDULED = JOB_NAMES.filter((job) => job !== 'watchHealth' && (BACKGROUND_JOBS[job] as JobSpec).periodMinutes);
const FROM = 'Portfolio <noreply@portfolio.test>';

/**
 * The background work's health (health/): each job's last success and failure, and the watchdog that
 * mails the owner once when a job stops or mail keeps failing and once when it recovers; against
 * whichever store `makeHarness` builds, with a real SMTP server.
 */
export function healthSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`background work's health on the ${storeName} store, with a real SMTP server`, () => {
    const received: ReceivedMail[] = [];
    let smtp: TestSmtp;
    let smtpDown = false;
    let h: Harness;
    let deps: WatchdogDeps;
    let mailer: Mailer;
    const log: string[] = [];

    beforeAll(async () => {
      smtp = await startSmtp(0, received);
    });
    afterAll(() => smtp.close());

    beforeEach(async () => {
      received.length = 0;
      log.length = 0;
      smtpDown = false;
      h = await makeHarness('2026-11-27T09:00:00.000Z');
      const real = smtpMailer({ host: '127.0.0.1', port: smtp.port, tls: false, user: '', pass: '' });
      const flaky: Mailer = {
        send: (mail) => (smtpDown ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587\nat TCP')) : real.send(mail)),
      };
      mailer = recordingMailer(
        flaky,
        () => h.health,
        h.clock,
        (message) => log.push(message),
      );
      deps = {
        health: h.health,
        mailer: () => mailer,
        mailFrom: FROM,
        ownerEmail: OWNER,
        siteUrl: 'https://portfolio.test',
        clock: h.clock,
        log: (message) => log.push(message),
      };
    });

    const run = (job: Parameters<typeof recordRun>[3], work: () => Promise<unknown>) =>
      recordRun(
        () => h.health,
        h.clock,
        (message) => log.push(message),
        job,
        work,
      );
    /** The scheduled jobs doing their work, so only what a test breaks is in trouble. */
    const scheduledJobsRun = async (except?: JobName) => {
      for (const job of SCHEDULED.filter((name) => name !== except)) await run(job, async () => undefined);
    };
    const ownerMail = (text: string) => ({ to: OWNER, from: FROM, subject: 'Hello', text, messageId: `<${text}@portfolio.test>` });

    it("records each run's success, and a failure with its error's first line and since when it fails", async () => {
      await run('rollUpAnalytics', async () => 'folded');
      h.clock.advance(MINUTE);
      await expect(
        run('rollUpAnalytics', () => Promise.reject(new Error('Transaction lock timeout\n    at Firestore.commit'))),
      ).rejects.toThrow('Transaction lock timeout');
      h.clock.advance(MINUTE);
      await expect(run('rollUpAnalytics', () => Promise.reject(new Error('Deadline exceeded')))).rejects.toThrow();
      expect((await h.health.jobHealth()).rollUpAnalytics).toEqual({
        last_success_at: '2026-11-27T09:00:00.000Z',
        last_failure_at: '2026-11-27T09:02:00.000Z',
        failing_since: '2026-11-27T09:01:00.000Z',
        last_error: 'Deadline exceeded',
      });
      h.clock.advance(MINUTE);
      await run('rollUpAnalytics', async () => 'folded');
      expect((await h.health.jobHealth()).rollUpAnalytics).toMatchObject({
        last_success_at: '2026-11-27T09:03:00.000Z',
        failing_since: null,
      });
    });

    it('mails the owner once when a scheduled job misses three of its runs, and once when it works again', async () => {
      await scheduledJobsRun();
      await watchHealth(deps);
      // The rollups keep running; scheduled posts stop after 09:00.
      for (let minute = 1; minute <= 3; minute += 1) {
        h.clock.advance(MINUTE);
        await scheduledJobsRun('publishScheduledPosts');
        await expect(
          run('publishScheduledPosts', () => Promise.reject(new Error('PERMISSION_DENIED: Missing or insufficient permissions.'))),
        ).rejects.toThrow();
        expect(await watchHealth(deps)).toMatchObject({ opened: [], mailed: false });
      }
      h.clock.advance(MINUTE);
      await scheduledJobsRun('publishScheduledPosts');
      expect(await watchHealth(deps)).toMatchObject({ opened: ['publishScheduledPosts'], mailed: true });
      expect(received).toHaveLength(1);
      expect(received[0]!.envelopeTo).toEqual([OWNER]);
      expect(received[0]!.headers.subject).toBe('Your site: Scheduled posts stopped working');
      expect(received[0]!.text).toContain('- Scheduled posts (runs every minute) last succeeded: 2026-11-27 09:00 UTC.');
      expect(received[0]!.text).toContain('Last error: PERMISSION_DENIED: Missing or insufficient permissions.');
      expect(received[0]!.text).toContain('https://portfolio.test/admin/dashboard');

      // Still stopped an hour later: nothing more.
      for (let minute = 0; minute < 12; minute += 1) {
        h.clock.advance(5 * MINUTE);
        await scheduledJobsRun('publishScheduledPosts');
        await watchHealth(deps);
      }
      expect(received).toHaveLength(1);

      await run('publishScheduledPosts', async () => undefined);
      expect(await watchHealth(deps)).toMatchObject({ recovered: ['publishScheduledPosts'], mailed: true });
      await watchHealth(deps);
      expect(received).toHaveLength(2);
      expect(received[1]!.headers.subject).toBe('Your site: Scheduled posts works again');
      expect(received[1]!.text).toContain(
        '- Scheduled posts: in trouble from 2026-11-27 09:00 UTC, working again at 2026-11-27 10:04 UTC.',
      );
    });

    it('when mail keeps failing, tells the owner once it can: one mail when it works again', async () => {
      smtpDown = true;
      await expect(mailer.send(ownerMail('first'))).rejects.toThrow('ECONNREFUSED');
      expect((await h.health.jobHealth()).mail).toMatchObject({
        failing_since: '2026-11-27T09:00:00.000Z',
        last_error: 'connect ECONNREFUSED 127.0.0.1:587',
      });
      h.clock.advance(31 * MINUTE);
      await scheduledJobsRun();
      // The watchdog's own notice cannot go out either; it tries on every run, and never twice once it has.
      expect(await watchHealth(deps)).toMatchObject({ opened: ['mail'], mailed: false });
      h.clock.advance(5 * MINUTE);
      await scheduledJobsRun();
      expect(await watchHealth(deps)).toMatchObject({ opened: [], mailed: false });
      expect(log).toContain('The watchdog could not mail the owner; it tries again next run');

      smtpDown = false;
      h.clock.advance(5 * MINUTE);
      await scheduledJobsRun();
      await mailer.send(ownerMail('a contact message'));
      expect(await watchHealth(deps)).toMatchObject({ recovered: ['mail'], mailed: true });
      h.clock.advance(5 * MINUTE);
      await scheduledJobsRun();
      await watchHealth(deps);
      const notices = received.filter((mail) => mail.headers.subject?.startsWith('Your site:'));
      expect(notices.map((mail) => mail.headers.subject)).toEqual(['Your site: Mail delivery works again']);
      expect(notices[0]!.text).toContain('- Mail delivery: in trouble from 2026-11-27 09:00 UTC, working again at 2026-11-27 09:41 UTC.');
    });

    it('counts pages that answered 5xx by their kind, per UTC hour', async () => {
      await h.health.countPageError('post', h.clock());
      await h.health.countPageError('post', h.clock());
      await h.health.countPageError('other', h.clock());
      h.clock.advance(60 * MINUTE);
      await h.health.countPageError('home', h.clock());
      expect(await h.doc('page_errors', '2026-11-27T09')).toEqual({
        period_start: '2026-11-27T09:00:00.000Z',
        counts: { post: 2, other: 1 },
      });
      expect(await h.doc('page_errors', '2026-11-27T10')).toEqual({ period_start: '2026-11-27T10:00:00.000Z', counts: { home: 1 } });
    });
  });
}
