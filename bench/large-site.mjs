// The large-site scenario, run through scripts/stack.mjs (npm run bench:large-site): the
// production build on the emulators, measured on the sample site, then after adding 1,000 published
// posts and 100 projects, then 10,000 posts, 1,000 projects and 20,000 messages in all. For every kind
// of public page: its size as sent (gzip) and uncompressed, the render time through Hosting (median and
// min–max of 5 warm requests), the documents the render read (those the served page embeds for the
// browser: every read it made) and the emulator's time for its queries alone; each held to 1.5× the
// sample site's size and time (less the emulator's longer scans), and to no more reads at 10,000
// posts than at 1,000 (the sample's lists are not full pages).
// Site search (large-site-search.mjs): the header box's file, cold and warm searches, reads per search.
// And the sitemap: its index and every part valid, each within the protocol's 50,000 URLs. Then the
// owner's side (admin-screens.mjs): the blog admin list's and the inbox's first screen, and the export.
// Writes JSON to the file it is given.
import { writeFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { adminScreens } from './admin-screens.mjs';
import { backgroundTriggers, gzipped, indexBuiltAfter, searchRows } from './large-site-search.mjs';
import { embeddedQueries, embeddedReads, emulatorTimeFor } from './replayed-queries.mjs';

const [out] = process.argv.slice(2);
const base = process.env.STACK_URL;
if (!out || !base || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('usage: node scripts/stack.mjs --ports w1 -- "node bench/large-site.mjs <out.json>"');
  process.exit(2);
}
const progress = (m) => process.stderr.write(`[large-site] ${m}\n`);
const RUNS = 5;
const SIZE = { posts: 10_000, projects: 1_000, messages: 20_000 };

initializeApp({ projectId: 'demo-portfolio' });
const db = getFirestore();

/** Every read of a page's render (the served page embeds them for the browser), counted in documents. */
function documentsRead(preload) {
  if (!preload) return null;
  const documents = (value) => (Array.isArray(value) ? value.length : Number(Boolean(value)));
  return Object.values(preload).reduce((n, value) => n + documents(value), 0);
}

async function measure(path) {
  await gzipped(`${base}${path}`); // warm: the instance and its caches
  const times = [];
  let page;
  for (let i = 0; i < RUNS; i += 1) {
    page = await gzipped(`${base}${path}`);
    times.push(page.ms);
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  }
  times.sort((a, b) => a - b);
  const reads = embeddedReads(page.text);
  return {
    path,
    htmlKbGzip: page.kbGzip,
    htmlKb: Math.round((Buffer.byteLength(page.text) / 1024) * 10) / 10,
    renderMs: { median: Math.round(times[Math.floor(RUNS / 2)]), min: Math.round(times[0]), max: Math.round(times.at(-1)) },
    documentsRead: documentsRead(reads),
    emulatorQueryMs: await emulatorTimeFor(db, embeddedQueries(reads), RUNS),
  };
}

async function sitemap() {
  const parser = new XMLParser();
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const parts = [parser.parse(index).sitemapindex.sitemap].flat().map((s) => s.loc.replace(/^https?:\/\/[^/]+/, ''));
  let urls = 0;
  let valid = XMLValidator.validate(index) === true;
  let largest = 0;
  for (const part of parts) {
    const xml = await (await fetch(`${base}${part}`)).text();
    valid &&= XMLValidator.validate(xml) === true;
    const count = [parser.parse(xml).urlset?.url ?? []].flat().length;
    urls += count;
    largest = Math.max(largest, count);
  }
  return { parts: parts.length, urls, largestPart: largest, valid: valid && largest <= 50_000 };
}

async function newestPostPath() {
  const snap = await db.collection('blog_posts').where('published', '==', true).orderBy('created_at', 'desc').limit(1).get();
  return `/blog/${snap.docs[0].get('slug')}`;
}

/** Every kind of public page, by a path the sample site and the large site both have. */
const PAGES = ['/', '/blog', null, '/blog/tag/kubernetes', '/projects', '/projects/project-1', '/resume'];

async function site(label, { admin = true } = {}) {
  progress(`${label}: measuring`);
  const pages = [];
  for (const path of PAGES) pages.push(await measure(path ?? (await newestPostPath())));
  const result = { label, pages, sitemap: await sitemap() };
  progress(`${label}: site search`);
  result.search = await searchRows(base, db, progress);
  if (!admin) return result;
  progress(`${label}: the admin's first screens and the export`);
  return { ...result, admin: await adminScreens(base) };
}

/** Writes `count` documents made by `make(i)` in batches of 500, a few batches at a time. */
async function write(collection, count, make) {
  const batches = [];
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i += 1) {
      const { id, data, extra } = make(i);
      batch.set(db.collection(collection).doc(id), data);
      if (extra) batch.set(db.collection(extra.collection).doc(extra.id), extra.data);
    }
    batches.push(batch);
  }
  for (let i = 0; i < batches.length; i += 4) await Promise.all(batches.slice(i, i + 4).map((b) => b.commit()));
}

