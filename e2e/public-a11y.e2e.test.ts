import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { animationsSettled, BASE_URL, launchChromium, openPage, PHONE, seriousA11yViolations } from './support/browser';

const ROUTES = [
  { path: '/', ready: 'Featured Projects' },
  { path: '/projects', ready: 'All Projects' },
  { path: '/projects/project-1', ready: 'Multi-Region EKS Platform' },
  { path: '/blog', ready: 'Blog' },
  { path: '/blog/tag/kubernetes', ready: 'Posts tagged kubernetes' },
  { path: '/blog/tags', ready: 'Tags' },
  { path: '/resume', ready: 'Work Experience' },
  { path: '/projects?tech=Terraform', ready: 'All Projects' },
  { path: '/search', ready: 'Search' },
  { path: '/search?q=kubernetes', ready: 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts' },
  { path: '/search?q=zzzqqq', ready: 'No results for “zzzqqq”' },
  { path: '/projects/no-such-project', ready: 'Project not found' },
  { path: '/blog/no-such-post', ready: 'Blog post not found' },
  { path: '/no-such-page', ready: 'Page not found' },
];

describe('accessibility of every public route (axe-core, WCAG 2.1 A and AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`reports no serious or critical violation in the ${theme} theme`, async () => {
      // Reduced motion: no reveal or particles mid-animation while axe measures contrast.
      const { context, page } = await openPage(browser, { theme, reducedMotion: true });
      const report: string[] = [];
      const routes = [...ROUTES];
      // A post's slug comes from the sample content.
      await page.goto(`${BASE_URL}/blog`);
      const href = await page.getByTestId('post-row').first().getByRole('heading').getByRole('link').getAttribute('href');
      routes.push({ path: href!, ready: '' });
      for (const route of routes) {
        await page.goto(`${BASE_URL}${route.path}`);
        if (route.ready) await page.getByRole('heading', { name: route.ready }).first().waitFor();
        else await page.getByRole('button', { name: 'Share this post' }).waitFor();
        await animationsSettled(page);
        for (const v of await seriousA11yViolations(page))
          report.push(
            `${route.path}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
          );
      }
      expect(report).toEqual([]);
      await context.close();
    });
  }

  it('reports no serious violation with the phone menu open', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, reducedMotion: true });
    await page.goto(BASE_URL);
    await page.getByRole('heading', { name: 'Featured Projects' }).waitFor();
    await page.getByLabel('Open menu').click();
    const violations = await seriousA11yViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await context.close();
  });

  it("reports no serious violation with the header search's suggestions open, in both themes", async () => {
    for (const theme of ['dark', 'light'] as const) {
      const { context, page } = await openPage(browser, { theme, reducedMotion: true });
      await page.goto(`${BASE_URL}/blog`);
      await page.getByRole('heading', { name: 'Blog' }).first().waitFor();
      const box = page.getByRole('combobox', { name: 'Search posts and projects' });
      await box.click();
      await box.pressSequentially('kube');
      await page.getByRole('option', { name: /Zero-Downtime Deployments/ }).waitFor();
      await page.keyboard.press('ArrowDown');
      const violations = await seriousA11yViolations(page);
      expect(violations.map((v) => `${theme} ${v.id}: ${v.help}`)).toEqual([]);
      await context.close();
    }
  });

  it("reaches the contact form's first field from the top of home in at most 25 Tabs", async () => {
    const { context, page } = await openPage(browser, { reducedMotion: true });
    await page.goto(BASE_URL);
    await page.getByRole('heading', { name: 'Featured Projects' }).waitFor();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.waitFor();
    const inForm = () => form.evaluate((f) => f.contains(document.activeElement) && document.activeElement !== f);
    const stops: string[] = [];
    while (stops.length < 60 && !(await inForm())) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? ''),
      );
    }
    // Each project card is one stop (View Details); its technologies are the projects page's filter.
    expect(await inForm(), stops.join(' | ')).toBe(true);
    expect(stops.length, stops.join(' | ')).toBeLessThanOrEqual(25);
    await context.close();
  });
});
