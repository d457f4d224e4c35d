#!/usr/bin/env node
/**
 * Cloud Scheduler for the local emulators: fires every scheduled function on its schedule, as Cloud
 * Scheduler does in production. The emulators have no scheduler (and no Pub/Sub emulator runs here),
 * so without this, on `npm start`, `npm run serve` and npm test's stack, scheduled posts never went
 * live, the dashboard's rollups never moved and failed mail was never retried.
 *
 *   node scripts/local-scheduler.mjs --functions 127.0.0.1:5001 --project demo-portfolio
 *
 * It asks the Functions emulator which functions are scheduled (its /backends listing, the schedules
 * the functions declare) and calls each through the emulator's own trigger route, with the headers
 * Cloud Scheduler sends. The functions themselves are unchanged. A run still going when its next time
 * comes is not started twice (each scheduled function runs on one instance). Only failures are printed,
 * and the first run of each function.
 */
import { parseArgs } from 'node:util';

import { keyOutdated, newestKey } from './functions-emulator-keys.mjs';
import { nextRun } from './schedule.mjs';

const { values } = parseArgs({ options: { functions: { type: 'string' }, project: { type: 'string' } } });
const base = `http://${values.functions}`;
const say = (line) => console.log(`[scheduler] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The scheduled functions the emulator has loaded: [{ id, key, name, schedule, timeZone }]. */
async function scheduledFunctions() {
  for (;;) {
    try {
      const answer = await fetch(`${base}/backends`);
      if (answer.ok) {
        const { backends } = await answer.json();
        const triggers = backends.flatMap((backend) => backend.functionTriggers ?? []);
        if (triggers.length > 0) {
          return triggers
            .filter((trigger) => trigger.schedule)
            .map((trigger) => ({
              id: trigger.id,
              key: `${trigger.id}-0`,
              name: trigger.name,
              schedule: trigger.schedule.schedule,
              timeZone: trigger.schedule.timeZone ?? 'UTC',
            }));
        }
      }
    } catch {
      // not up yet
    }
    await sleep(500);
  }
}

/** Calls the function as Cloud Scheduler would, and says so if it failed. */
async function fire(job, scheduledAt, first) {
  const started = Date.now();
  const call = () =>
    fetch(`${base}/functions/projects/${values.project}/triggers/${job.key}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-cloudscheduler-jobname': `firebase-schedule-${job.name}-local`,
        'x-cloudscheduler-scheduletime': scheduledAt.toISOString(),
      },
      body: '{}',
    });
  try {
    let answer = await call();
    await answer.arrayBuffer();
    // The emulator reloaded the functions (functions-emulator-keys.mjs): the newest key from then on.
    const key = keyOutdated(answer.status) ? await newestKey(base, values.project, job.id) : null;
    if (key && key !== job.key) {
      job.key = key;
      answer = await call();
      await answer.arrayBuffer();
    }
    if (!answer.ok) say(`${job.name} failed: HTTP ${answer.status} at ${scheduledAt.toISOString()}`);
    else if (first) say(`${job.name} ran (${job.schedule}), ${Date.now() - started} ms; later runs are printed only if they fail`);
  } catch (error) {
    say(`${job.name} could not be called: ${error instanceof Error ? error.message : error}`);
  }
}

async function keep(job) {
  let first = true;
  for (;;) {
    const at = nextRun(job.schedule, job.timeZone, new Date());
    await sleep(Math.max(0, at.getTime() - Date.now()));
    await fire(job, at, first);
    first = false;
  }
}

const jobs = await scheduledFunctions();
say(`firing ${jobs.map((job) => `${job.name} (${job.schedule})`).join(', ') || 'no scheduled functions'}`);
for (const job of jobs) void keep(job);
if (jobs.length === 0) setInterval(() => {}, 1 << 30);
