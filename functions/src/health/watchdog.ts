import { BACKGROUND_JOBS, JOB_NAMES, jobInTrouble, type JobHealth, type JobName, type JobSpec } from '@portfolio/model';
import type { Mailer } from '../mail/mailer.js';
import { messageIdFrom, type OwnerMail } from '../mail/owner-mail.js';
import type { Clock } from '../shared/clock.js';
import type { HealthStore, WatchdogState } from './health-store.js';

export interface WatchdogDeps {
  health: HealthStore;
  mailer: () => Mailer;
  mailFrom: string;
  /** OWNER_EMAIL: where the watchdog writes. */
  ownerEmail: string;
  siteUrl: string;
  clock: Clock;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

export interface WatchdogRun {
  /** Incidents that began in this run. */
  opened: JobName[];
  /** Incidents that ended in this run. */
  recovered: JobName[];
  /** Whether the owner was written to in this run. */
  mailed: boolean;
}

/** The jobs watched: every job but the watchdog itself (whose silence shows on the dashboard). */
const WATCHED = JOB_NAMES.filter((job) => job !== 'watchHealth');

/**
 * The watchdog, every few minutes: a scheduled job that missed MISSED_PERIODS of its runs, or mail
 * that kept failing, is an incident. The owner is written to once when incidents begin (all of a run's
 * in one mail; tried again next run if the mail could not be sent) and once when they end. Never a
 * flood: an incident already told is not told again, however long it lasts.
 */
export async function watchHealth(deps: WatchdogDeps): Promise<WatchdogRun> {
  const now = deps.clock();
  const state: WatchdogState = (await deps.health.watchdogState()) ?? { watched_since: now.toISOString(), incidents: {} };
  const health = await deps.health.jobHealth();
  const run: WatchdogRun = { opened: [], recovered: [], mailed: false };
  const ended: { job: JobName; since: string }[] = [];

  for (const job of WATCHED) {
    const trouble = jobInTrouble(job, health[job] ?? null, new Date(state.watched_since), now);
    const incident = state.incidents[job];
    if (trouble && !incident) {
      const record = health[job];
      const since = (job === 'mail' ? record?.failing_since : record?.last_success_at) ?? state.watched_since;
      state.incidents[job] = { since, told: false };
      run.opened.push(job);
    } else if (!trouble && incident) {
      delete state.incidents[job];
      ended.push({ job, since: incident.since });
      run.recovered.push(job);
    }
  }

  const untold = (Object.keys(state.incidents) as JobName[]).filter((job) => !state.incidents[job]!.told);
  if (untold.length > 0 && (await tell(deps, troubleMail(deps, untold, health, now)))) {
    for (const job of untold) state.incidents[job]!.told = true;
    run.mailed = true;
  }
  if (ended.length > 0 && (await tell(deps, recoveryMail(deps, ended, health, now)))) run.mailed = true;
  await deps.health.saveWatchdogState(state);
  return run;
}

/** Sends a notice; false (and a log line) if it could not go: mail may be the very thing failing. */
async function tell(deps: WatchdogDeps, mail: OwnerMail | null): Promise<boolean> {
  if (!mail) return false;
  try {
    await deps.mailer().send(mail);
    return true;
  } catch (error) {
    deps.log?.('The watchdog could not mail the owner; it tries again next run', {
      reason: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

const utc = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'never');
const spec = (job: JobName): JobSpec => BACKGROUND_JOBS[job];

function describeTrouble(job: JobName, health: JobHealth | undefined): string {
  const error = health?.last_error ? `\n  Last error: ${health.last_error}` : '';
  if (job === 'mail') return `- ${spec(job).label} has been failing since ${utc(health?.failing_since)}.${error}`;
  return `- ${spec(job).label} (runs ${spec(job).cadence}) last succeeded: ${utc(health?.last_success_at)}.${error}`;
}

function envelope(deps: WatchdogDeps, subject: string, lines: string[], now: Date): OwnerMail | null {
  if (!deps.ownerEmail) return null;
  const site = deps.siteUrl.replace(/\/+$/, '');
  return {
    to: deps.ownerEmail,
    from: deps.mailFrom,
    subject,
    text: [
      ...lines,
      '',
      `The dashboard shows each job's last run: ${site}/admin/dashboard`,
      '',
      '-- ',
      "Sent by your site's watchdog, once when something stops and once when it recovers.",
    ].join('\n'),
    messageId: messageIdFrom(deps.mailFrom, `watchdog-${now.getTime()}-${subject.length}`),
  };
}

function troubleMail(deps: WatchdogDeps, jobs: JobName[], health: Partial<Record<JobName, JobHealth>>, now: Date) {
  const subject =
    jobs.length === 1 ? `Your site: ${spec(jobs[0]!).label} stopped working` : `Your site: ${jobs.length} background jobs stopped working`;
  return envelope(
    deps,
    subject,
    ['Something your site does on its own has stopped:', '', ...jobs.map((job) => describeTrouble(job, health[job]))],
    now,
  );
}

function recoveryMail(
  deps: WatchdogDeps,
  ended: { job: JobName; since: string }[],
  health: Partial<Record<JobName, JobHealth>>,
  now: Date,
) {
  const subject =
    ended.length === 1 ? `Your site: ${spec(ended[0]!.job).label} works again` : `Your site: ${ended.length} background jobs work again`;
  const lines = ended.map(
    ({ job, since }) => `- ${spec(job).label}: in trouble from ${utc(since)}, working again at ${utc(health[job]?.last_success_at)}.`,
  );
  return envelope(deps, subject, ['What had stopped works again:', '', ...lines], now);
}
