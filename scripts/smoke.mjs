#!/usr/bin/env node
/**
 * `npm run smoke -- https://your-site`: the live site checked from outside after a deploy, as a visitor
 * and a crawler meet it. Each page of the sitemap answers 200; the home page and a post carry the
 * security headers, name themselves at this address (SITE_URL and VITE_SITE_URL set right) and have a
 * share image that is a picture; robots.txt names this sitemap; the feed is a feed; the admin's shell,
 * hashed assets and an unknown address are served as Hosting is configured. Each failure says what to
 * look at. npm test runs it against the local stack.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const site = (process.argv[2] ?? '').replace(/\/+$/, '');
if (!/^https?:\/\/[^/]+$/.test(site)) {
  console.error('usage: npm run smoke -- https://your-site (the address the site is served at, no path)');
  process.exit(2);
}

let failed = 0;
const ok = (what) => console.log(`ok    ${what}`);
const fail = (what, hint) => {
  failed += 1;
  console.log(`FAIL  ${what}\n      ${hint}`);
};
const check = (condition, what, hint) => (condition ? ok(what) : fail(what, hint));

async function get(path) {
  const url = path.startsWith('http') ? path : `${site}${path}`;
  try {
    const response = await fetch(url, { redirect: 'manual', headers: { 'user-agent': 'portfolio-smoke/1 (+npm run smoke)' } });
    const body = Buffer.from(await response.arrayBuffer());
    return { url, status: response.status, headers: response.headers, body, text: body.toString('utf8') };
  } catch (error) {
    return { url, status: 0, headers: new Headers(), body: Buffer.alloc(0), text: '', error: String(error.cause ?? error) };
  }
}

const SECURITY_HEADERS = {
  'content-security-policy': /default-src 'self'/,
  'strict-transport-security': /max-age=\d+/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /./,
};
const attribute = (html, pattern) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** A public page: 200 HTML with the security headers, its canonical address on this site, and a share image. */
async function checkPage(path, what) {
  const page = await get(path);
  if (page.status !== 200) return fail(`${what} (${path}) answers 200`, `it answered ${page.status || page.error}`);
  ok(`${what} (${path}) answers 200`);
  const missing = Object.entries(SECURITY_HEADERS).filter(([name, pattern]) => !pattern.test(page.headers.get(name) ?? ''));
  check(
    missing.length === 0,
    `${what} carries the security headers`,
    `missing or wrong: ${missing.map(([name]) => name).join(', ')} (firebase.json "headers")`,
  );
  const canonical = attribute(page.text, /<link rel="canonical" href="([^"]+)"/);
  check(
    canonical?.startsWith(`${site}/`),
    `${what} names itself at ${site}`,
    `its canonical address is ${canonical ?? 'missing'}: set SITE_URL in functions/.env to ${site} and deploy the functions`,
  );
  const image = attribute(page.text, /<meta property="og:image" content="([^"]+)"/);
  if (!image) return fail(`${what} has a share image`, 'no og:image in its head');
  const picture = await get(image.startsWith(site) ? image.slice(site.length) : image);
  check(
    picture.status === 200 && /^image\//.test(picture.headers.get('content-type') ?? '') && picture.body.length > 1000,
    `${what}'s share image is a picture`,
    `${image} answered ${picture.status} ${picture.headers.get('content-type') ?? ''} (${picture.body.length} bytes)`,
  );
}

console.log(`Smoke test of ${site}`);
const first = await get('/');
if (first.status === 0) {
  console.log(`FAIL  the site answers\n      ${first.error}`);
  process.exit(1);
}
if (site.startsWith('http://') && !/^http:\/\/(127\.0\.0\.1|localhost)/.test(site))
  fail('the site is served over https', 'use the https address');

const robots = await get('/robots.txt');
check(
  robots.status === 200 && robots.text.includes(`Sitemap: ${site}/sitemap.xml`),
  'robots.txt names this sitemap',
  `robots.txt answered ${robots.status}: set VITE_SITE_URL=${site} in web/.env.production.local, build and deploy Hosting`,
);

/** The addresses a sitemap lists, following a sitemap index to its parts; problems as they come. */
async function sitemapPages(path, problems) {
  const sitemap = await get(path);
  if (sitemap.status !== 200 || XMLValidator.validate(sitemap.text) !== true) {
    problems.push(`${path}: ${sitemap.status || sitemap.error}, ${sitemap.status === 200 ? 'not valid XML' : 'not served'}`);
    return [];
  }
  const parsed = new XMLParser().parse(sitemap.text);
  const locs = (list) => [list ?? []].flat().map((entry) => String(entry.loc));
  if (!parsed.sitemapindex) return locs(parsed.urlset?.url);
  const parts = locs(parsed.sitemapindex.sitemap);
  return (await Promise.all(parts.map((loc) => (loc.startsWith(site) ? sitemapPages(loc.slice(site.length), problems) : [loc])))).flat();
}

const sitemapProblems = [];
const entries = await sitemapPages('/sitemap.xml', sitemapProblems);
check(sitemapProblems.length === 0, 'sitemap.xml and its parts are valid XML', sitemapProblems.join('; '));
const foreign = entries.filter((loc) => !loc.startsWith(`${site}/`) && loc !== site);
check(
  entries.length > 0 && foreign.length === 0,
  `the sitemap lists ${entries.length} pages, all on ${site}`,
  `other addresses: ${foreign.slice(0, 3).join(', ')} (SITE_URL)`,
);
// Four at a time: a smoke test, not a load test.
const answers = [];
for (let i = 0; i < entries.length; i += 4) {
  const some = entries.slice(i, i + 4);
  answers.push(...(await Promise.all(some.map(async (loc) => ({ loc, status: (await get(loc.slice(site.length) || '/')).status })))));
}
const broken = answers.filter((answer) => answer.status !== 200);
check(broken.length === 0, 'every page of the sitemap answers 200', broken.map((b) => `${b.loc}: ${b.status}`).join(', '));

await checkPage('/', 'the home page');
const post = entries.find((loc) => loc.startsWith(`${site}/blog/`) && !loc.startsWith(`${site}/blog/tag/`));
if (post) await checkPage(post.slice(site.length), 'a post');

const feed = await get('/feed.xml');
check(
  feed.status === 200 && /<rss|<feed/.test(feed.text) && XMLValidator.validate(feed.text) === true,
  'the feed is valid RSS',
  `it answered ${feed.status || feed.error} ${feed.headers.get('content-type') ?? ''}`,
);

const admin = await get('/admin');
check(admin.status === 200 && /<div id="root"/.test(admin.text), "the admin's shell is served at /admin", `it answered ${admin.status}`);
// A served page names its script (asked for once it has loaded) in its hand-over element's data-boot.
const script = attribute(first.text, /data-boot="(\/assets\/[^" ]+\.js)/);
const asset = script ? await get(script) : null;
check(
  Boolean(asset && /immutable/.test(asset.headers.get('cache-control') ?? '')),
  'hashed assets are kept for a year',
  `${script ?? 'no script found on the home page'}: cache-control ${asset?.headers.get('cache-control') ?? 'none'}`,
);
const unknown = await get('/no-such-page-here');
check(unknown.status === 404, 'an unknown address answers 404', `it answered ${unknown.status}`);

console.log(failed ? `\n${failed} check(s) failed.` : '\nThe site answers as deployed.');
process.exit(failed ? 1 : 0);
