import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastDays, periodFigures, rateChangeOf, rateText, type AnalyticsRollup } from '@portfolio/model';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { OWNER_SESSION, renderApp } from '@/testing/render';

describe('dashboard', () => {
  it('shows the last 30 days of the sample analytics beside the 30 before, its goals, campaigns and recent activity', async () => {
    const { port } = renderApp({ route: '/admin/dashboard', signedIn: true });
    const views = await screen.findByRole('group', { name: 'Total Views' });
    const daily = port.store.list('analytics_daily').map((d) => d.data as unknown as AnalyticsRollup);
    const expected = periodFigures(daily, lastDays(30, new Date()));
    expect(views).toHaveTextContent(String(expected.views.value));
    expect(views).toHaveTextContent(/(\+|−)\d+% vs \d+ in the previous 30 days|no change/);
    expect(screen.getByRole('group', { name: 'Visits' })).toHaveTextContent(String(expected.visits.value));
    expect(screen.getByRole('group', { name: 'Unique Visitors' })).toHaveTextContent(String(expected.visitors.value));
    expect(screen.getByRole('group', { name: 'Active Pages' })).toHaveTextContent(String(expected.activePages.value));
    // The rate beside the one before, moved in points (a count's change says nothing of a rate's).
    const rate = screen.getByRole('group', { name: 'Conversion Rate' });
    const moved = rateChangeOf(expected.conversions, expected.visits);
    const before = `${rateText(expected.conversions.previous, expected.visits.previous)} in the previous 30 days`;
    expect(rate).toHaveTextContent(
      `${rateText(expected.conversions.value, expected.visits.value)}${
        moved.kind === 'up' || moved.kind === 'down' ? `${moved.kind === 'up' ? '+' : '−'}${moved.points} pts` : 'no change'
      } vs ${before}`,
    );
    // No figure the site does not measure.
    expect(screen.queryByRole('group', { name: 'Avg. Time on Site' })).not.toBeInTheDocument();
    const goals = screen.getByRole('table', { name: 'Goals' });
    const resume = expected.goals.find((g) => g.key === 'resume')!;
    expect(within(goals).getByRole('row', { name: /Resume downloads/ })).toHaveTextContent(String(resume.reached.value));
    const campaigns = screen.getByRole('table', { name: 'Campaign' });
    expect(within(campaigns).getAllByRole('row').length).toBeGreaterThan(1);
    // By the name Tracked Links gives it, not its slug.
    expect(campaigns).toHaveTextContent('Acme application');
    expect(campaigns).not.toHaveTextContent('acme-2026');
    expect(screen.getByRole('table', { name: 'Country' })).toHaveTextContent('Germany');
    const activity = within(screen.getByRole('heading', { name: 'Recent Activity' }).parentElement!).getAllByRole('listitem');
    expect(activity).toHaveLength(10);
    // Dates as the public site writes them ("November 20, 2026, 9:43 PM"), not "11/20/2026, 9:43:10 PM".
    expect(activity[0]!.querySelector('time')!.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2}\s?[AP]M$/);
    expect(screen.getByRole('table', { name: /^Page views per day, / })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('group', { name: 'Total Views' })).toBeInTheDocument();
  });

  it('changes the period, checks a custom range, and says "new" where the period before had nothing', async () => {
    renderApp({ route: '/admin/dashboard', signedIn: true });
    const period = await screen.findByRole('combobox', { name: 'Period' });
    await userEvent.selectOptions(period, 'Last 7 days');
    expect(await screen.findByRole('group', { name: 'Total Views' })).toHaveTextContent('in the previous 7 days');
    await userEvent.selectOptions(period, 'Custom range');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-10');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-12');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString([], { dateStyle: 'medium', timeZone: 'UTC' });
    expect(await screen.findByText(`${day('2026-03-10')} to ${day('2026-03-12')}`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Views' })).not.toHaveTextContent('+0%');
  });

  it("says 'new' where the previous period had none, nothing where neither had any, and 'Failed to fetch analytics' on error", async () => {
    const state = sampleState();
    const today = new Date().toISOString().slice(0, 10);
    state.docs.analytics_daily = { [today]: { period_start: `${today}T00:00:00.000Z`, views: 3, visits: 2, pages: [], referrers: [] } };
    renderApp({ route: '/admin/dashboard', port: createMemoryPort({ session: OWNER_SESSION, initial: () => state }) });
    expect(await screen.findByRole('group', { name: 'Total Views' })).toHaveTextContent('3new: none in the previous 30 days');
    expect(screen.getByRole('group', { name: 'Unique Visitors' })).toHaveTextContent(/^Unique Visitors0none in the previous 30 days$/);
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
