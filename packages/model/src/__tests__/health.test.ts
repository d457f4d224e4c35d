import { describe, expect, it } from 'vitest';
import { errorLine, jobInTrouble, jobRows, pageErrorTotals } from '../health.js';

const at = (time: string) => `2026-11-27T${time}:00.000Z`;
const ok = (time: string) => ({ last_success_at: at(time), last_failure_at: null, failing_since: null, last_error: '' });

describe('background jobs as the dashboard and the watchdog see them', () => {
  const now = new Date(at('10:00'));

  it('a scheduled job is in trouble after three silent periods; mail after half an hour of failures', () => {
    expect(jobInTrouble('rollUpAnalytics', ok('09:57'), now, now)).toBe(false);
    expect(jobInTrouble('rollUpAnalytics', ok('09:56'), now, now)).toBe(true);
    expect(jobInTrouble('retryContactMail', ok('09:46'), now, now)).toBe(false);
    expect(jobInTrouble('retryContactMail', ok('09:44'), now, now)).toBe(true);
    // Never ran: counted from when the watch began.
    expect(jobInTrouble('publishScheduledPosts', null, new Date(at('09:58')), now)).toBe(false);
    expect(jobInTrouble('publishScheduledPosts', null, new Date(at('09:50')), now)).toBe(true);
    // Event-driven jobs have no period.
    expect(jobInTrouble('processUploadedImage', ok('01:00'), now, now)).toBe(false);
    const mail = (since: string) => ({ ...ok('08:00'), failing_since: at(since), last_error: 'timeout' });
    expect(jobInTrouble('mail', mail('09:40'), now, now)).toBe(false);
    expect(jobInTrouble('mail', mail('09:20'), now, now)).toBe(true);
  });

  it('lists every job: working, late, failing, or not run yet', () => {
    const rows = jobRows(
      {
        rollUpAnalytics: ok('09:59'),
        publishScheduledPosts: ok('09:30'),
        retryContactMail: { ...ok('09:55'), last_failure_at: at('09:58'), failing_since: at('09:58'), last_error: 'Deadline exceeded' },
      },
      now,
    );
    const state = Object.fromEntries(rows.map((row) => [row.job, row.state]));
    expect(state).toEqual({
      publishScheduledPosts: 'late',
      rollUpAnalytics: 'ok',
      retryContactMail: 'failing',
      resumeNewsletterSends: 'not-run',
      weeklyDigest: 'not-run',
      watchHealth: 'not-run',
      backUpContent: 'not-run',
      searchIndex: 'not-run',
      processUploadedImage: 'not-run',
      beforeUserSignedIn: 'not-run',
      mail: 'not-run',
    });
    expect(rows.find((row) => row.job === 'rollUpAnalytics')).toMatchObject({ label: 'Analytics rollups', cadence: 'every minute' });
  });

  it('sums the failed pages of a day by kind, most first', () => {
    expect(pageErrorTotals([{ counts: { post: 2, other: 1 } }, { counts: { post: 1, home: 3 } }])).toEqual([
      { kind: 'post', count: 3 },
      { kind: 'home', count: 3 },
      { kind: 'other', count: 1 },
    ]);
  });

  it("keeps an error's first line, shortened", () => {
    expect(errorLine(new Error('Deadline exceeded\n    at Object.<anonymous>'))).toBe('Deadline exceeded');
    expect(errorLine('x'.repeat(400))).toHaveLength(300);
  });
});
