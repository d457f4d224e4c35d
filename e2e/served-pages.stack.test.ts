/**
 * Pages served by the render function, over the production build on the Hosting, Functions, Auth
 * and Firestore emulators (`npm test` runs this file in the stack run only; there is no server on
 * the demo build). What a crawler, a visitor without JavaScript, and a visitor with it get.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStarted, BASE_URL, headingFont, launchChromium, moveToStartApp, openPage, PHONE, screenshot } from './support/browser';
import { readsOnly } from './support/fresh-content';

const POST = {
  slug: 'zero-downtime-deployments-on-kubernetes-with-argo-rollouts',
  title: 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts',
};
const DRAFT = { slug: 'platform-engineering-roadmap-2027', title: 'Our Platform Engineering Roadmap for 2027' };
/** A published post and an active project without a picture of their own (the sample's others have photographs). */
const UNPICTURED = { post: 'cutting-ci-time-in-half-with-remote-build-caches', project: 'project-5' };

const db = () => {
  if (getApps().length === 0) initializeApp({ projectId: 'demo-portfolio' });
  return getFirestore();
};

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

async function fetchText(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
    headers: response.headers,
  };
}

/** What the emulators printed so far (scripts/stack.mjs writes it to STACK_LOG), the functions' logs among it. */
// Without colour codes: under `npm test` (FORCE_COLOR set, which colorette reads as "on" whatever its
// value) firebase-tools colours its lines, "functions:\x1b[22m\x1b[39m Finished" among them.
const stackLog = () => readFileSync(process.env.STACK_LOG!, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const finishedCalls = (log: string) => log.split('functions: Finished "').length - 1;

/** A request fetch cannot make (TRACE is a forbidden method there): its status and Allow header. */
function rawRequest(method: string, path: string): Promise<{ status: number; allow: string | undefined }> {
  const url = new URL(path, BASE_URL);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Light, then dark again, by the header's theme toggle, each press seen in its label. */
async function toggleTwice(page: Page) {
  await page.getByRole('checkbox', { name: 'Switch to light theme' }).click();
  await page.getByRole('checkbox', { name: 'Switch to dark theme' }).waitFor();
  await page.getByRole('checkbox', { name: 'Switch to dark theme' }).click();
  await page.getByRole('checkbox', { name: 'Switch to light theme' }).waitFor();
}

/** What a failed toggle left: the class on <html>, the toggle's label, whether the app had hydrated. */
const themeState = (page: Page) =>
  page.evaluate(() =>
    [
      `class "${document.documentElement.className}"`,
      `label "${document.querySelector('input.theme-switch')?.getAttribute('aria-label') ?? ''}"`,
      `hydrated ${document.documentElement.dataset.hydrated ?? 'not yet'}`,
    ].join(', '),
  );

const parser = new XMLParser({ ignoreAttributes: false });
const asList = <T>(value: T | T[] | undefined): T[] => [value ?? []].flat() as T[];

/** Every URL of the sitemap: its index, then each part it names (parts of at most 50,000 URLs). */
async function sitemapAndFeed() {
  const index = await fetchText('/sitemap.xml');
  const feed = await fetchText('/feed.xml');
  expect(XMLValidator.validate(index.text)).toBe(true);
  expect(XMLValidator.validate(feed.text)).toBe(true);
  const urls: string[] = [];
  for (const part of asList<{ loc: string }>(parser.parse(index.text).sitemapindex.sitemap)) {
    const sitemap = await fetchText(part.loc.replace(/^https?:\/\/[^/]+/, ''));
    expect(XMLValidator.validate(sitemap.text)).toBe(true);
    urls.push(...asList<{ loc: string }>(parser.parse(sitemap.text).urlset.url).map((u) => u.loc.replace(/^https?:\/\/[^/]+/, '')));
  }
  const items = asList<{ title: string }>(parser.parse(feed.text).rss.channel.item).map((i) => i.title);
  return { urls, items };
}

// The tests that only read come first, so they share one seed of the sample content; each that
// writes starts from a fresh one (support/fresh-content.ts).
describe('pages served by the render function', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'gives a crawler (plain HTTP, no script) the title, description, canonical and Open Graph tags of a post and a project',
    readsOnly,
    async () => {
      const post = await fetchText(`/blog/${POST.slug}`);
      expect(post.status).toBe(200);
      expect(post.headers.get('cache-control')).toContain('s-maxage=');
      // Compressed by the function: Hosting passes a function's answer through as it is.
      expect(post.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
      expect(post.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(post.text).toMatch(new RegExp(`<title>${POST.title} \\| [^<]+</title>`));
      expect(meta(post.text, 'name', 'description')).toMatch(/Rolling updates are not enough/);
      expect(post.text).toContain(`<link rel="canonical" href="${BASE_URL}/blog/${POST.slug}"`);
      expect(meta(post.text, 'property', 'og:title')).toBe(POST.title);
      expect(meta(post.text, 'property', 'og:type')).toBe('article');
      expect(meta(post.text, 'property', 'og:image')).toMatch(/^http/);
      expect(post.text).toContain('"@type":"BlogPosting"');
      // The page's CSS is extracted into its head: none sits among the content, where the app would
      // have to move it (restyling the whole page) when it takes over.
      expect(post.text.slice(0, post.text.indexOf('<body'))).toContain('<style data-served-css="css ');
      expect(post.text.slice(post.text.indexOf('<body'))).not.toContain('<style');
      // The post itself is in the HTML, not only its tags.
      expect(post.text).toContain('<h1');
      expect(post.text).toContain('Argo Rollouts');

      const project = await fetchText('/projects/project-1');
      expect(project.status).toBe(200);
      expect(project.text).toMatch(/<title>Multi-Region EKS Platform \| [^<]+<\/title>/);
      expect(project.text).toContain(`<link rel="canonical" href="${BASE_URL}/projects/project-1"`);
      expect(meta(project.text, 'property', 'og:title')).toBe('Multi-Region EKS Platform');
      expect(meta(project.text, 'name', 'description')).toBeTruthy();
      expect(project.text).toContain('"@type":"CreativeWork"');
    },
  );

  it(
    'with JavaScript: a served post keeps its body as sent, its code coloured, and never downloads the Markdown renderer',
    readsOnly,
    async () => {
      const { context, page } = await openPage(browser);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${BASE_URL}/blog/${POST.slug}`);
      const body = page.locator('[data-markdown]');
      const served = await body.innerHTML();
      expect(await body.locator('pre code .token').count()).toBeGreaterThan(0);
      await moveToStartApp(page);
      expect(await body.innerHTML()).toBe(served);
      expect(scripts.some((path) => path.includes('hydrate-served-page'))).toBe(true);
      expect(scripts.filter((path) => /markdown-content|\/highlight-/.test(path))).toEqual([]);
      await context.close();
    },
  );

  it(
    'answers 404 with the not-found page for a draft, an inactive project and an unknown path, leaking none of their text',
    readsOnly,
    async () => {
      const draft = await fetchText(`/blog/${DRAFT.slug}`);
      expect(draft.status).toBe(404);
      expect(draft.text).toContain('Blog post not found');
      expect(draft.text).not.toContain(DRAFT.title);
      expect(draft.text).not.toContain('Roadmap');

      const archived = (await db().collection('projects').where('status', '==', 'archived').get()).docs[0]!;
      const inactive = await fetchText(`/projects/${archived.id}`);
      expect(inactive.status).toBe(404);
      expect(inactive.text).toContain('Project not found');
      expect(inactive.text).not.toContain(archived.data().title as string);

      const unknown = await fetchText('/no-such-page');
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('Page not found');
      expect(meta(unknown.text, 'name', 'robots')).toBe('noindex');
    },
  );

  it('serves a tag page (no script) listing exactly the published posts with the tag, with a feed that parses', readsOnly, async () => {
    const posts = (await db().collection('blog_posts').get()).docs.map((d) => d.data());
    const tagged = (tag: string, published: boolean) =>
      posts
        .filter((p) => p.published === published && ((p.tags as string[] | undefined) ?? []).includes(tag))
        .map((p) => p.title as string);
    // platform-engineering is on a published post and on the draft.
    const tag = 'platform-engineering';
    expect(tagged(tag, true).length).toBeGreaterThan(0);
    expect(tagged(tag, false).length).toBeGreaterThan(0);
    const page = await fetchText(`/blog/tag/${tag}`);
    expect(page.status).toBe(200);
    for (const title of tagged(tag, true)) expect(page.text).toContain(title);
    for (const title of tagged(tag, false)) expect(page.text).not.toContain(title);
    const others = posts.filter((p) => p.published === true && !((p.tags as string[] | undefined) ?? []).includes(tag));
    for (const other of others) expect(page.text).not.toContain(`href="/blog/${other.slug as string}"`);
    expect(page.text).toContain(`<link rel="alternate" type="application/rss+xml" title="`);
    const feed = await fetchText(`/blog/tag/${tag}/feed.xml`);
    expect(XMLValidator.validate(feed.text)).toBe(true);
    const items = asList<{ title: string }>(parser.parse(feed.text).rss.channel.item).map((i) => i.title);
    expect(items.sort()).toEqual(tagged(tag, true).sort());
    expect((await fetchText('/blog/tag/no-post-has-this')).status).toBe(404);
  });

  it(
    'without JavaScript: every public page reads, every link leads somewhere, the theme toggles and the phone menu opens',
    readsOnly,
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
      const page = await context.newPage();
      const seen = new Set<string>();
      const queue = ['/'];
      while (queue.length > 0) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await page.goto(`${BASE_URL}${path}`);
        expect(response?.status(), path).toBe(200);
        if (!(response?.headers()['content-type'] ?? '').includes('text/html')) continue;
        expect((await page.locator('main').innerText()).trim().length, `content of ${path}`).toBeGreaterThan(40);
        const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        for (const href of hrefs) {
          const target = href.split('#')[0]!.split('?')[0]! || '/';
          if (!target.startsWith('/admin') && !seen.has(target)) queue.push(target);
        }
      }
      for (const path of ['/', '/resume', '/projects', '/blog', `/blog/${POST.slug}`, '/projects/project-1', '/blog/tag/kubernetes']) {
        expect(seen).toContain(path);
      }

      await page.goto(`${BASE_URL}/blog`);
      // The switch flips the header and what follows it (main, the footer): what the visitor sees of the page.
      const background = () =>
        page.evaluate(() => ['header', 'main', 'footer'].map((part) => getComputedStyle(document.querySelector(part)!).backgroundColor));
      const dark = await background();
      await page.getByRole('checkbox', { name: 'Switch to light theme' }).click();
      const light = await background();
      light.forEach((colour, part) => expect(colour, ['header', 'main', 'footer'][part]).not.toBe(dark[part]));
      await screenshot(page, 'served-nojs-light-phone');
      await page.getByRole('checkbox', { name: 'Switch to light theme' }).click();
      expect(await background()).toEqual(dark);

      await page.getByLabel('Open menu').click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Resume', exact: true }).click();
      await page.waitForURL(`${BASE_URL}/resume`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await context.close();
    },
  );

  it(
    'serves /projects?tech= (no script) listing exactly the active projects with that technology, an archived one left out',
    readsOnly,
    async () => {
      // In any case: a visitor's lower-case technology finds the projects, under its one address.
      const filtered = await fetchText('/projects?tech=github%20actions');
      expect(filtered.status).toBe(200);
      expect(filtered.text).toContain('Filtered by <strong>GitHub Actions</strong>');
      expect(filtered.text).toContain('2 projects');
      for (const title of ['Terraform Module Registry', 'CI/CD Pipeline Templates']) expect(filtered.text).toContain(title);
      expect(filtered.text).toContain(`<link rel="canonical" href="${BASE_URL}/projects?tech=github%20actions"`);
      // Active without the technology, and archived with it.
      for (const title of ['Multi-Region EKS Platform', 'Observability Stack', 'Legacy Jenkins Migration'])
        expect(filtered.text).not.toContain(title);
      expect((await fetchText('/projects?tech=Cobol')).text).toContain('No projects use Cobol.');
    },
  );

  it(
    "without JavaScript: /search finds a word only in one post's body and marks it, a draft's words find nothing, and the header's box submits there",
    readsOnly,
    async () => {
      const found = await fetchText('/search?q=checkout');
      expect(found.status).toBe(200);
      expect(found.text).toContain('1 result for “checkout”');
      expect(found.text).toContain(POST.title);
      expect(found.text).toMatch(/<mark[^>]*>checkout<\/mark>/);
      expect(meta(found.text, 'name', 'robots')).toBe('noindex');

      const draft = await fetchText('/search?q=backstage');
      expect(draft.status).toBe(200);
      expect(draft.text).toContain('No results for “backstage”');
      expect(draft.text).not.toContain(DRAFT.title);
      const json = await fetchText('/search.json?q=backstage');
      expect(JSON.parse(json.text)).toEqual({ query: 'backstage', total: 0, hits: [] });
      expect(JSON.parse((await fetchText('/search.json?q=checkout')).text)).toMatchObject({ total: 1, hits: [{ title: POST.title }] });

      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/blog`);
      await page.getByRole('combobox', { name: 'Search posts and projects' }).fill('terraform modules');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${BASE_URL}/search?q=terraform+modules`);
      await page.getByRole('link', { name: 'Terraform Modules That Scale to 40 Teams' }).waitFor();
      await context.close();
    },
  );

  it(
    'with JavaScript: the header box fetches its index only once focused, then shows matches as the visitor types and opens one without a page load',
    readsOnly,
    async () => {
      const { context, page } = await openPage(browser);
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/search-index.json') indexRequests.push(request.url());
      });
      await page.goto(`${BASE_URL}/resume`);
      await moveToStartApp(page);
      // A mark on this document: it survives only if no page load happens.
      await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
      expect(indexRequests).toEqual([]);

      const box = page.getByRole('combobox', { name: 'Search posts and projects' });
      await box.click();
      await expect.poll(() => indexRequests.length).toBe(1);
      await box.pressSequentially('argo');
      const option = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: /Zero-Downtime Deployments/ });
      await option.waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      await option.click();
      await page.waitForURL(`${BASE_URL}/blog/${POST.slug}`);
      await page.getByRole('heading', { level: 1, name: POST.title }).waitFor();
      expect(await page.evaluate(() => (window as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
      expect(indexRequests).toHaveLength(1);

      // The box as the visitor's first interaction: what was typed while the app took over is searched.
      const other = await context.newPage();
      await other.goto(`${BASE_URL}/projects`);
      const first = other.getByRole('combobox', { name: 'Search posts and projects' });
      await first.click();
      await first.pressSequentially('terraform');
      await other
        .getByRole('listbox', { name: 'Search suggestions' })
        .getByRole('option', { name: /Terraform Modules That Scale/ })
        .waitFor();
      expect(await first.inputValue()).toBe('terraform');
      await context.close();
    },
  );

  it(
    'answers an address that cannot be a document id with 404 (pages) or 204 (the page-view beacon), logging no error',
    readsOnly,
    async () => {
      const log = stackLog();
      const calls = finishedCalls(log);
      const long = 'a'.repeat(1500);
      const pages = {
        '/projects/__x__': 'Project not found',
        '/projects/__proto__': 'Project not found',
        '/projects/x%2Fy': 'Project not found',
        [`/projects/${long}`]: 'Project not found',
        '/blog/__x__': 'Blog post not found',
        [`/blog/${long}`]: 'Blog post not found',
      };
      for (const [path, text] of Object.entries(pages)) {
        const page = await fetchText(path);
        expect(page.status, path).toBe(404);
        expect(page.text, path).toContain(text);
      }
      const beacons = ['/projects/__x__', '/projects/__proto__', '/projects/x%2Fy', `/blog/${long.slice(0, 190)}`];
      for (const page_path of beacons) {
        const response = await fetch(`${BASE_URL}/api/track`, {
          method: 'POST',
          // A browser's, so the beacon is not dropped as a bot's before its path is looked at.
          headers: {
            'Content-Type': 'text/plain;charset=UTF-8',
            'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
          },
          body: JSON.stringify({ page_path, referrer: '' }),
        });
        expect(response.status, page_path).toBe(204);
      }
      // Every call above has finished (the emulator says so after the function's own logs).
      const count = Object.keys(pages).length + beacons.length;
      await expect.poll(() => finishedCalls(stackLog()) - calls, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
      const added = stackLog().slice(log.length);
      expect(added).not.toMatch(/"severity":"ERROR"/);
      expect(added).not.toMatch(/Rendering a public page failed|trackPageView failed/);
    },
  );

  it('answers PUT, DELETE, TRACE and other methods on a page with 405 and Allow: GET, HEAD', readsOnly, async () => {
    for (const path of ['/', '/blog', `/blog/${POST.slug}`]) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'POST']) {
        const answer = await rawRequest(method, path);
        expect(answer, `${method} ${path}`).toEqual({ status: 405, allow: 'GET, HEAD' });
      }
    }
    expect((await rawRequest('HEAD', '/blog')).status).toBe(200);
  });

  it(
    'with JavaScript: asks for its one script only once the page has loaded, and a visitor who acts before it arrives still starts the app',
    readsOnly,
    async () => {
      const { context, page } = await openPage(browser);
      // The page's script is held on its way until the visitor has acted.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const asked = page.waitForRequest(/\/assets\/boot-[\w-]+\.js$/);
      await page.goto(BASE_URL, { waitUntil: 'load' });
      await asked;
      await page.keyboard.press('Tab');
      release();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
      const scripts = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const js = performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(new URL(entry.name).pathname));
        return { count: js.length, allAfterLoad: js.every((entry) => entry.startTime >= navigation!.loadEventEnd) };
      });
      expect(scripts.count).toBeGreaterThan(1);
      expect(scripts.allAfterLoad).toBe(true);
      await appStarted(page);
      await context.close();
    },
  );

  it(
    'with JavaScript: runs no app code until the first interaction, then hydrates without a warning and navigates as the app',
    readsOnly,
    async () => {
      const { context, page } = await openPage(browser);
      const problems: string[] = [];
      let current = '';
      page.on('console', (message) => {
        // The not-found page is answered with status 404, which Chromium reports for the document itself.
        if (current === '/no-such-page' && message.text().includes('status of 404')) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${current} ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${current} pageerror: ${error.message}`));
      for (const path of ['/', '/resume', '/projects', '/projects/project-1', '/blog', `/blog/${POST.slug}`, '/no-such-page']) {
        current = path;
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
        expect(await page.evaluate(() => document.documentElement.dataset.app ?? null)).toBeNull();
        await page.keyboard.press('Tab');
        await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
        // Pressed while the app takes over, then again: the toggle's label follows each press.
        await toggleTwice(page).catch(async (error: Error) => {
          throw new Error(`On ${path} (${await themeState(page)}): ${error.message}`);
        });
      }
      // From here on it is the single-page app: a link changes the page without loading a new document.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // The visitor's chosen theme is applied by the page's inline script, before any app code runs
      // (a CSP that refused the script would show in problems below, and leave the server's dark).
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.goto(`${BASE_URL}/resume`, { waitUntil: 'load' });
      expect(
        await page.evaluate(() => [document.documentElement.classList.contains('light'), document.documentElement.dataset.app ?? null]),
      ).toEqual([true, null]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it(
    'a first visit: the page is read in the system’s face with nothing moving during its load; once idle the skills strip moves while on screen; the next page is in the same face',
    readsOnly,
    async () => {
      const { context, page } = await openPage(browser);
      await page.goto(BASE_URL, { waitUntil: 'load' });
      const first = await headingFont(page);
      expect(first).toEqual({ family: '-apple-system', fontFiles: 0 });
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^-apple-system, BlinkMacSystemFont/);

      // The skills strip: moving once on screen, since a moment after the load, and still once scrolled away.
      // Judged as a person sees it, moved or not from one frame to the next, never by where it is.
      const track = page.getByTestId('skills-track');
      const TRACK = '[data-testid="skills-track"]';
      // How long a person looks for the strip to start or stop moving, on a loaded machine.
      const A_MOMENT = 10_000;
      await track.scrollIntoViewIfNeeded();
      await page.locator(`${TRACK}[data-moving]`).waitFor({ timeout: A_MOMENT });
      const before = await track.evaluate((element) => getComputedStyle(element).transform);
      await page.waitForFunction(
        (at) => getComputedStyle(document.querySelector(at.track)!).transform !== at.before,
        { track: TRACK, before },
        {
          polling: 'raf',
          timeout: A_MOMENT,
        },
      );
      // It began moving once the page had loaded, not during the load.
      expect(
        await track.evaluate((element) => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          const [animation] = element.getAnimations();
          return { state: animation!.playState, startedAfterLoad: Number(animation!.startTime) >= navigation!.loadEventEnd };
        }),
      ).toEqual({ state: 'running', startedAfterLoad: true });

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator(`${TRACK}:not([data-moving])`).waitFor({ state: 'attached', timeout: A_MOMENT });
      // Paused once the pause has reached the screen (a pause takes effect at the next frame), then two
      // frames later it has not moved.
      const stillAt = await track.evaluate(async (element) => {
        const [animation] = element.getAnimations();
        await animation!.ready;
        return { state: animation!.playState, at: getComputedStyle(element).transform };
      });
      expect(stillAt.state).toBe('paused');
      const twoFramesLater = await track.evaluate(async (element) => {
        for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
        return getComputedStyle(element).transform;
      });
      expect(twoFramesLater).toBe(stillAt.at);

      // The next page, inside the app, is set in the same face; so is a page loaded afresh.
      await page.keyboard.press('Tab');
      await appStarted(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      expect(await headingFont(page)).toEqual(first);
      await page.goto(`${BASE_URL}/resume`, { waitUntil: 'load' });
      expect(await page.evaluate(() => document.documentElement.dataset.app ?? null)).toBeNull();
      expect(await headingFont(page)).toEqual(first);
      await context.close();
    },
  );

  it('gives every page that is found without a picture of its own a drawn share image: a 1200 × 630 PNG the CDN keeps a year, at a new address after an edit', async () => {
    const shareImageOf = async (path: string) => {
      const page = await fetchText(path);
      const image = meta(page.text, 'property', 'og:image') ?? '';
      expect(meta(page.text, 'property', 'og:image:width')).toBe('1200');
      expect(meta(page.text, 'name', 'twitter:card')).toBe('summary_large_image');
      return new URL(image).pathname;
    };
    for (const path of ['/', '/blog', `/blog/${UNPICTURED.post}`, `/projects/${UNPICTURED.project}`]) {
      const image = await shareImageOf(path);
      expect(image).toMatch(/^\/og\/.*share-[0-9a-f]{12}\.png$/);
      const response = await fetch(`${BASE_URL}${image}`);
      const png = Buffer.from(await response.arrayBuffer());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toContain('immutable');
      // The PNG header's width and height (IHDR, big-endian, after the 8-byte signature and chunk head).
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }

    // A post with a photograph of its own shares the photograph.
    const photographed = await fetchText(`/blog/${POST.slug}`);
    expect(meta(photographed.text, 'property', 'og:image')).toMatch(/^http.*\.jpg$/);

    const before = await shareImageOf(`/projects/${UNPICTURED.project}`);
    const project = db().collection('projects').doc(UNPICTURED.project);
    const { description } = (await project.get()).data()!;
    await project.update({ description: 'Edited for the share image test' });
    try {
      const after = await shareImageOf(`/projects/${UNPICTURED.project}`);
      expect(after).not.toBe(before);
      // Drawn before the edit, and kept by the instance that drew it: still sent on to the current one.
      const old = await fetch(`${BASE_URL}${before}`, { redirect: 'manual' });
      expect(old.status).toBe(302);
      expect(new URL(old.headers.get('location')!, BASE_URL).pathname).toBe(after);
    } finally {
      await project.update({ description });
    }
    expect((await fetch(`${BASE_URL}/og/blog/${DRAFT.slug}/share-000000000000.png`)).status).toBe(404);
  });

  it('serves an uploaded picture (no script) as a <picture>: AVIF and WebP at each width, its own size and description', async () => {
    const photo = 'https://firebasestorage.googleapis.com/v0/b/demo-portfolio.appspot.com/o/images%2Fdesk.jpg?alt=media';
    const sized = (width: number, format: string) => ({
      url: `https://storage.googleapis.com/demo-portfolio.appspot.com/images/variants/desk-${width}.${format}`,
      width,
      height: (width / 3) * 2,
      format,
    });
    const project = db().collection('projects').doc('project-2');
    const before = (await project.get()).data()!;
    await project.update({
      image_url: photo,
      image_alt: 'A desk with two monitors showing the module registry',
      image_meta: {
        src: photo,
        width: 3000,
        height: 2000,
        placeholder: 'data:image/webp;base64,UklGRg==',
        variants: [480, 960, 1590].flatMap((w) => [sized(w, 'avif'), sized(w, 'webp')]),
      },
    });
    try {
      const page = await fetchText('/projects/project-2');
      expect(page.status).toBe(200);
      const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(page.text)?.[1] ?? '';
      expect(picture).toMatch(
        /<source type="image\/avif" srcSet="[^"]*desk-480\.avif 480w, [^"]*desk-960\.avif 960w, [^"]*desk-1590\.avif 1590w" sizes="[^"]+"/,
      );
      expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]*desk-480\.webp 480w/);
      expect(picture).toMatch(/<img[^>]* alt="A desk with two monitors showing the module registry"/);
      expect(picture).toMatch(/<img[^>]* width="3000"/);
      expect(picture).toMatch(/<img[^>]* height="2000"/);
    } finally {
      await project.update({ image_url: before.image_url, image_alt: before.image_alt ?? '', image_meta: before.image_meta ?? null });
    }
  });

  it("serves a picture placed in a post's text (no script) as a <picture> from the sizes the post keeps", async () => {
    const photo = 'https://firebasestorage.googleapis.com/v0/b/demo-portfolio.appspot.com/o/images%2Fracks.jpg?alt=media';
    const [post] = (await db().collection('blog_posts').where('slug', '==', POST.slug).get()).docs;
    const before = post!.data();
    await post!.ref.update({
      content: `${before.content}\n\n![Racks in a cold aisle](${photo})`,
      content_images: [
        {
          src: photo,
          width: 2400,
          height: 1600,
          placeholder: '',
          variants: [480, 960].map((width) => ({
            url: `https://storage.googleapis.com/demo-portfolio.appspot.com/images/variants/racks-${width}.webp`,
            width,
            height: (width / 3) * 2,
            format: 'webp',
          })),
        },
      ],
    });
    try {
      const page = await fetchText(`/blog/${POST.slug}`);
      expect(page.status).toBe(200);
      const body = /data-markdown="[^"]*">(.*?)<\/article>/s.exec(page.text)?.[1] ?? page.text;
      const picture =
        /<picture[^>]*>((?:(?!<\/picture>).)*alt="Racks in a cold aisle"(?:(?!<\/picture>).)*)<\/picture>/s.exec(body)?.[1] ?? '';
      expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]*racks-480\.webp 480w, [^"]*racks-960\.webp 960w" sizes="[^"]+"/);
      expect(picture).toMatch(/<img[^>]* width="2400"/);
      expect(picture).toMatch(/<img[^>]* loading="lazy"/);
    } finally {
      await post!.ref.update({ content: before.content, content_images: before.content_images ?? [] });
    }
  });

  it('serves /blog a page at a time, with real links between pages, rel prev/next and each page its own canonical address', async () => {
    // Twelve older posts beside the sample's four: sixteen, two pages.
    const batch = db().batch();
    for (let i = 0; i < 12; i += 1) {
      const slug = `archive-post-${i}`;
      batch.set(db().collection('blog_posts').doc(`archive-${i}`), {
        title: `Archive Post ${i}`,
        slug,
        excerpt: 'From the archive.',
        content: 'Old news.',
        category: 'Archive',
        image_url: '',
        published: true,
        publish_at: null,
        previous_slugs: [],
        created_at: new Date(Date.UTC(2020, 0, 1 + i)),
        published_at: new Date(Date.UTC(2020, 0, 1 + i)),
      });
      batch.set(db().collection('slugs').doc(slug), { post_id: `archive-${i}` });
    }
    await batch.commit();

    const first = await fetchText('/blog');
    expect(first.status).toBe(200);
    const links = (html: string, rel: string) =>
      [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(links(first.text, 'canonical')).toEqual([`${BASE_URL}/blog`]);
    expect(links(first.text, 'prev')).toEqual([]);
    const [next] = links(first.text, 'next');
    expect(next).toMatch(/\/blog\?after=/);
    // The page's own link to the next one, usable without any script.
    expect(first.text).toContain(`href="${next!.replace(BASE_URL, '').replaceAll('&', '&amp;')}"`);
    expect(first.text).toContain('Archive Post 11');
    expect(first.text).not.toContain('Archive Post 0');

    const second = await fetchText(next!.replace(BASE_URL, ''));
    expect(second.status).toBe(200);
    expect(links(second.text, 'canonical')).toEqual([next]);
    expect(links(second.text, 'next')).toEqual([]);
    const [prev] = links(second.text, 'prev');
    expect(prev).toMatch(/\/blog\?before=/);
    expect(second.text).toContain('Archive Post 0');
    expect(second.text).not.toContain('Archive Post 11');
    // Back: the first page again, which knows it is the first.
    const back = await fetchText(prev!.replace(BASE_URL, ''));
    expect(links(back.text, 'canonical')).toEqual([`${BASE_URL}/blog`]);
    expect(back.text).toContain('Archive Post 11');
  });

  it('sends a renamed post’s earlier address on to the current one with a permanent redirect', async () => {
    const posts = await db().collection('blog_posts').where('published', '==', true).get();
    const renamed = posts.docs.find((d) => d.data().slug !== POST.slug)!;
    await renamed.ref.update({ previous_slugs: ['an-earlier-address'] });
    try {
      const moved = await fetchText('/blog/an-earlier-address');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`/blog/${renamed.data().slug as string}`);
      expect((await fetchText(moved.headers.get('location')!)).text).toContain(renamed.data().title as string);
      expect((await fetchText('/blog/never-an-address')).status).toBe(404);
    } finally {
      await renamed.ref.update({ previous_slugs: FieldValue.delete() });
    }
  });

  it('lists exactly the published posts and active projects in a valid sitemap and feed, and follows publishing', async () => {
    const posts = (await db().collection('blog_posts').get()).docs.map((d) => d.data());
    const projects = (await db().collection('projects').get()).docs.map((d) => ({ id: d.id, ...d.data() }));
    const published = posts.filter((p) => p.published === true);
    const active = projects.filter((p) => (p as { status?: string }).status === 'active');

    const before = await sitemapAndFeed();
    // A post's address is /blog/<slug>; the blog's own pages there (the tags index) are not posts.
    const postUrls = (urls: string[]) => urls.filter((u) => u.startsWith('/blog/') && !u.startsWith('/blog/tag/') && u !== '/blog/tags');
    expect(postUrls(before.urls).sort()).toEqual(published.map((p) => `/blog/${p.slug as string}`).sort());
    expect(before.urls).toContain('/blog/tags');
    // Tag pages: every tag of a published post, once; a draft's own tag is not among them.
    const tags = new Set(published.flatMap((p) => (p.tags as string[] | undefined) ?? []));
    expect(before.urls.filter((u) => u.startsWith('/blog/tag/')).sort()).toEqual([...tags].map((tag) => `/blog/tag/${tag}`).sort());
    expect(before.urls.filter((u) => u.startsWith('/projects/')).sort()).toEqual(active.map((p) => `/projects/${p.id}`).sort());
    expect(before.items.sort()).toEqual(published.map((p) => p.title as string).sort());
    expect(before.urls).not.toContain(`/blog/${DRAFT.slug}`);
    expect((await fetchText('/robots.txt')).text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);

    const draftDoc = (await db().collection('blog_posts').where('slug', '==', DRAFT.slug).get()).docs[0]!;
    await draftDoc.ref.update({ published: true });
    const after = await sitemapAndFeed();
    expect(after.urls).toContain(`/blog/${DRAFT.slug}`);
    expect(after.items).toContain(DRAFT.title);
    expect((await fetchText(`/blog/${DRAFT.slug}`)).status).toBe(200);

    await draftDoc.ref.update({ published: false });
    const again = await sitemapAndFeed();
    expect(again.urls).not.toContain(`/blog/${DRAFT.slug}`);
    expect(again.items).not.toContain(DRAFT.title);
  });

  it('answers 200 with the rest of the content when a featured project holds a malformed list item', async () => {
    const project = db().collection('projects').doc('project-1');
    const stored = (await project.get()).data()!;
    await project.update({ technologies: [{ a: 1 }, 'Terraform'], features: [{}] });
    try {
      for (const path of ['/', '/projects', '/projects/project-1']) {
        const page = await fetchText(path);
        expect(page.status, path).toBe(200);
        expect(page.text, path).toContain(stored.title as string);
        expect(page.text, path).toContain('Terraform');
      }
    } finally {
      await project.update({ technologies: stored.technologies, features: stored.features });
    }
  });

  it('without JavaScript: the contact form is sent, and a refused one comes back with what was typed', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const before = (await db().collection('contact_messages').get()).size;

    await page.goto(`${BASE_URL}/`);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByRole('form', { name: 'Contact form' }).getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Message').fill('Sent without any script.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').waitFor();
    // The answer opens at the message, as the visitor left the form: seen without scrolling (the
    // browser scrolls to the address's #fragment once the page is laid out: waited for).
    expect(new URL(page.url()).hash).toBe('#contact-outcome');
    await page.waitForFunction(
      () => {
        const box = document.getElementById('contact-outcome')?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= innerHeight;
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(await page.getByRole('alert').innerText()).toMatch(/email/i);
    expect(await page.getByLabel('Name').inputValue()).toBe('Grace Hopper');
    expect(await page.getByLabel('Message').inputValue()).toBe('Sent without any script.');

    await page.getByRole('form', { name: 'Contact form' }).getByLabel('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\?contact=sent#contact-outcome$/);
    await page.getByText('Message sent successfully! I will get back to you soon.').waitFor();
    await expect.poll(async () => (await db().collection('contact_messages').get()).size).toBe(before + 1);
    await context.close();
  });

  it('with JavaScript: a message sent while the app is taking over is held, then sent once by the app', async () => {
    const { context, page } = await openPage(browser);
    const before = (await db().collection('contact_messages').get()).size;
    // The app's entry arrives only when released: the page stays between "started" and "hydrated".
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const askedForApp = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto(`${BASE_URL}/#contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Message').fill('Typed and sent while the app was still loading.');
    // The page's own script, which holds such a form, arrives after the page has loaded and asks for
    // the app's entry on the first interaction: once it has asked, it is there (on a busy machine the
    // typing can be over before it arrives, and the form would then rightly post itself).
    await askedForApp;
    // What main.tsx marks first when it runs; its module is held above, so the test marks it.
    await page.evaluate(() => (document.documentElement.dataset.app = 'started'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(page.url()).toBe(`${BASE_URL}/#contact`);
    release();
    await page.getByRole('status').filter({ hasText: 'Message sent successfully! I will get back to you soon.' }).waitFor();
    expect(page.url()).toBe(`${BASE_URL}/#contact`);
    await expect.poll(async () => (await db().collection('contact_messages').get()).size).toBe(before + 1);
    const stored = (await db().collection('contact_messages').where('email', '==', 'ada@example.com').get()).docs;
    expect(stored.map((d) => d.data().message)).toEqual(['Typed and sent while the app was still loading.']);
    await context.close();
  });
});
