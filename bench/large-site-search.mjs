// Site search in the large-site scenario, on the stack: the header box's file as sent
// (gzip), and searches over the stored index, both as the render function reads it in-process on the
// Firestore emulator (storedSearch, functions/src/search/stored-index.ts: time and documents read) and
// through Hosting (/search?q=, the page a visitor gets). Cold: a reader that has nothing kept, as on a
// new instance or after the description expired; through Hosting, the first search after expiry (a
// word not asked before, once the description's time is over). Warm: the same search again.
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { FIREBASE_SERVER_SDKS, importBundle } from '../scripts/import-bundle.mjs';

/** Words the sample site and the large site's posts both have; each in a shard of its own (first two letters). */
export const SEARCHED = ['kubernetes', 'terraform', 'observability', 'prometheus', 'security'];
const WARM_RUNS = 20;

/** A page as a browser that takes gzip gets it: its status, its size as sent (KB), its text and how long it took. */
export function gzipped(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const ask = get(url, { headers: { 'Accept-Encoding': 'gzip', 'Cache-Control': 'no-cache' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        resolve({ status: response.statusCode, kbGzip: round(body.length / 1024), text, ms: performance.now() - started });
      });
    });
    ask.on('error', reject);
  });
}

const round = (x) => Math.round(x * 10) / 10;
/** Median, 95th percentile and min–max, rounded. */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: round(sorted[Math.floor(sorted.length / 2)]), p95: round(at(0.95)), min: round(sorted[0]), max: round(sorted.at(-1)) };
}

/** The render function's reader of the stored index, from the functions' source. */
const loadStoredSearch = () =>
  importBundle(
    { contents: "export { storedSearch, META_TTL_MS } from './functions/src/search/stored-index.ts';" },
    { external: FIREBASE_SERVER_SDKS },
  );
let loaded;

/** Times `search` (which reports the documents it reads to `count`): its ms, reads and results. */
async function timedSearch(search, q, reads) {
  const before = reads.length;
  const started = performance.now();
  const results = await search.find(q);
  return { ms: performance.now() - started, reads: reads.slice(before).reduce((a, b) => a + b, 0), total: results.total };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function searchRows(base, db, progress) {
  const { storedSearch, META_TTL_MS } = await (loaded ??= loadStoredSearch());
  const file = await gzipped(`${base}/search-index.json`);
  const { entries, complete } = JSON.parse(file.text);

  progress('  search in-process: cold (nothing kept) and warm');
  const cold = [];
  for (const word of SEARCHED) {
    const reads = [];
    cold.push(
      await timedSearch(
        storedSearch(db, Date.now, (n) => reads.push(n)),
        word,
        reads,
      ),
    );
  }
  const reads = [];
  const reader = storedSearch(db, Date.now, (n) => reads.push(n));
  await reader.find(SEARCHED[0]);
  const warm = [];
  for (let i = 0; i < WARM_RUNS; i += 1) warm.push(await timedSearch(reader, SEARCHED[0], reads));

  progress(`  search through Hosting: the first search after the description expired (${META_TTL_MS / 1000} s), and again`);
  const served = [];
  for (const word of SEARCHED) {
    await sleep(META_TTL_MS + 500);
    const page = await gzipped(`${base}/search?q=${word}`);
    if (page.status !== 200) throw new Error(`/search?q=${word} answered ${page.status}`);
    served.push(page.ms);
  }
  const servedWarm = [];
  for (let i = 0; i < WARM_RUNS; i += 1) servedWarm.push((await gzipped(`${base}/search?q=${SEARCHED[0]}`)).ms);

  return {
    indexFile: { kbGzip: file.kbGzip, entries: entries.length, complete },
    cold: { ms: stats(cold.map((c) => c.ms)), reads: stats(cold.map((c) => c.reads)), results: cold.map((c) => c.total) },
    warm: { ms: stats(warm.map((w) => w.ms)), reads: stats(warm.map((w) => w.reads)) },
    served: { firstAfterExpiry: stats(served), warm: stats(servedWarm) },
  };
}

/** Waits for the index build that follows a write at `since` (ms) to be done: the seed waits the same way. */
export async function indexBuiltAfter(db, since) {
  const state = db.collection('fn_search').doc('build');
  const givenUpAt = Date.now() + 5 * 60_000;
  for (;;) {
    const { builtAt = 0, leaseUntil = 0 } = (await state.get()).data() ?? {};
    if (builtAt >= since && !(leaseUntil > Date.now())) return;
    if (Date.now() > givenUpAt) throw new Error('Site search did not build its index within five minutes');
    await sleep(500);
  }
}

/** Turns the Functions emulator's background triggers off or on (the emulator hub), for a bulk write. */
export async function backgroundTriggers(on) {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run this over scripts/stack.mjs');
  const answer = await fetch(`http://${hub}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  if (!answer.ok) throw new Error(`The emulator hub answered ${answer.status}`);
}
