// The Firestore emulator answers a query by scanning its whole collection, where Firestore answers from
// an index in time proportional to what it returns. So on the emulator a page's render time grows with
// the site even when the page's own work does not. The large-site bench replays the queries a served
// page's render made (the `q:` keys of the reads the page embeds for the browser, web/src/data/preload.tsx)
// with firebase-admin, alone, to tell the emulator's growing scans from the render's own time.
import { Timestamp } from 'firebase-admin/firestore';

/** The reads a served page embeds for the browser, by key, or null when it embeds none. */
export function embeddedReads(html) {
  const json = /<script type="application\/json" id="served-page"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json).preload : null;
}

/** The queries among them, as the render asked them (keys `q:` + the query as JSON). */
export const embeddedQueries = (preload) =>
  Object.keys(preload ?? {})
    .filter((key) => key.startsWith('q:'))
    .map((key) => JSON.parse(key.slice(2)));

// Dates travel as ISO strings in the keys; the stored fields are timestamps.
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const stored = (value) => (typeof value === 'string' && ISO_DATE.test(value) ? Timestamp.fromDate(new Date(value)) : value);

function adminQuery(db, query) {
  let q = db.collection(query.collection);
  for (const w of query.where ?? []) q = q.where(w.field, w.op, stored(w.value));
  for (const o of query.orderBy ?? []) q = q.orderBy(o.field, o.direction ?? 'asc');
  if (query.startAfter) q = q.startAfter(...query.startAfter.map(stored));
  if (query.limit !== undefined) q = q.limit(query.limit);
  return q;
}

/**
 * The emulator's time for a page's queries, asked together as the render asks a round of reads:
 * the median of `runs` (ms), after one warm-up.
 */
export async function emulatorTimeFor(db, queries, runs) {
  const ask = () => Promise.all(queries.map((query) => adminQuery(db, query).get()));
  await ask();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs / 2)]);
}
