import { Box, Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { GOALS, rateText } from '@portfolio/model';
import { LuRefreshCw } from '@/admin-kit/icons';
import { AdminPage, AdminPanel } from '@/admin-kit/admin-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useDashboard } from '../api/use-dashboard';
import { ViewsChart } from './views-chart';
import { HealthPanel } from './health-panel';
import { useHealth } from '../api/use-health';
import { mediumDate, mediumDateTime } from '@/lib/dates';
import { adminPaths, screenTitle } from '@/admin-kit/admin-table';
import { useImportJob } from '@/features/settings/api/use-export-import';
import { RateBeside, StatCard } from './figures';
import { useTrackedLinks } from '../api/use-tracked-links';
import { PeriodPicker } from './period-picker';
import { BreakdownTable, countryName, CountryAttribution, GoalsTable, RankedList, targetName } from './breakdowns';
import type { Doc } from '@/data/port';

/** An import a closed page left unfinished is the first thing the owner should see. */
function UnfinishedImportNotice() {
  const job = useImportJob();
  if (!job) return null;
  return (
    <Box role="note" borderWidth="2px" borderColor="border.warning" rounded="md" p="4" mb="6">
      <Text>
        An import did not finish ({job.summary}); it is under Export and Import.{' '}
        <Link asChild fontWeight="semibold">
          <RouterLink to={adminPaths.settings}>Resume or undo it in Settings</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}

/** "Page view /blog from Direct", "Outbound click to github.com on /". */
function activityText(event: Doc<'analytics_events'>, campaignName: (campaign: string) => string) {
  if (event.event_type === 'goal' && event.goal) {
    const to = event.goal === 'outbound' && event.target ? ` to ${event.target}` : '';
    return (
      <>
        {GOALS[event.goal].one}
        {to} on <strong>{event.page_path || '/'}</strong>
        {event.campaign ? ` (${campaignName(event.campaign)})` : ''}
      </>
    );
  }
  return (
    <>
      Page view <strong>{event.page_path || '/'}</strong> from {event.source || event.referrer || 'Direct'}
      {event.campaign ? ` (${campaignName(event.campaign)})` : ''}
    </>
  );
}

const sourceName = (key: string) => key || 'Direct';

/** A campaign by its tracked link's name, as Tracked Links calls it ('Acme application'); its slug when no link has it. */
function useCampaignNames() {
  const links = useTrackedLinks();
  return (campaign: string) => links.data.find((link) => link.slug === campaign)?.name ?? campaign;
}

/** /admin/dashboard: the chosen period against the one before it, its goals, where visits came from, and the site's health. */
export function Dashboard() {
  const { figures, recent, loading, error, refresh, now, period, choose } = useDashboard();
  const campaignName = useCampaignNames();
  const health = useHealth(now);
  const failure = error ?? health.error;
  const { range } = figures;
  const days = range.days;
  return (
    <AdminPage
      title={screenTitle('dashboard')}
      status={failure ? { kind: 'error', message: failure } : null}
      actions={
        <Button variant="outline" onClick={refresh}>
          <LuRefreshCw aria-hidden />
          Refresh
        </Button>
      }
    >
      <UnfinishedImportNotice />
      <PeriodPicker period={period} range={range} onChange={choose} />
      {loading || health.loading ? (
        <PageSpinner label="Loading analytics" />
      ) : (
        <>
          <Text color="fg.muted" mb="4">
            {mediumDate(range.current.from)} to {mediumDate(range.current.to)}, beside the {days} days before.
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" mb="8">
            <StatCard label="Visits" value={figures.visits.value} figure={figures.visits} days={days} />
            <StatCard label="Total Views" value={figures.views.value} figure={figures.views} days={days} />
            <StatCard label="Unique Visitors" value={figures.visitors.value} figure={figures.visitors} days={days} />
            <StatCard label="Active Pages" value={figures.activePages.value} figure={figures.activePages} days={days} />
            <StatCard
              label="Conversion Rate"
              value={rateText(figures.conversions.value, figures.visits.value)}
              days={days}
              beside={<RateBeside part={figures.conversions} whole={figures.visits} days={days} />}
            />
          </SimpleGrid>
          <AdminPanel title="Goals">
            <GoalsTable goals={figures.goals} visits={figures.visits.value} />
          </AdminPanel>
          <AdminPanel title="Views per Day">
            <ViewsChart days={figures.perDay} />
          </AdminPanel>
          <AdminPanel title="Campaigns">
            <BreakdownTable
              label="Campaign"
              rows={figures.campaigns}
              name={campaignName}
              empty="No visits from a campaign in this period."
            />
          </AdminPanel>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="0" columnGap="6">
            <AdminPanel title="Top Pages">
              <RankedList
                items={figures.pages.map((p) => ({ label: p.key || '/', figure: p.views }))}
                empty="No page views in this period."
              />
            </AdminPanel>
            <AdminPanel title="Outbound Clicks">
              <RankedList
                items={figures.targets.map((t) => ({ label: targetName(t.key), figure: t.views }))}
                empty="No outbound clicks in this period."
              />
            </AdminPanel>
          </SimpleGrid>
          <AdminPanel title="Top Referrers">
            <BreakdownTable label="Source" rows={figures.sources} name={sourceName} empty="No visits in this period." />
          </AdminPanel>
          <AdminPanel title="Countries">
            <BreakdownTable label="Country" rows={figures.countries} name={countryName} empty="No visits in this period." />
            <CountryAttribution />
          </AdminPanel>
          <HealthPanel jobs={health.jobs} failedPages={health.failedPages} />
          <AdminPanel title="Recent Activity">
            {recent.length === 0 ? (
              <Text color="fg.muted">No activity yet.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {recent.map((event) => (
                  <Flex as="li" key={event.id} justify="space-between" gap="3" wrap="wrap" fontSize="sm">
                    <Text>{activityText(event, campaignName)}</Text>
                    <Text color="fg.muted">
                      <time dateTime={event.created_at}>{mediumDateTime(event.created_at)}</time>
                    </Text>
                  </Flex>
                ))}
              </Stack>
            )}
          </AdminPanel>
        </>
      )}
    </AdminPage>
  );
}
