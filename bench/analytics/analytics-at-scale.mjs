// The analytics at scale, through scripts/stack.mjs (npm run bench:analytics): the production build on
// the emulators.
// - The dashboard's first view (the last 30 days beside the 30 before) at 1,000,000 events: 180 days of
//   daily rollups written directly (5,556 events a day, 40 pages, 30 sources, 20 campaigns, 40 countries,
//   4 goals, 30 outbound destinations each), read as the dashboard reads them (a range on period_start,
//   and the 10 latest events), timed over 5 runs; documents read, bytes, and the figures' time.
// - The beacon: trackPageView in the Functions Framework (beacon-on-runtime.mjs: the runtime it has
//   deployed) on the stack's Firestore emulator, at 100 requests a second for a minute, each from its
//   own address (X-Forwarded-For: no proxy stands in front here, so its one entry is the visitor), a
//   desktop browser's user agent: latency p50 and p95, the answers by status, and the events stored.
// Writes JSON to the file it is given (or prints it).
import { writeFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startBeaconRuntime } from './beacon-on-runtime.mjs';

// `--dashboard-only`: the reads alone, on a Firestore emulator without the rest of the stack.
const args = process.argv.slice(2);
const dashboardOnly = args.includes('--dashboard-only');
const [out] = args.filter((a) => !a.startsWith('--'));
if (!process.env.FIRESTORE_EMULATOR_HOST || (!dashboardOnly && !process.env.STACK_URL)) {
  console.error('usage: node scripts/stack.mjs --ports w1 -- "node bench/analytics/analytics-at-scale.mjs [out.json] [--dashboard-only]"');
  process.exit(2);
}
const progress = (m) => process.stderr.write(`[analytics] ${m}\n`);
initializeApp({ projectId: 'demo-portfolio' });
const db = getFirestore();

const DAY = 86_400_000;
const DAYS = 180;
const EVENTS = 1_000_000;
const perDay = Math.round(EVENTS / DAYS);
const GOALS = ['outbound', 'resume', 'message', 'search'];
const counts = (prefix, n, views) =>
  Array.from({ length: n }, (_, i) => ({
    key: `${prefix}${i}`,
    views: Math.round(views / (i + 2)),
    visits: Math.round(views / (i + 2) / 3),
    goals: Object.fromEntries(GOALS.map((g, j) => [g, (i + j) % 5])),
    conversions: i % 4,
  }));

async function writeRollups(today) {
  const batchSize = 20;
  for (let start = 0; start < DAYS; start += batchSize) {
    const batch = db.batch();
    for (let d = start; d < Math.min(DAYS, start + batchSize); d += 1) {
      const day = new Date(today - d * DAY).toISOString().slice(0, 10);
      batch.set(db.collection('analytics_daily').doc(day), {
        period_start: `${day}T00:00:00.000Z`,
        views: Math.round(perDay * 0.8),
        visits: Math.round(perDay * 0.3),
        conversions: Math.round(perDay * 0.02),
        visitor_count: Math.round(perDay * 0.25),
        pages: counts('/blog/post-', 40, perDay),
        referrers: counts('source-', 30, perDay),
        campaigns: counts('campaign-', 20, perDay / 4),
        countries: counts('C', 40, perDay),
        goals: GOALS.map((key, i) => ({ key, views: 20 + i, visits: 10 + i })),
        targets: counts('github github', 30, perDay / 10),
      });
    }
    await batch.commit();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function dashboardFirstView(today) {
  const from = `${new Date(today - 59 * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`;
  const before = `${new Date(today + DAY).toISOString().slice(0, 10)}T00:00:00.000Z`;
  const times = [];
  let docs = 0;
  let bytes = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const [daily, recent] = await Promise.all([
      db.collection('analytics_daily').where('period_start', '>=', from).where('period_start', '<', before).orderBy('period_start').get(),
      db.collection('analytics_events').orderBy('created_at', 'desc').limit(10).get(),
    ]);
    times.push(performance.now() - started);
    docs = daily.size + recent.size;
    bytes = daily.docs.reduce((n, d) => n + JSON.stringify(d.data()).length, 0);
  }
  times.sort((a, b) => a - b);
  return {
    events: EVENTS,
    rollupDays: DAYS,
    documentsRead: docs,
    rollupBytes: bytes,
    msMedian: Math.round(percentile(times, 50)),
    msMax: Math.round(times.at(-1)),
  };
}

async function beaconLoad(url) {
  const RATE = 100;
  const SECONDS = 60;
  const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const latencies = [];
  const statuses = {};
  const inflight = [];
  const started = Date.now();
  for (let i = 0; i < RATE * SECONDS; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = performance.now();
    inflight.push(
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': ua, 'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}` },
        body: JSON.stringify({ page_path: '/', referrer: '', entry: true, campaign: 'load-test' }),
      })
        .then((r) => {
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          latencies.push(performance.now() - sent);
        })
        .catch(() => (statuses.error = (statuses.error ?? 0) + 1)),
    );
  }
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  const stored = await db.collection('analytics_events').where('campaign', '==', 'load-test').count().get();
  return {
    requests: RATE * SECONDS,
    ratePerSecond: RATE,
    seconds: Math.round((Date.now() - started) / 1000),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    statuses,
    eventsStored: stored.data().count,
  };
}

const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
progress(`writing ${DAYS} daily rollups standing for ${EVENTS.toLocaleString('en-US')} events`);
await writeRollups(today);
progress("reading the dashboard's first view (5 runs)");
const dashboard = await dashboardFirstView(today);
let beacon = null;
if (!dashboardOnly) {
  const runtime = await startBeaconRuntime();
  try {
    progress('sending 100 beacons a second for a minute');
    beacon = await beaconLoad(runtime.url);
  } finally {
    runtime.stop();
  }
}
const result = { dashboard, beacon };
if (out) writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
