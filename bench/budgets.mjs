// The budgets (docs/performance.md lists them), checked against one bench run's figures. Each check names what it
// measured, so a missed budget says where to look.
import { HOME_BUDGET_KB } from './page-weight.mjs';

export const BUDGETS = {
  homeKbGzip: HOME_BUDGET_KB,
  lighthouse: { accessibility: 100, 'best-practices': 100, seo: 100, performance: 98 },
  // Served pages, measured on home (JS and HTML+CSS) and on every public route (long task).
  served: { homeJsBeforeInteractionKb: 30, homeHtmlCssKb: 40, homeJsAfterTapKb: 250, longestTaskAfterTapMs: 200 },
  // The largest paint in Lighthouse's phone profile (median of its runs), on the sample site
  // and on the same site with a 3,000-pixel photo on every project and post.
  lcpMs: { home: 1200, other: 1500 },
  dashboardReads: 100,
  // The header box's index at 1,000 posts, fetched when the box is first focused.
  searchIndexKbGzip: 100,
};

export function checkBudgets(results) {
  const checks = [];
  const check = (area, subject, ok, figure, budget) => checks.push({ area, subject, ok, figure, budget });

  const { pageWeight, lighthouse, dashboard, functions } = results;
  if (pageWeight.error) check('page weight', 'build', false, pageWeight.error, 'must run');
  else {
    const home = pageWeight.routes.find((r) => r.route === '/');
    check(
      'page weight',
      '/',
      Boolean(home) && home.totalKb <= BUDGETS.homeKbGzip,
      `${home?.totalKb} KB gz`,
      `≤ ${BUDGETS.homeKbGzip} KB gz`,
    );
  }

  if (lighthouse.error) check('lighthouse', 'run', false, lighthouse.error, 'must run');
  else {
    for (const row of lighthouse.routes) {
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        check('lighthouse', `${row.route} ${category}`, row[category] === 100, row[category], 100);
      }
    }
    // Performance in every run, not only as a median, on both sites.
    for (const [site, routes] of [
      ['sample site', lighthouse.routes],
      ['photo site', lighthouse.photoSite?.routes ?? []],
    ]) {
      for (const row of routes) {
        const [worst, best] = row.performanceRange ?? [row.performance, row.performance];
        check(
          'lighthouse',
          `${site} ${row.route} performance, every run`,
          worst >= BUDGETS.lighthouse.performance,
          worst === best ? worst : `${worst}–${best}`,
          `≥ ${BUDGETS.lighthouse.performance}`,
        );
      }
    }
    // The Lighthouse CLI, a fresh browser per run: performance in every run, the largest paint's median.
    for (const row of lighthouse.outsider?.routes ?? []) {
      const [worst, best] = row.performanceRange;
      const lcpBudget = row.route === '/' ? BUDGETS.lcpMs.home : BUDGETS.lcpMs.other;
      check(
        'lighthouse CLI',
        `${row.route} performance, every run`,
        worst >= BUDGETS.lighthouse.performance,
        worst === best ? worst : `${worst}–${best}`,
        `≥ ${BUDGETS.lighthouse.performance}`,
      );
      check('lighthouse CLI', `${row.route} largest paint`, row.lcpMs <= lcpBudget, `${row.lcpMs} ms`, `≤ ${lcpBudget} ms`);
    }
    if (!lighthouse.outsider?.routes?.length) check('lighthouse CLI', 'run', false, 'not measured', 'must run');
    const b = BUDGETS.served;
    for (const row of lighthouse.served ?? []) {
      check(
        'served',
        `${row.route} longest task after tap`,
        row.longestTaskAfterTapMs <= b.longestTaskAfterTapMs,
        `${row.longestTaskAfterTapMs} ms`,
        `≤ ${b.longestTaskAfterTapMs} ms`,
      );
      if (row.route !== '/') continue;
      check(
        'served',
        '/ JS before interaction',
        row.jsBeforeInteractionKb <= b.homeJsBeforeInteractionKb,
        `${row.jsBeforeInteractionKb} KB gz`,
        `≤ ${b.homeJsBeforeInteractionKb} KB gz`,
      );
      check('served', '/ HTML + CSS', row.htmlCssKb <= b.homeHtmlCssKb, `${row.htmlCssKb} KB gz`, `≤ ${b.homeHtmlCssKb} KB gz`);
      check(
        'served',
        '/ all JS after the first tap',
        row.jsAllAfterTapKb <= b.homeJsAfterTapKb,
        `${row.jsAllAfterTapKb} KB gz`,
        `≤ ${b.homeJsAfterTapKb} KB gz`,
      );
    }
  }

  if (!lighthouse.error) {
    const sites = [
      ['sample site', lighthouse.routes],
      ['photo site', lighthouse.photoSite?.routes],
    ];
    for (const [site, routes] of sites) {
      if (!routes) {
        check('largest paint', `${site} run`, false, 'not measured', 'must run');
        continue;
      }
      for (const row of routes) {
        const budget = row.route === '/' ? BUDGETS.lcpMs.home : BUDGETS.lcpMs.other;
        check('largest paint', `${site} ${row.route}`, row.lcpMs <= budget, `${row.lcpMs} ms`, `≤ ${budget} ms`);
      }
    }
  }

  if (dashboard.error) check('dashboard reads', 'run', false, dashboard.error, 'must run');
  else {
    for (const row of dashboard) {
      check(
        'dashboard reads',
        `${row.pageViews} views`,
        row.dashboardReads <= BUDGETS.dashboardReads,
        row.dashboardReads,
        `≤ ${BUDGETS.dashboardReads}`,
      );
    }
  }

  if (!results.search || results.search.error) check('search', 'run', false, results.search?.error ?? 'not run', 'must run');
  else
    check(
      'search',
      `index at ${results.search.posts} posts`,
      results.search.indexKbGzip <= BUDGETS.searchIndexKbGzip,
      `${results.search.indexKbGzip} KB gz`,
      `≤ ${BUDGETS.searchIndexKbGzip} KB gz`,
    );

  // No speed budget (shared, noisy machines), but every request must have succeeded.
  if (functions.error) check('functions', 'run', false, functions.error, 'must run');
  else {
    for (const row of functions.handlers) check('functions', `${row.handler} errors`, row.failed === 0, row.failed, 0);
  }
  return checks;
}
