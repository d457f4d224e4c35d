#!/usr/bin/env node
/**
 * Cloud Scheduler for the local emulators: fires every scheduled function on its schedule, as Cloud
 * Scheduler does in production. The emulators have no scheduler (and no Pub/Sub emulator runs here),
 * so without this, on `npm start`, `npm run serve` and npm test's stack, scheduled posts never went
 * live, the dashboard's rollups never moved and failed mail was never retried.
 *
 *   node scripts/local-scheduler.mjs --functions 127.0.0.1:5001 --project demo-portfolio [--control 5002]
 *
 * It asks the Functions emulator which functions are scheduled (its /backends listing, the schedules
 * the functions declare) and calls each through the emulator's own trigger route, with the headers
 * Cloud Scheduler sends. The functions themselves are unchanged. A run still going when its next time
 * comes is not started twice (each scheduled function runs on one instance). Only failures are printed,
 * and the first run of each function.
 *
 * With --control, it also listens on 127.0.0.1 at that port for `POST /jobs/<function>/run`, which
 * runs the job now as Cloud Scheduler's "force run" does, through the same call (after a run of it
 * still going), and answers once the function has: 200, or 502 with the function's status. Browser
 * tests on the stack use it instead of waiting for a job's next minute. It is a part of the local
 * stack only: nothing deployed has it, and it answers no address but loopback.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

import { keyOutdated, newestKey } from './functions-emulator-keys.mjs';
import { nextRun } from './schedule.mjs';

const { values } = parseArgs({ options: { functions: { type: 'string' }, project: { type: 'string' }, control: { type: 'string' } } });
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
              running: null,
            }));
        }
      }
    } catch {
      // not up yet
    }
    await sleep(500);
  }
}

/** Calls the function as Cloud Scheduler would, and says so if it failed. Resolves with its HTTP status (0: no answer). */
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
    return answer.status;
  } catch (error) {
    say(`${job.name} could not be called: ${error instanceof Error ? error.message : error}`);
    return 0;
  }
}

/** Runs the job once its run still going (if any) has ended: one instance at a time, as deployed. */
function runAfterOthers(job, scheduledAt, first) {
  const current = (job.running ?? Promise.resolve()).then(() => fire(job, scheduledAt, first));
  job.running = current;
  void current.finally(() => {
    if (job.running === current) job.running = null;
  });
  return current;
}

async function keep(job) {
  let first = true;
  for (;;) {
    const at = nextRun(job.schedule, job.timeZone, new Date());
    await sleep(Math.max(0, at.getTime() - Date.now()));
    // A run asked for through the control still going: this time is skipped, as a busy instance's is.
    if (job.running) continue;
    await runAfterOthers(job, at, first);
    first = false;
  }
}

const jobs = scheduledFunctions();

/** POST /jobs/<function>/run: the job now; answered when the function has answered. */
function control(port) {
  const server = createServer(async (request, response) => {
    const name = /^\/jobs\/([A-Za-z0-9_-]+)\/run$/.exec(request.url ?? '')?.[1];
    const reply = (status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    request.resume();
    if (request.method !== 'POST' || !name) return reply(404, { error: 'POST /jobs/<function>/run' });
    const job = (await jobs).find((candidate) => candidate.name === name || candidate.id.endsWith(`-${name}`));
    if (!job) return reply(404, { error: `no scheduled function ${name}` });
    const started = Date.now();
    const status = await runAfterOthers(job, new Date(), false);
    reply(status >= 200 && status < 300 ? 200 : 502, { job: job.name, status, ms: Date.now() - started });
  });
  server.listen(Number(port), '127.0.0.1');
}

if (values.control) control(values.control);
const loaded = await jobs;
say(`firing ${loaded.map((job) => `${job.name} (${job.schedule})`).join(', ') || 'no scheduled functions'}`);
for (const job of loaded) void keep(job);
if (loaded.length === 0 && !values.control) setInterval(() => {}, 1 << 30);
