/**
 * The stack's local scheduler, driven: runs a scheduled function now, through the same call the
 * scheduler makes at the function's time (scripts/local-scheduler.mjs, its control on STACK_SCHEDULER),
 * and resolves once the function has answered. A test that waits for a job's effect asks for the run
 * instead of waiting for the next whole minute; `scheduled-work` keeps one wait for the real schedule.
 */
import { expect } from 'vitest';

export type ScheduledJob = 'publishScheduledPosts' | 'rollUpAnalytics' | 'resumeNewsletterSends' | 'retryContactMail';

export async function runScheduledJob(job: ScheduledJob): Promise<void> {
  const control = process.env.STACK_SCHEDULER;
  if (!control) throw new Error('STACK_SCHEDULER is not set: run this on the stack (scripts/stack.mjs)');
  const answer = await fetch(`${control}/jobs/${job}/run`, { method: 'POST' });
  const body = await answer.text();
  expect(answer.status, `${job} run now: ${body}`).toBe(200);
}
