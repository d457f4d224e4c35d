import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { animationsSettled, BASE_URL, DESKTOP, launchChromium, openPage, PHONE, screenshot, seriousA11yProblems } from './support/browser';
import { readsOnly } from './support/fresh-content';
import { settled } from './support/settled';

async function shot(page: Page, name: string) {
  await settled(page);
  await screenshot(page, name);
}

/** Every public page of the screenshot set: its address, a heading that says it has arrived, its name in the file. */
const PAGES = [
  ['/', 'Featured Projects', 'home'],
  ['/projects', 'All Projects', 'projects'],
  ['/projects/project-3', 'Observability Stack', 'project'],
  ['/blog', 'Blog', 'blog'],
  ['/blog/tag/kubernetes', 'Posts tagged kubernetes', 'tag'],
  ['/blog/tags', 'Tags', 'tags'],
  ['/blog/slo-alerting-that-wakes-you-for-the-right-reasons', 'SLO Alerting That Wakes You for the Right Reasons', 'post'],
  ['/resume', 'Certifications', 'resume'],
  ['/projects?tech=Terraform', 'All Projects', 'projects-filtered'],
  ['/search', 'Search', 'search-empty'],
  ['/search?q=kubernetes', 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts', 'search-results'],
  ['/search?q=zzzqqq', 'No results for “zzzqqq”', 'search-none'],
] as const;

describe('a visitor’s journey through the public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const variant of [
    { theme: 'dark' as const, viewport: DESKTOP, label: 'dark-desktop' },
    { theme: 'light' as const, viewport: PHONE, label: 'light-phone' },
  ]) {
    it(`home → project → all projects → blog → post → resume → contact (${variant.label})`, async () => {
      const { context, page } = await openPage(browser, { theme: variant.theme, viewport: variant.viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
      const phone = variant.viewport === PHONE;
      const nav = async (name: string) => {
        if (phone) {
          await page.getByLabel('Open menu').click();
          await page.locator('#mobile-menu').getByRole('link', { name, exact: true }).click();
          await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
        } else {
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
        }
      };

      // Home
      await page.goto(BASE_URL);
      await page.getByRole('heading', { level: 1, name: 'Alex Morgan' }).waitFor();
      await page.getByRole('heading', { name: 'Featured Projects' }).waitFor();
      expect(await page.title()).toBe('Alex Morgan · Cloud & DevOps Engineer');
      await expect.poll(() => page.locator('[data-testid="featured-grid"] [data-testid="project-card"]').count()).toBe(3);
      await shot(page, `journey-${variant.label}-1-home`);

      // A featured project
      await page.getByRole('link', { name: 'View Details: Multi-Region EKS Platform' }).click();
      await page.getByRole('heading', { level: 1, name: 'Multi-Region EKS Platform' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
      expect(await page.title()).toContain('Multi-Region EKS Platform');
      expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toContain('self-service Kubernetes platform');
      await shot(page, `journey-${variant.label}-2-project`);

      // All projects, then another project
      await page.getByRole('link', { name: 'Back to Projects' }).click();
      await page.getByRole('heading', { level: 1, name: 'All Projects' }).waitFor();
      await expect.poll(() => page.locator('[data-testid="projects-grid"] [data-testid="project-card"]').count()).toBeGreaterThan(2);
      await shot(page, `journey-${variant.label}-3-projects`);
      await page.getByRole('link', { name: 'View Details: Terraform Module Registry' }).click();
      await page.getByRole('heading', { level: 1, name: 'Terraform Module Registry' }).waitFor();

      // Blog, then a post; sharing copies the link
      await nav('Blog');
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await page.locator('[data-testid="post-row"]').first().waitFor();
      await shot(page, `journey-${variant.label}-4-blog`);
      const firstTitle = (await page.locator('[data-testid="post-row"] h2').first().textContent()) ?? '';
      await page.getByTestId('post-row').first().getByRole('link', { name: firstTitle, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor();
      await page.getByRole('button', { name: 'Share this post' }).click();
      await page.getByText('Link copied!').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      await shot(page, `journey-${variant.label}-5-post`);
      await expect.poll(() => page.getByText('Link copied!').count(), { timeout: 4000 }).toBe(0);

      // A tag at the end of the post leads to its page, which lists the post
      await page.getByRole('list', { name: 'Tags' }).getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: /^Posts tagged / }).waitFor();
      await page.getByRole('heading', { level: 2, name: firstTitle }).waitFor();
      await shot(page, `journey-${variant.label}-5-tag`);

      // Resume, with its download under the stored file name
      await nav('Resume');
      await page.getByRole('heading', { level: 2, name: 'Work Experience' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Resume' }).click()]);
      expect(download.suggestedFilename()).toBe('Alex-Morgan-Resume.pdf');
      await shot(page, `journey-${variant.label}-6-resume`);

      // Contact from another page: home first, then the form
      await nav('Contact');
      await page.getByRole('heading', { name: 'Get In Touch' }).waitFor();
      await expect.poll(() => page.evaluate(() => document.getElementById('contact')!.getBoundingClientRect().top)).toBeLessThan(200);
      await page.getByLabel('Name').fill('Jamie Visitor');
      await page.getByRole('form', { name: 'Contact form' }).getByLabel('Email').fill('jamie@example.com');
      await page.getByLabel('Message').fill('Hello Alex, I enjoyed your blog. Could we talk about a platform project?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Message sent successfully! I will get back to you soon.').waitFor();
      await screenshot(page, `journey-${variant.label}-7-contact-sent`);
      await context.close();
    });
  }

  it('keeps the chosen theme across a reload', readsOnly, async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE_URL}/blog`);
    await page.getByRole('checkbox', { name: 'Switch to light theme' }).first().click();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await context.close();
  });

  it('shows the not-found states of an unknown project and post, with no serious accessibility violation', readsOnly, async () => {
    const { context, page } = await openPage(browser, { theme: 'dark' });
    await page.goto(`${BASE_URL}/projects/no-such-project`);
    await page.getByRole('heading', { name: 'Project not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Projects' }).waitFor();
    await shot(page, 'not-found-project-dark');
    const problems = await seriousA11yProblems(page, 'unknown project');
    await page.goto(`${BASE_URL}/blog/no-such-post`);
    await page.getByText('Blog post not found').waitFor();
    await shot(page, 'not-found-post-dark');
    problems.push(...(await seriousA11yProblems(page, 'unknown post')));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('honours reduced motion: no particles, a still skills strip', readsOnly, async () => {
    const { context, page } = await openPage(browser, { reducedMotion: true, viewport: PHONE });
    await page.goto(BASE_URL);
    await page.getByRole('heading', { name: 'Skills & Technologies' }).waitFor();
    await page.locator('[data-testid="skills-track"]').waitFor();
    // The visitor moves the pointer (on a served page, that starts the app), then reads.
    await page.mouse.move(100, 200);
    await page.mouse.move(120, 240);
    // The app has started and decided: the particles stay off, no canvas is drawn.
    await page.locator('#hero-particles[data-particles="off"]').waitFor({ state: 'attached' });
    expect(await page.locator('#hero-particles canvas').count()).toBe(0);
    // The strip below the hero hydrates in a later idle moment (a served page was rendered for motion):
    // wait for it to become the still, single row.
    await page.locator('[data-testid="skills-track"][data-copies="1"]').waitFor();
    expect(await page.locator('[data-testid="skills-track"]').evaluate((track) => track.getAnimations().length)).toBe(0);
    await context.close();
  });

  it('keeps the hero still until the pointer moves over it, then starts the particles, when motion is welcome', readsOnly, async () => {
    const { context, page } = await openPage(browser);
    await page.goto(BASE_URL);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A visitor who scrolls or types (on a served page, that starts the app) still sees no particles:
    // they wait for the pointer over the hero.
    await page.mouse.wheel(0, 10);
    await page.keyboard.press('Shift');
    await page.locator('#hero-particles[data-particles="waiting"]').waitFor({ state: 'attached' });
    expect(await page.locator('#hero-particles canvas').count()).toBe(0);
    // The pointer moves over the hero's side.
    await page.mouse.move(1000, 300);
    await page.mouse.move(1020, 320);
    await page.locator('#hero-particles[data-particles="running"] canvas').waitFor({ state: 'attached' });
    // They fade out before the text: the name and the tagline end left of where the mask is clear.
    const layout = await page.locator('#hero-particles').evaluate((el) => {
      const hero = el.getBoundingClientRect();
      const clearFrom = Number(/(\d+)px\)/.exec(getComputedStyle(el).maskImage)?.[1]);
      // Where the words end (a heading's box spans its column; its text may not).
      const words = [...el.parentElement!.querySelectorAll('h1, h1 ~ p')].map((w) => {
        const range = document.createRange();
        range.selectNodeContents(w);
        return range.getBoundingClientRect().right;
      });
      return { clearAt: hero.right - clearFrom, wordsEnd: Math.max(...words), words: words.length };
    });
    expect(layout.words).toBeGreaterThanOrEqual(2);
    expect(layout.wordsEnd).toBeLessThanOrEqual(layout.clearAt);
    // The canvas fills the hero at the screen's pixel density, and the hero's buttons stay clickable through it.
    const canvas = await page.locator('#hero-particles canvas').evaluate((c: HTMLCanvasElement) => ({
      width: c.width,
      clientWidth: c.clientWidth,
      pointerEvents: getComputedStyle(c).pointerEvents,
      ratio: devicePixelRatio,
    }));
    expect(canvas.clientWidth).toBeGreaterThan(300);
    expect(canvas.width).toBe(Math.round(canvas.clientWidth * Math.min(canvas.ratio, 2)));
    expect(canvas.pointerEvents).toBe('none');
    expect(await page.locator('[data-testid="skills-track"]').getAttribute('data-copies')).toBe('2');
    await context.close();
  });
});

/** The sample's published posts, newest first, as /blog lists them: each one's category and picture. */
const LISTED_POSTS = [
  ['Zero-Downtime Deployments on Kubernetes with Argo Rollouts', 'Kubernetes', 'cover'],
  ['Terraform Modules That Scale to 40 Teams', 'Infrastructure as Code', 'cover'],
  ['SLO Alerting That Wakes You for the Right Reasons', 'Observability', 'cover'],
  ['Hardening GitHub Actions: OIDC, Pinned Actions and Least Privilege', 'CI/CD', 'cover'],
  ['Cutting CI Time in Half with Remote Build Caches', 'CI/CD', 'title card'],
  ['Secrets Without Long-Lived Keys: OIDC from CI to the Cloud', 'Security', 'body'],
  ['Writing Postmortems People Actually Read', 'Reliability', 'title card'],
] as const;

/** WCAG 2's contrast of two computed CSS colours (rgb() or color(srgb …), as Chromium gives them). */
function contrastOf(a: string, b: string): number {
  const channels = (css: string) => {
    const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(css);
    if (srgb) return srgb.slice(1, 4).map(Number);
    const rgb = /rgba?\((\d+), (\d+), (\d+)/.exec(css);
    if (!rgb) throw new Error(`Not a colour: ${css}`);
    return rgb.slice(1, 4).map((c) => Number(c) / 255);
  };
  const luminance = (css: string) => {
    const [r, g, b] = channels(css).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

describe('the blog’s list, dense, with each post’s card elements', readsOnly, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const variant of [
    { theme: 'light' as const, viewport: { width: 1440, height: 900 }, label: 'light-1440' },
    { theme: 'dark' as const, viewport: { width: 1440, height: 900 }, label: 'dark-1440' },
    { theme: 'light' as const, viewport: PHONE, label: 'light-390' },
    { theme: 'dark' as const, viewport: PHONE, label: 'dark-390' },
  ]) {
    it(`shows each post's picture, category, date, reading time, title, excerpt and Read More (${variant.label})`, async () => {
      const { context, page } = await openPage(browser, { theme: variant.theme, viewport: variant.viewport });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${BASE_URL}/blog`);
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      const rows = page.getByTestId('post-row');
      await expect.poll(() => rows.count()).toBe(LISTED_POSTS.length);
      if (variant.viewport.width === 1440) {
        // Dense: at least six whole posts in the first screen.
        const bottoms = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().bottom));
        expect(bottoms.filter((bottom) => bottom <= variant.viewport.height).length).toBeGreaterThanOrEqual(6);
      }
      for (const [i, [title, category, picture]] of LISTED_POSTS.entries()) {
        const row = rows.nth(i);
        await row.scrollIntoViewIfNeeded();
        expect(await row.getByRole('heading', { level: 2 }).textContent()).toBe(title);
        await row.getByText(category, { exact: true }).first().waitFor();
        expect(await row.locator('time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
        await row.getByText(/^\d+ min read$/).waitFor();
        expect((await row.locator('p:not([data-testid="title-card"] p)').first().textContent())?.length).toBeGreaterThan(40);
        const more = row.getByRole('link', { name: `Read More: ${title}` });
        expect((await more.textContent())?.trim()).toBe('Read More');
        expect(await more.getAttribute('href')).toBe(await row.getByRole('link', { name: title, exact: true }).getAttribute('href'));
        if (picture === 'title card') {
          // No picture: a card set from the title in the brand's colours, hidden from screen readers.
          const card = row.getByTestId('title-card');
          await card.waitFor();
          expect(await card.getAttribute('aria-hidden')).toBe('true');
          expect(await card.textContent()).toBe(`${category}${title}`);
          expect(await row.locator('img').count()).toBe(0);
          const box = (await card.boundingBox())!;
          expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.05);
          const colours = await card.evaluate((element) => ({
            background: getComputedStyle(element).backgroundColor,
            text: getComputedStyle(element.querySelector('p:last-of-type')!).color,
          }));
          expect(contrastOf(colours.background, colours.text), JSON.stringify(colours)).toBeGreaterThanOrEqual(4.5);
        } else {
          const image = row.locator('img');
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          expect(await image.getAttribute('loading')).toBe(i === 0 ? 'eager' : 'lazy');
          expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
          if (picture === 'body') expect(await image.getAttribute('src')).toBe('/sample/blog/oidc-federation.svg');
          // A thumbnail: never wider than a sixth of the page.
          expect((await image.boundingBox())!.width).toBeLessThan(150);
        }
      }
      // The cards are drawn, not fetched: no default picture was asked for.
      expect(requested.filter((path) => path.startsWith('/images/'))).toEqual([]);
      await page.evaluate(() => scrollTo(0, 0));
      await shot(page, `blog-list-${variant.label}`);
      expect(await seriousA11yProblems(page, `/blog ${variant.label}`)).toEqual([]);
      await context.close();
    });
  }

  it('stops once per post on the keyboard: the title’s link, and Read More only for a pointer', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${BASE_URL}/blog`);
    const first = page.getByTestId('post-row').first();
    const title = first.getByRole('heading', { level: 2 });
    await title.waitFor();
    await first.getByRole('link', { name: (await title.textContent())!, exact: true }).focus();
    // From the first title, Tab goes through its tags to the next post's title, never to a Read More.
    const stops: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''),
      );
    }
    expect(stops.filter((stop) => stop.startsWith('Read More'))).toEqual([]);
    expect(stops).toContain('Terraform Modules That Scale to 40 Teams');
    await context.close();
  });
});

