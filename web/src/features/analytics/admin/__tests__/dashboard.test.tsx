import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardFromRollups, type AnalyticsRollup } from '@portfolio/model';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { OWNER_SESSION, renderApp } from '@/testing/render';

describe('dashboard', () => {
  it('shows the figures of the sample analytics, the top lists, recent activity and the fixed 2:30', async () => {
    const { port } = renderApp({ route: '/admin/dashboard', signedIn: true });
    const views = await screen.findByRole('group', { name: 'Total Views' });
    const rollups = (c: string) => port.store.list(c).map((d) => d.data as unknown as AnalyticsRollup);
    const expected = dashboardFromRollups(rollups('analytics_hourly'), rollups('analytics_daily'), new Date());
    expect(views).toHaveTextContent(String(expected.totalViews.value));
    expect(views).toHaveTextContent(`${expected.totalViews.change}% vs the previous 24 hours`);
    expect(screen.getByRole('group', { name: 'Unique Visitors' })).toHaveTextContent(String(expected.uniqueVisitors.value));
    expect(screen.getByRole('group', { name: 'Active Pages' })).toHaveTextContent(String(expected.activePages.value));
    expect(screen.getByRole('group', { name: 'Avg. Time on Site' })).toHaveTextContent('2:30');
    const referrers = within(screen.getByRole('heading', { name: 'Top Referrers' }).parentElement!).getAllByRole('listitem');
    expect(referrers.length).toBeLessThanOrEqual(5);
    expect(referrers.map((r) => r.textContent).join(' ')).toContain('Direct');
    const activity = within(screen.getByRole('heading', { name: 'Recent Activity' }).parentElement!).getAllByRole('listitem');
    expect(activity).toHaveLength(10);
    // Dates as the public site writes them ("November 20, 2026, 9:43 PM"), not "11/20/2026, 9:43:10 PM".
    expect(activity[0]!.querySelector('time')!.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2}\s?[AP]M$/);
    expect(screen.getByRole('table', { name: /Page views per day, last 14 days/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('group', { name: 'Total Views' })).toBeInTheDocument();
  });

  it("shows 100% when the prior 24 hours had nothing, and 'Failed to fetch analytics' on error", async () => {
    const empty = createMemoryPort({ session: OWNER_SESSION, initial: () => ({ docs: {}, files: {} }) });
    renderApp({ route: '/admin/dashboard', port: empty });
    expect(await screen.findByRole('group', { name: 'Total Views' })).toHaveTextContent('+100%');
    const failing = createMemoryPort({ session: OWNER_SESSION, initial: sampleState });
    failing.failures.failNext({ op: 'subscribe', target: 'analytics_events' });
    renderApp({ route: '/admin/dashboard', port: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch analytics');
  });
});

describe("dashboard's site health", () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const record = (success: string | null, failure: { since: string; error: string } | null = null) => ({
    last_success_at: success,
    last_failure_at: failure?.since ?? null,
    failing_since: failure?.since ?? null,
    last_error: failure?.error ?? '',
  });

  it("shows each background job's last run, what failed and why, and the pages that answered 5xx today", async () => {
    const state = sampleState();
    state.docs.job_health = {
      rollUpAnalytics: record(minutesAgo(1)),
      publishScheduledPosts: record(minutesAgo(20)),
      mail: record(minutesAgo(90), { since: minutesAgo(45), error: 'Invalid login: 535 Authentication failed' }),
    };
    const hour = new Date().toISOString().slice(0, 13);
    state.docs.page_errors = { [hour]: { period_start: `${hour}:00:00.000Z`, counts: { post: 3, other: 1 } } };
    renderApp({ route: '/admin/dashboard', port: createMemoryPort({ session: OWNER_SESSION, initial: () => state }) });

    const jobs = await screen.findByRole('list', { name: 'Background jobs' });
    const job = (label: string) => within(jobs).getByRole('listitem', { name: label });
    expect(job('Analytics rollups')).toHaveTextContent(/^WorkingAnalytics rollupsRuns every minute\. Last success [A-Z]/);
    expect(job('Scheduled posts')).toHaveTextContent(/^LateScheduled posts/);
    expect(job('Mail delivery')).toHaveTextContent(/^FailingMail delivery/);
    expect(job('Mail delivery')).toHaveTextContent('Invalid login: 535 Authentication failed');
    expect(job('Mail retries')).toHaveTextContent(/^No run yetMail retriesRuns every 5 minutes\. No success recorded\.$/);
    const pages = within(screen.getByText('Pages that failed in the last 24 hours').parentElement!).getAllByRole('listitem');
    expect(pages.map((item) => item.textContent)).toEqual(['/blog/:slug3 times', 'Other addresses1 time']);
  });

  it('says so when no background job has run (the demo runs none)', async () => {
    renderApp({ route: '/admin/dashboard', signedIn: true });
    expect(await screen.findByText(/^No background job has run here yet/)).toBeInTheDocument();
    expect(screen.getByText('No page failed in the last 24 hours.')).toBeInTheDocument();
  });
});