const day = 86_400_000;
const oldest = Date.UTC(2021, 0, 1);
const CATEGORIES = ['Kubernetes', 'Terraform', 'CI/CD', 'Observability'];

/** Post `i` of the large site's: the same length and shape at any size. */
function largePost(i) {
  const slug = `large-site-post-${i}`;
  const at = Timestamp.fromMillis(oldest + Math.floor((i * 5 * 365 * day) / SIZE.posts));
  return {
    id: `large-${i}`,
    data: {
      title: `Large Site Post ${i}`,
      slug,
      excerpt: 'One of ten thousand posts written over five years.',
      content: `## Post ${i}\n\nA paragraph of text, as a real post would have, repeated.\n`.repeat(20),
      category: CATEGORIES[i % 4],
      tags: ['large-site', CATEGORIES[i % 4].toLowerCase().replace(/[^a-z]+/g, '-')],
      image_url: '',
      published: true,
      publish_at: null,
      previous_slugs: [],
      created_at: at,
      published_at: at,
    },
    extra: { collection: 'slugs', id: slug, data: { post_id: `large-${i}` } },
  };
}

/**
 * Adds posts `from` to `to`, projects up to `projects` and `messages` messages, as an import would:
 * with the Functions emulator's background triggers off (each post's event would otherwise call the
 * search trigger), then the last post with them on, so search's index is built once, as after an import.
 */
async function grow({ from, to, projects, messages = 0 }) {
  await backgroundTriggers(false);
  try {
    progress(`adding posts ${from} to ${to - 1}`);
    await write('blog_posts', to - 1 - from, (i) => largePost(from + i));
    await growRest(projects, messages);
  } finally {
    await backgroundTriggers(true);
  }
  const last = largePost(to - 1);
  const [written] = await db
    .batch()
    .set(db.collection('blog_posts').doc(last.id), last.data)
    .set(db.collection(last.extra.collection).doc(last.extra.id), last.extra.data)
    .commit();
  progress('waiting for search to index them');
  await indexBuiltAfter(db, written.writeTime.toMillis());
}

/** Projects [from, to) (one in ten featured) and `messages` messages. */
async function growRest([from, to], messages) {
  progress(`adding projects ${from} to ${to - 1}`);
  await write('projects', to - from, (n) => {
    const i = from + n;
    return {
      id: `large-project-${i}`,
      data: {
        title: `Large Site Project ${i}`,
        description: 'One of a thousand projects.',
        long_description: 'More about it.',
        image_url: '',
        github_url: '',
        live_url: '',
        technologies: ['Terraform'],
        technology_keys: ['terraform'],
        features: [],
        challenges: [],
        solutions: [],
        is_featured: i % 10 === 0,
        status: 'active',
        sort_order: 10 + i,
      },
    };
  });
  if (!messages) return;
  progress(`adding ${messages} messages`);
  await write('contact_messages', messages, (i) => ({
    id: `large-message-${i}`,
    data: { name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: 'Hello!', status: 'new', created_at: Timestamp.now() },
  }));
}

