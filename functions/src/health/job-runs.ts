import { errorLine, type JobName } from '@portfolio/model';
import type { Mailer } from '../mail/mailer.js';
import type { Clock } from '../shared/clock.js';
import type { HealthStore } from './health-store.js';

type Log = (message: string, detail?: Record<string, unknown>) => void;

/**
 * Runs a job's work and records its outcome (job_health/{job}), then returns or throws as the work
 * did: the platform still sees a failure. A failure to record is logged, never thrown over the work's
 * own outcome.
 */
export async function recordRun<T>(health: () => HealthStore, clock: Clock, log: Log, job: JobName, work: () => Promise<T>): Promise<T> {
  const note = (error?: string) =>
    health()
      .recordOutcome(job, clock(), error)
      .catch((failure: unknown) => log('Recording a job run failed', { job, reason: errorLine(failure) }));
  try {
    const result = await work();
    await note();
    return result;
  } catch (error) {
    await note(errorLine(error));
    throw error;
  }
}

/** A mailer whose every send is recorded as the 'mail' job's outcome (job_health/mail). */
export function recordingMailer(mailer: Mailer, health: () => HealthStore, clock: Clock, log: Log): Mailer {
  return { send: (message) => recordRun(health, clock, log, 'mail', () => mailer.send(message)) };
}
