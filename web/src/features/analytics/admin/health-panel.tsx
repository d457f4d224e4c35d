import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { PUBLIC_ROUTES, type JobRow, type JobState, type PageErrorCounts } from '@portfolio/model';
import { AdminPanel } from '@/admin-kit/admin-page';
import { mediumDateTime } from '@/lib/dates';
import type { HealthState } from '../api/use-health';

const STATE: Record<JobState, { text: string; palette: string }> = {
  ok: { text: 'Working', palette: 'green' },
  late: { text: 'Late', palette: 'orange' },
  failing: { text: 'Failing', palette: 'red' },
  'not-run': { text: 'No run yet', palette: 'gray' },
};

/** What the owner needs to act: when it last worked, and when it failed with what. */
function jobDetail({ health, cadence }: JobRow): string {
  const parts: string[] = [];
  if (cadence) parts.push(`Runs ${cadence}.`);
  parts.push(health?.last_success_at ? `Last success ${mediumDateTime(health.last_success_at)}.` : 'No success recorded.');
  if (health?.failing_since) parts.push(`Failing since ${mediumDateTime(health.failing_since)}: ${health.last_error}`);
  return parts.join(' ');
}

const pageName = (kind: keyof PageErrorCounts) => (kind === 'other' ? 'Other addresses' : PUBLIC_ROUTES[kind].pattern);

/** The dashboard's health panel: each background job's last run, and the pages that failed today. */
export function HealthPanel({ jobs, failedPages }: Pick<HealthState, 'jobs' | 'failedPages'>) {
  return (
    <AdminPanel title="Site Health">
      {jobs.every((row) => row.state === 'not-run') && (
        <Text color="fg.muted">No background job has run here yet: they run on the deployed site and on the local emulators.</Text>
      )}
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Background jobs">
        {jobs.map((row) => (
          <Flex as="li" key={row.job} gap="3" align="baseline" wrap="wrap" aria-label={row.label}>
            <Badge colorPalette={STATE[row.state].palette} variant="subtle" minW="6rem" justifyContent="center">
              {STATE[row.state].text}
            </Badge>
            <Text fontWeight="semibold">{row.label}</Text>
            <Text fontSize="sm" color="fg.muted" flexBasis={{ base: '100%', md: 'auto' }} wordBreak="break-word">
              {jobDetail(row)}
            </Text>
          </Flex>
        ))}
      </Stack>
      {failedPages.length === 0 ? (
        <Text color="fg.muted">No page failed in the last 24 hours.</Text>
      ) : (
        <Stack gap="1">
          <Text fontWeight="semibold">Pages that failed in the last 24 hours</Text>
          <Stack as="ul" gap="1" listStyleType="none">
            {failedPages.map(({ kind, count }) => (
              <Flex as="li" key={kind} justify="space-between" gap="3" maxW="md">
                <Text fontFamily="mono">{pageName(kind)}</Text>
                <Text fontWeight="semibold">{count === 1 ? '1 time' : `${count} times`}</Text>
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}
    </AdminPanel>
  );
}
