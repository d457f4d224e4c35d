// The one table `npm run bench` prints: area, subject, figures, budget, verdict.
/** A chunk's row name: a source file by its name, a scoped package by its scope, any other by two segments. */
function packageName(module, parts) {
  if (module.startsWith('src/')) return parts.at(-1).replace(/\.tsx?$/, '');
  if (module.startsWith('@') && parts[0] !== '@firebase' && parts[0] !== 'firebase') return parts[0];
  return parts.slice(0, 2).join('/');
}

/** On-demand chunks summed per package (or per source file), largest first, so the row stays short. */
function onDemandByPackage(chunks) {
  const sums = new Map();
  for (const { module, kb } of chunks) {
    const parts = module.split('/');
    const name = packageName(module, parts);
    sums.set(name, (sums.get(name) ?? 0) + kb);
  }
  return [...sums].map(([name, kb]) => [name, Math.round(kb * 10) / 10]).sort((a, b) => b[1] - a[1]);
}

const fmt = (n) => (typeof n === 'number' ? n.toLocaleString('en-US') : String(n));
/** A median's spread over the runs, " (min–max)", when it has one. */
const range = (pair) => (Array.isArray(pair) && pair[0] !== pair[1] ? ` (${fmt(pair[0])}–${fmt(pair[1])})` : '');

