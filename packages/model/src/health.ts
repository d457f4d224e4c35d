/**
 * The site's background work and how the owner sees it is healthy: each scheduled job with its
 * schedule (the functions are scheduled with these, the watchdog and the dashboard read them), each
 * event-driven job, and what counts as a job that stopped.
 */
import type { PageKind } from './routes.js';

export interface JobSpec {
  /** What the owner reads on the dashboard and in the watchdog's mail. */
  readonly label: string;
  /** Cloud Scheduler's schedule, for the scheduled ones; event-driven jobs run when their event comes. */
  readonly schedule?: string;
  /** How often it runs, for the watchdog: a scheduled job silent for MISSED_PERIODS of these has stopped. */
  readonly periodMinutes?: number;
  /** How often it runs, as the owner reads it ('every 5 minutes'). */
  readonly cadence?: string;
}

const every = (minutes: number) => ({
  schedule: `every ${minutes} minutes`,
  periodMinutes: minutes,
  cadence: minutes === 1 ? 'every minute' : `every ${minutes} minutes`,
});

export const BACKGROUND_JOBS = {
  publishScheduledPosts: { label: 'Scheduled posts', ...every(1) },
  rollUpAnalytics: { label: 'Analytics rollups', ...every(1) },
  retryContactMail: { label: 'Mail retries', ...every(5) },
  /** Newsletter sends that stopped midway (an instance ended, the mail server failed) go on. */
  resumeNewsletterSends: { label: 'Newsletter sends', ...every(5) },
  /** Mails the week's figures on Monday morning in the owner's time zone: it looks every hour. */
  weeklyDigest: { label: 'Weekly digest', ...every(60) },
  watchHealth: { label: 'Health watch', ...every(5) },
  backUpContent: { label: 'Nightly backup', schedule: '0 3 * * *', periodMinutes: 24 * 60, cadence: 'every night at 03:00 UTC' },
  /** Site search's index: built after each change search can see, and checked every 10 minutes. */
  searchIndex: { label: 'Search index', ...every(10) },
  processUploadedImage: { label: 'Picture processing' },
  beforeUserSignedIn: { label: 'Sign-in records' },
  /** Every mail the functions send (contact messages, sign-in notices, the watchdog's own). */
  mail: { label: 'Mail delivery' },
} as const satisfies Record<string, JobSpec>;

export type JobName = keyof typeof BACKGROUND_JOBS;
export const JOB_NAMES = Object.keys(BACKGROUND_JOBS) as JobName[];

/** A scheduled job that has not succeeded for this many of its periods has stopped (the watchdog mails). */
export const MISSED_PERIODS = 3;
/** Mail that has kept failing this long is an incident (a single failure is retried every 5 minutes). */
export const MAIL_FAILING_MINUTES = 30;

/** A job's last outcome, as job_health/{job} keeps it (times as ISO text on the data port). */
export interface JobHealth {
  last_success_at: string | null;
  last_failure_at: string | null;
  /** The first failure since the last success; null while it succeeds. */
  failing_since: string | null;
  /** The first line of the last failure's error, at most ERROR_LINE_MAX characters. */
  last_error: string;
}

export const ERROR_LINE_MAX = 300;

/** The first line of an error, short enough to store and mail. */
export function errorLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]?.trim() || 'Unknown error';
  return line.length > ERROR_LINE_MAX ? `${line.slice(0, ERROR_LINE_MAX - 1)}…` : line;
}

/**
 * Whether a job is in trouble at `now`: a scheduled job with no success for MISSED_PERIODS of its
 * periods (counted from `watchedSince` if it never succeeded), or mail failing for MAIL_FAILING_MINUTES.
 */
export function jobInTrouble(job: JobName, health: JobHealth | null, watchedSince: Date, now: Date): boolean {
  if (job === 'mail') {
    return Boolean(health?.failing_since) && now.getTime() - Date.parse(health!.failing_since!) > MAIL_FAILING_MINUTES * 60_000;
  }
  const { periodMinutes } = BACKGROUND_JOBS[job] as JobSpec;
  if (!periodMinutes) return false;
  const lastGood = health?.last_success_at ? new Date(health.last_success_at) : watchedSince;
  return now.getTime() - lastGood.getTime() > MISSED_PERIODS * periodMinutes * 60_000;
}

/** page_errors/{hour}: how many pages of each kind answered 5xx in one UTC hour. */
export type PageErrorCounts = Partial<Record<PageKind | 'other', number>>;

/** How the dashboard shows a job: working, late (a scheduled one silent too long), failing, or never run. */
export type JobState = 'ok' | 'late' | 'failing' | 'not-run';

export interface JobRow {
  job: JobName;
  label: string;
  state: JobState;
  /** How often it runs, for a scheduled job ('every 5 minutes'). */
  cadence?: string;
  health: JobHealth | null;
}

/** Each job as the dashboard lists it, from job_health's records at `now`. */
export function jobRows(records: Partial<Record<JobName, JobHealth>>, now: Date): JobRow[] {
  return JOB_NAMES.map((job) => {
    const spec: JobSpec = BACKGROUND_JOBS[job];
    const health = records[job] ?? null;
    const base = { job, label: spec.label, health, ...(spec.cadence ? { cadence: spec.cadence } : {}) };
    if (!health) return { ...base, state: 'not-run' };
    if (health.failing_since) return { ...base, state: 'failing' };
    return { ...base, state: health.last_success_at && jobInTrouble(job, health, now, now) ? 'late' : 'ok' };
  });
}

/** The pages that answered 5xx in the given hours, most first: [{ kind, count }]. */
export function pageErrorTotals(hours: { counts: PageErrorCounts }[]): { kind: keyof PageErrorCounts; count: number }[] {
  const totals = new Map<keyof PageErrorCounts, number>();
  for (const hour of hours) {
    for (const [kind, count] of Object.entries(hour.counts) as [keyof PageErrorCounts, number | undefined][]) {
      if (count) totals.set(kind, (totals.get(kind) ?? 0) + count);
    }
  }
  return [...totals].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count);
}