// One page per theme and width, and one test per public page on it: each page gets its own time
// budget, so a loaded machine slows the run down without failing it, and a failure names its page.
// Each capture waits for what a visitor would (settled), and axe scans what was captured.
for (const variant of [
  { theme: 'light' as const, viewport: DESKTOP, label: 'light-desktop' },
  { theme: 'dark' as const, viewport: DESKTOP, label: 'dark-desktop' },
  { theme: 'light' as const, viewport: PHONE, label: 'light-phone' },
  { theme: 'dark' as const, viewport: PHONE, label: 'dark-phone' },
]) {
  describe(`every public page in the ${variant.theme} theme at ${variant.viewport.width} px (screenshots)`, readsOnly, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      browser = await launchChromium();
      ({ context, page } = await openPage(browser, { theme: variant.theme, viewport: variant.viewport }));
    });
    afterAll(async () => {
      await context?.close();
      await browser?.close();
    });

    it.each(PAGES)('%s shows with no serious accessibility violation', async (path, ready, name) => {
      await page.goto(`${BASE_URL}${path}`);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      await shot(page, `pages-${variant.label}-${name}`);
      expect(await seriousA11yProblems(page, path)).toEqual([]);
    });

    if (variant.viewport === PHONE) {
      it('opens the phone menu with no serious accessibility violation', async () => {
        await page.getByLabel('Open menu').click();
        await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
        await animationsSettled(page);
        await screenshot(page, `pages-${variant.label}-menu-open`);
        expect(await seriousA11yProblems(page, 'phone menu')).toEqual([]);
      });
    }

    // The header's search box, suggesting as the visitor types (in the phone menu on a phone).
    it("suggests posts as the visitor types in the header's search, with no serious accessibility violation", async () => {
      const box = page.getByRole('combobox', { name: 'Search posts and projects' });
      await box.click();
      await box.pressSequentially('kube');
      await page.getByRole('option', { name: /Zero-Downtime Deployments/ }).waitFor();
      await animationsSettled(page);
      await screenshot(page, `pages-${variant.label}-search-suggestions`);
      expect(await seriousA11yProblems(page, 'search suggestions')).toEqual([]);
    });
  });
}