/** The large site's budgets (docs/performance.md): each public page within 1.5× the sample site's size and time, the same reads; search bounded. */
function budgets(sampleSite, thousandPosts, largeSite) {
  const checks = [];
  const check = (subject, ok, figure, budget) => checks.push({ subject, ok, figure, budget });
  largeSite.pages.forEach((page, i) => {
    const before = sampleSite.pages[i];
    // Reads per page view compared between full pages (the sample's lists hold a handful of posts).
    const full = thousandPosts.pages[i];
    const name = i === 2 ? 'a post' : page.path;
    const size = page.htmlKbGzip / before.htmlKbGzip;
    // The emulator scans a collection to answer a query (replayed-queries.mjs); Firestore does not. The
    // render's own time is its time less what the emulator's answers to the page's queries grew by.
    const scansGrew = Math.max(0, page.emulatorQueryMs - before.emulatorQueryMs);
    const time = (page.renderMs.median - scansGrew) / before.renderMs.median;
    check(`${name} size`, size <= 1.5, `${size.toFixed(2)}× (${page.htmlKbGzip} KB gz)`, '≤ 1.5× the sample site');
    check(
      `${name} render time less the emulator's scans`,
      time <= 1.5,
      `${time.toFixed(2)}× (${page.renderMs.median} ms, the emulator's scans ${scansGrew} ms longer)`,
      '≤ 1.5× the sample site',
    );
    check(
      `${name} documents read`,
      page.documentsRead <= full.documentsRead,
      `${page.documentsRead} (${full.documentsRead} at 1,000 posts, ${before.documentsRead} on the sample)`,
      'no more than at 1,000 posts',
    );
  });
  for (const s of [thousandPosts, largeSite]) {
    const { indexFile, cold } = s.search;
    check(`${s.label}: the header's file`, indexFile.kbGzip <= 100, `${indexFile.kbGzip} KB gz`, '≤ 100 KB gz');
    check(`${s.label}: a cold search, slowest`, cold.ms.max <= 2000, `${cold.ms.max} ms`, '≤ 2,000 ms');
    check(`${s.label}: documents a search reads`, cold.reads.max <= 65, `${cold.reads.max}`, '≤ 1 + 8 + 6 + 50');
  }
  return checks;
}

const sample = await site('sample site');
// The 1,000-post stage has a hundred projects too, so that its lists of projects are full pages.
await grow({ from: 0, to: 1_000, projects: [0, 100] });
const thousand = await site('sample + 1,000 posts', { admin: false });
await grow({ from: 1_000, to: SIZE.posts, projects: [100, SIZE.projects], messages: SIZE.messages });
const large = await site(`sample + ${SIZE.posts} posts, ${SIZE.projects} projects, ${SIZE.messages} messages`);
const checks = budgets(sample, thousand, large);
writeFileSync(out, JSON.stringify({ runs: RUNS, sample, thousand, large, checks }, null, 2));
for (const s of [sample, thousand, large]) {
  progress(s.label);
  for (const p of s.pages)
    progress(
      `  ${p.path.padEnd(50)} ${String(p.htmlKbGzip).padStart(6)} KB gz (${p.htmlKb} KB)  ${p.renderMs.median} ms (${p.renderMs.min}–${p.renderMs.max})  ${p.documentsRead} documents read; its queries alone ${p.emulatorQueryMs} ms`,
    );
  progress(`  sitemap: ${s.sitemap.parts} parts, ${s.sitemap.urls} URLs, largest part ${s.sitemap.largestPart}, valid: ${s.sitemap.valid}`);
  if (!s.admin) continue;
  const ms = ({ median, min, max }) => `${median} ms (${min}–${max})`;
  for (const screen of [s.admin.blog, s.admin.inbox]) progress(`  ${screen.path.padEnd(50)} ${ms(screen.ms)}  ${screen.rows} rows shown`);
  progress(`  export of everything: ${ms(s.admin.export.ms)}, ${s.admin.export.kb} KB`);
}
for (const s of [sample, thousand, large]) {
  const { indexFile, cold, warm, served } = s.search;
  const p = ({ median, p95, min, max }) => `p50 ${median} ms, p95 ${p95} (${min}–${max})`;
  progress(`${s.label}: search`);
  progress(
    `  header file ${indexFile.kbGzip} KB gz, ${indexFile.entries} entries${indexFile.complete ? '' : ' (the newest; the server answers beyond)'}`,
  );
  progress(`  cold ${p(cold.ms)}, ${cold.reads.min}–${cold.reads.max} documents read; warm ${p(warm.ms)}, ${warm.reads.max} read`);
  progress(`  through Hosting: first after expiry ${p(served.firstAfterExpiry)}; again ${p(served.warm)}`);
}
for (const c of checks) progress(`${c.ok ? 'ok  ' : 'OVER'} ${c.subject}: ${c.figure} (budget ${c.budget})`);
process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
