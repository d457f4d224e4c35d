import { Box, Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuRefreshCw } from '@/admin-kit/icons';
import type { Trend } from '@portfolio/model';
import { AdminPage, AdminPanel } from '@/admin-kit/admin-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useDashboard } from '../api/use-dashboard';
import { ViewsChart } from './views-chart';
import { HealthPanel } from './health-panel';
import { useHealth } from '../api/use-health';
import { longDateTime } from '@/lib/dates';
import { adminPaths, screenTitle } from '@/admin-kit/admin-table';
import { useImportJob } from '@/features/settings/api/use-export-import';

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

function StatCard({ label, value, change }: { label: string; value: ReactNode; change?: number }) {
  const up = (change ?? 0) >= 0;
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel" role="group" aria-label={label}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="bold">
        {value}
      </Text>
      {change !== undefined && (
        <Text fontSize="sm" color={up ? 'green.fg' : 'red.fg'}>
          {up ? '+' : ''}
          {change}% vs the previous 24 hours
        </Text>
      )}
    </Box>
  );
}

function RankedList({ items, empty }: { items: { label: string; views: number }[]; empty: string }) {
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ol" gap="2" listStyleType="none">
      {items.map((item) => (
        <Flex as="li" key={item.label} justify="space-between" gap="3">
          <Text truncate>{item.label}</Text>
          <Text fontWeight="semibold" flexShrink={0}>
            {item.views}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

const trend = (t: Trend) => ({ value: t.value, change: t.change });

/** /admin/dashboard: the last 24 hours against the 24 before, the top lists and the last 14 days. */
export function Dashboard() {
  const { figures, recent, loading, error, refresh, now } = useDashboard();
  const health = useHealth(now);
  const failure = error ?? health.error;
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
      {loading || health.loading ? (
        <PageSpinner label="Loading analytics" />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="8">
            <StatCard label="Total Views" {...trend(figures.totalViews)} />
            <StatCard label="Unique Visitors" {...trend(figures.uniqueVisitors)} />
            <StatCard label="Active Pages" {...trend(figures.activePages)} />
            <StatCard label="Avg. Time on Site" value={figures.averageTimeOnSite} />
          </SimpleGrid>
          <AdminPanel title="Views per Day">
            <ViewsChart days={figures.viewsPerDay} />
          </AdminPanel>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="0" columnGap="6">
            <AdminPanel title="Top Pages">
              <RankedList items={figures.topPages.map((p) => ({ label: p.path, views: p.views }))} empty="No page views yet." />
            </AdminPanel>
            <AdminPanel title="Top Referrers">
              <RankedList items={figures.topReferrers.map((r) => ({ label: r.referrer, views: r.views }))} empty="No page views yet." />
            </AdminPanel>
          </SimpleGrid>
          <HealthPanel jobs={health.jobs} failedPages={health.failedPages} />
          <AdminPanel title="Recent Activity">
            {recent.length === 0 ? (
              <Text color="fg.muted">No activity yet.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {recent.map((event) => (
                  <Flex as="li" key={event.id} justify="space-between" gap="3" wrap="wrap" fontSize="sm">
                    <Text>
                      {event.event_type === 'page_view' ? 'Page view' : event.event_type} <strong>{event.page_path || '/'}</strong> from{' '}
                      {event.referrer || 'Direct'}
                    </Text>
                    <Text color="fg.muted">
                      <time dateTime={event.created_at}>{longDateTime(event.created_at)}</time>
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
