import { Badge, Box, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SubscriberState } from '@portfolio/model';
import { useState } from 'react';
import { AdminPage } from '@/admin-kit/admin-page';
import { screenTitle } from '@/admin-kit/admin-table';
import { RowActions } from '@/admin-kit/row-actions';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Doc } from '@/data/port';
import { mediumDate } from '@/lib/dates';
import { SUBSCRIBER_MESSAGES, useRemoveSubscriber } from '../api/use-subscriber-admin';
import { SUBSCRIBERS_READ, useSubscribers } from '../api/use-subscribers';
import { SendLog } from './send-log';
import { SubscriberFilesPanel } from './subscriber-files-panel';
import { stateLabel } from '@/lib/state-label';

const BADGE: Record<SubscriberState, string> = { confirmed: 'green', pending: 'orange', unsubscribed: 'gray' };
const COUNT_LABEL: Record<SubscriberState, string> = { confirmed: 'Confirmed', pending: 'Pending', unsubscribed: 'Unsubscribed' };
/** The counts' order: who gets the posts first. */
const COUNTED: readonly SubscriberState[] = ['confirmed', 'pending', 'unsubscribed'];

/** Where an address signed up: a page of the site, or the owner's import. */
const sourceText = (s: Doc<'newsletter_subscribers'>) => (s.imported ? 'imported' : `on ${s.source}`);

/**
 * /admin/subscribers: the newsletter's readers. Counts by state, the list with search, removing an
 * address with its data, export and import of CSV files, and each post's send. Subscribers are
 * written by the functions only, so removing and importing go through them.
 */
export function SubscribersAdmin() {
  const subscribers = useSubscribers();
  const [status, setStatus] = useScreenStatus(subscribers.error ? SUBSCRIBER_MESSAGES.fetchFailed : null);
  const [search, setSearch] = useState('');
  const remove = useRemoveSubscriber();
  const query = search.trim().toLowerCase();
  const shown = query ? subscribers.data.filter((s) => s.email.includes(query)) : subscribers.data;
  const counts = Object.fromEntries(COUNTED.map((state) => [state, subscribers.data.filter((s) => s.state === state).length])) as Record<
    SubscriberState,
    number
  >;

  const onRemove = async (s: Doc<'newsletter_subscribers'>) => {
    const result = await remove.run(s.id);
    setStatus(result.ok ? { kind: 'success', message: `${s.email} removed, with its data.` } : result.status);
  };

  return (
    <AdminPage title={screenTitle('subscribers')} status={status}>
      <SimpleGrid as="dl" columns={3} gap={{ base: '2', sm: '4' }} mb="6" aria-label="Subscribers by state">
        {COUNTED.map((state) => (
          <Box key={state} borderWidth="1px" rounded="lg" p={{ base: '3', sm: '4' }} bg="bg.panel" minW="0">
            <Text as="dt" color="fg.muted" fontSize={{ base: 'xs', sm: 'sm' }} truncate>
              {COUNT_LABEL[state]}
            </Text>
            <Text as="dd" fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="semibold" lineHeight="short">
              {subscribers.loading ? '…' : counts[state]}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <SubscriberFilesPanel subscribers={subscribers.data} onStatus={setStatus} />
      <Stack as="section" gap="4" mb="8" aria-labelledby="subscriber-list">
        <Flex gap="4" align={{ sm: 'end' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
          <Text as="h2" id="subscriber-list" fontSize="xl" fontWeight="semibold">
            Addresses
          </Text>
          <Box minW={{ sm: '72' }}>
            <FormField label="Search">
              <Input type="search" placeholder="Email address" value={search} onChange={(e) => setSearch(e.target.value)} />
            </FormField>
          </Box>
        </Flex>
        {subscribers.cut && (
          <Text color="fg.muted" fontSize="sm">
            Showing the newest {SUBSCRIBERS_READ} addresses; the counts and the search cover these.
          </Text>
        )}
        {subscribers.loading && <PageSpinner label="Loading subscribers" />}
        {!subscribers.loading && shown.length === 0 && (
          <Text color="fg.muted">{query ? 'No address matches the search.' : 'No subscribers yet.'}</Text>
        )}
        {!subscribers.loading && shown.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Subscribers">
            {shown.map((s) => (
              <Flex
                as="li"
                key={s.id}
                aria-label={s.email}
                borderWidth="1px"
                rounded="md"
                px="4"
                py="3"
                gap="3"
                align="center"
                justify="space-between"
              >
                <Box minW="0" flex="1">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text fontWeight="medium" wordBreak="break-all">
                      {s.email}
                    </Text>
                    <Badge colorPalette={BADGE[s.state]}>{stateLabel(s.state)}</Badge>
                    {s.imported && <Badge colorPalette="brand">imported</Badge>}
                  </Flex>
                  <Text color="fg.muted" fontSize="sm">
                    Subscribed {mediumDate(s.subscribed_at)} {sourceText(s)}
                    {s.unsubscribed_at && s.state === 'unsubscribed' ? `; left ${mediumDate(s.unsubscribed_at)}` : ''}
                  </Text>
                </Box>
                <RowActions itemName={s.email} verb="Remove" onDelete={() => onRemove(s)} disabled={remove.pending} />
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
      <SendLog />
    </AdminPage>
  );
}
