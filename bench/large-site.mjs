// The large-site scenario, run through scripts/stack.mjs (npm run bench:large-site): the
// production build on the emulators, measured on the sample site, then again after adding 10,000
// published posts, 1,000 projects and 20,000 messages. For home, /blog and a post page: the HTML's size,
// the render time through Hosting (median and min–max of 5 warm requests) and the documents the render
// read (those the served page embeds for the browser: every read it made). And the sitemap: its index
// and every part valid, each within the protocol's 50,000 URLs. Then the owner's side (admin-screens.mjs):
// the blog admin list's and the inbox's first screen, and the export. Writes JSON to the file it is given.
import { writeFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { adminScreens } from './admin-screens.mjs';

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

/** What the served page embeds for the browser: every read of its render, counted in documents. */
function documentsRead(html) {
  const json = /<script type="application\/json" id="served-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return null;
  const { preload } = JSON.parse(json);
  const documents = (value) => (Array.isArray(value) ? value.length : Number(Boolean(value)));
  return Object.values(preload).reduce((n, value) => n + documents(value), 0);
}

async function measure(path) {
  await fetch(`${base}${path}`).then((r) => r.text()); // warm: the instance and its caches
  const times = [];
  let html = '';
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'cache-control': 'no-cache' } });
    html = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return {
    path,
    htmlKb: Math.round((Buffer.byteLength(html) / 1024) * 10) / 10,
    renderMs: { median: Math.round(times[Math.floor(RUNS / 2)]), min: Math.round(times[0]), max: Math.round(times.at(-1)) },
    documentsRead: documentsRead(html),
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

async function site(label) {
  progress(`${label}: measuring`);
  const pages = [];
  for (const path of ['/', '/blog', await newestPostPath()]) pages.push(await measure(path));
  const result = { label, pages, sitemap: await sitemap() };
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

async function grow() {
  const day = 86_400_000;
  const oldest = Date.UTC(2021, 0, 1);
  progress(`adding ${SIZE.posts} posts`);
  await write('blog_posts', SIZE.posts, (i) => {
    const slug = `large-site-post-${i}`;
    const at = Timestamp.fromMillis(oldest + Math.floor((i * 5 * 365 * day) / SIZE.posts));
    return {
      id: `large-${i}`,
      data: {
        title: `Large Site Post ${i}`,
        slug,
        excerpt: 'One of ten thousand posts written over five years.',
        content: `## Post ${i}\n\nA paragraph of text, as a real post would have, repeated.\n`.repeat(20),
        category: ['Kubernetes', 'Terraform', 'CI/CD', 'Observability'][i % 4],
        tags: ['large-site'],
        image_url: '',
        published: true,
        publish_at: null,
        previous_slugs: [],
        created_at: at,
        published_at: at,
      },
      extra: { collection: 'slugs', id: slug, data: { post_id: `large-${i}` } },
    };
  });
  progress(`adding ${SIZE.projects} projects`);
  await write('projects', SIZE.projects, (i) => ({
    id: `large-project-${i}`,
    data: {
      title: `Large Site Project ${i}`,
      description: 'One of a thousand projects.',
      long_description: 'More about it.',
      image_url: '',
      github_url: '',
      live_url: '',
      technologies: ['Terraform'],
      features: [],
      challenges: [],
      solutions: [],
      is_featured: i % 50 === 0,
      status: 'active',
      sort_order: 10 + i,
    },
  }));
  progress(`adding ${SIZE.messages} messages`);
  await write('contact_messages', SIZE.messages, (i) => ({
    id: `large-message-${i}`,
    data: { name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: 'Hello!', status: 'new', created_at: Timestamp.now() },
  }));
}

const sample = await site('sample site');
await grow();
const large = await site(`sample + ${SIZE.posts} posts, ${SIZE.projects} projects, ${SIZE.messages} messages`);
writeFileSync(out, JSON.stringify({ runs: RUNS, sample, large }, null, 2));
for (const s of [sample, large]) {
  progress(s.label);
  for (const p of s.pages)
    progress(
      `  ${p.path.padEnd(50)} ${String(p.htmlKb).padStart(7)} KB  ${p.renderMs.median} ms (${p.renderMs.min}–${p.renderMs.max})  ${p.documentsRead} documents read`,
    );
  progress(`  sitemap: ${s.sitemap.parts} parts, ${s.sitemap.urls} URLs, largest part ${s.sitemap.largestPart}, valid: ${s.sitemap.valid}`);
  const ms = ({ median, min, max }) => `${median} ms (${min}–${max})`;
  for (const screen of [s.admin.blog, s.admin.inbox]) progress(`  ${screen.path.padEnd(50)} ${ms(screen.ms)}  ${screen.rows} rows shown`);
  progress(`  export of everything: ${ms(s.admin.export.ms)}, ${s.admin.export.kb} KB`);
}