export function renderTable(results) {
  const rows = [];
  const verdict = (area, subjectPrefix) => {
    const related = results.checks.filter((c) => c.area === area && c.subject.startsWith(subjectPrefix));
    if (related.length === 0) return '';
    return related.every((c) => c.ok) ? 'ok' : 'MISSED';
  };

  const { pageWeight, lighthouse, dashboard, functions } = results;
  if (pageWeight.error) rows.push(['page weight', '-', `error: ${pageWeight.error}`, '', 'MISSED']);
  else {
    for (const r of pageWeight.routes) {
      const budget = r.route === '/' ? `≤ ${results.budgets.homeKbGzip}` : '';
      rows.push([
        'page weight (KB gz)',
        r.route,
        `${r.totalKb} (JS ${r.jsKb}, CSS ${r.cssKb}, font ${r.fontKb})`,
        budget,
        r.route === '/' ? verdict('page weight', '/') : '',
      ]);
    }
    const later = onDemandByPackage(pageWeight.onDemand);
    if (later.length) rows.push(['', 'loaded later, not above', later.map(([name, kb]) => `${name} ${kb}`).join(', '), '', '']);
  }

  if (lighthouse.error) rows.push(['lighthouse', '-', `error: ${lighthouse.error}`, '', 'MISSED']);
  else {
    for (const r of lighthouse.routes) {
      const lost = r.failingAudits.length ? `  (lost: ${r.failingAudits.join(', ')})` : '';
      const figures = `perf ${r.performance}${range(r.performanceRange)}  a11y ${r.accessibility}  bp ${r['best-practices']}  seo ${r.seo}  LCP ${fmt(r.lcpMs)} ms${range(r.lcpRangeMs)}  TBT ${fmt(r.tbtMs)} ms${lost}`;
      rows.push([
        `lighthouse (median of ${lighthouse.runs})`,
        r.route,
        figures,
        'perf ≥ 98; a11y, bp, seo 100',
        verdict('lighthouse', `${r.route} `),
      ]);
    }
    for (const r of lighthouse.outsider?.routes ?? []) {
      rows.push([
        `lighthouse CLI (${lighthouse.outsider.runs} runs, fresh browser each)`,
        r.route,
        `perf ${r.runs.map((run) => run.performance).join(', ')}  LCP ${fmt(r.lcpMs)} ms${range(r.lcpRangeMs)}  TBT ≤ ${fmt(r.tbtMaxMs)} ms`,
        r.route === '/'
          ? `perf ≥ 98 every run; LCP ≤ ${results.budgets.lcpMs.home} ms`
          : `perf ≥ 98 every run; LCP ≤ ${results.budgets.lcpMs.other} ms`,
        verdict('lighthouse CLI', `${r.route} `),
      ]);
    }
    for (const r of lighthouse.served ?? []) {
      rows.push([
        'served page (median of 3; KB gz; 4x CPU)',
        r.route,
        `HTML+CSS ${r.htmlCssKb}  JS before interaction ${r.jsBeforeInteractionKb}  preloaded idle ${r.jsPreloadedIdleKb}  all JS after tap ${r.jsAllAfterTapKb}  longest task after tap ${r.longestTaskAfterTapMs} ms${range(r.longestTaskAfterTapRangeMs)}`,
        r.route === '/' ? 'JS ≤ 30, HTML+CSS ≤ 40, after tap ≤ 250; task ≤ 200 ms' : 'task ≤ 200 ms',
        verdict('served', `${r.route} `),
      ]);
    }
    // Side by side, the sample site and the same site with a 3,000-pixel photo per item.
    const photo = lighthouse.photoSite;
    if (photo) {
      for (const r of lighthouse.routes) {
        const p = photo.routes.find((x) => x.route === r.route);
        const images = (list) => list?.find((x) => x.route === r.route);
        const [si, pi] = [images(lighthouse.images), images(photo.images)];
        const tap = (list) => list?.find((x) => x.route === r.route)?.jsAllAfterTapKb;
        rows.push([
          'sample | photo site (phone)',
          r.route,
          `pictures KB ${si?.firstScreenKb}/${si?.wholePageKb} | ${pi?.firstScreenKb}/${pi?.wholePageKb} (first screen/whole page)  LCP ${fmt(r.lcpMs)}${range(r.lcpRangeMs)} | ${fmt(p?.lcpMs)}${range(p?.lcpRangeMs)} ms  JS after tap ${tap(lighthouse.served)} | ${tap(photo.served)} KB gz`,
          r.route === '/' ? `LCP ≤ ${results.budgets.lcpMs.home} ms` : `LCP ≤ ${results.budgets.lcpMs.other} ms`,
          verdict('largest paint', `photo site ${r.route}`) === 'ok' && verdict('largest paint', `sample site ${r.route}`) === 'ok'
            ? 'ok'
            : 'MISSED',
        ]);
      }
      rows.push(['', 'photos', `${photo.photos} photos of 3000 × 2000, ${photo.averageOriginalMb} MB each on average as uploaded`, '', '']);
    }
    if (lighthouse.latency) {
      const l = lighthouse.latency;
      rows.push(['render function (emulator)', 'first request (cold)', `${fmt(l.coldMs)} ms`, 'reported', '']);
      for (const r of l.routes)
        rows.push(['render function (emulator)', r.route, `warm p50 ${r.p50Ms} ms  p95 ${r.p95Ms} ms`, 'reported', '']);
    }
  }

  if (dashboard.error) rows.push(['dashboard reads', '-', `error: ${dashboard.error}`, '', 'MISSED']);
  else {
    for (const r of dashboard) {
      rows.push([
        'dashboard reads',
        `${fmt(r.pageViews)} views`,
        `${fmt(r.dashboardReads)} (read every event: ${fmt(r.readEveryEventReads)})`,
        `≤ ${results.budgets.dashboardReads}`,
        verdict('dashboard reads', `${r.pageViews} views`),
      ]);
    }
  }

  const { search } = results;
  if (!search || search.error) rows.push(['search', '-', `error: ${search?.error ?? 'not run'}`, '', 'MISSED']);
  else {
    const spread = (t) => `${t.medianMs} ms (${t.minMs}–${t.maxMs})`;
    rows.push([
      'search',
      `header index, ${fmt(search.posts)} posts`,
      `${search.indexKbGzip} KB gz (${search.indexKb} KB); first result ${spread(search.firstResult)}`,
      `≤ ${results.budgets.searchIndexKbGzip} KB gz`,
      verdict('search', 'index'),
    ]);
    rows.push([
      'search',
      `full text, ${fmt(search.posts)} posts`,
      `index ${spread(search.fullBuild)}; a query ${spread(search.fullQuery)}`,
      'reported',
      '',
    ]);
  }

  if (functions.error) rows.push(['functions', '-', `error: ${functions.error}`, '', 'MISSED']);
  else {
    for (const r of functions.handlers) {
      rows.push([
        `functions (${r.requests} req × ${r.rounds}, c=${r.concurrency})`,
        r.handler,
        `${fmt(r.rps)} req/s  p50 ${r.p50Ms} ms  p95 ${r.p95Ms} ms  failed ${r.failed}`,
        'no errors',
        verdict('functions', r.handler),
      ]);
    }
  }

  const header = ['area', 'subject', 'figures', 'budget', 'result'];
  // Long routes (the blog post slug) are shortened so the table fits a terminal.
  const cells = rows.map((row) => row.map((cell, i) => (i === 1 && cell.length > 32 ? `${cell.slice(0, 29)}...` : cell)));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join('\n');
}
