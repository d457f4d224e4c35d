import { Badge, Box, Button, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { MESSAGE_STATUSES, type MessageStatus } from '@portfolio/model';
import { AdminPage } from '@/admin-kit/admin-page';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Doc } from '@/data/port';
import { useMessages } from '../api/use-messages';
import { MESSAGE_MESSAGES, useUpdateMessageStatus } from '../api/use-update-message-status';

const BADGE: Record<MessageStatus, string> = { new: 'blue', read: 'green', archived: 'gray' };
type Filter = 'all' | MessageStatus;

const matches = (m: Doc<'contact_messages'>, query: string) =>
  [m.name, m.email, m.message].some((text) => text.toLowerCase().includes(query));

/** /admin/messages: search, filter by status, mark read, archive; undelivered mail is flagged. */
export function MessagesAdmin() {
  const messages = useMessages();
  const [status, setStatus] = useScreenStatus(messages.error ? MESSAGE_MESSAGES.fetchFailed : null);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const update = useUpdateMessageStatus();
  const query = search.trim().toLowerCase();
  const shown = messages.data.filter((m) => (filter === 'all' || m.status === filter) && (!query || matches(m, query)));

  const change = async (m: Doc<'contact_messages'>, to: MessageStatus) => {
    const result = await update.run(m.id, m.status, to);
    // A status change shows itself in the list; only a failure needs the banner.
    setStatus(result.ok ? null : result.status);
  };

  return (
    <AdminPage title="Messages" status={status}>
      <Flex gap="4" mb="6" direction={{ base: 'column', sm: 'row' }}>
        <FormField label="Search">
          <Input type="search" placeholder="Name, email or message" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormField>
        <Box minW="44">
          <FormField label="Status">
            <NativeSelect.Root>
              <NativeSelect.Field value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
                {(['all', ...MESSAGE_STATUSES] as const).map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      </Flex>
      {messages.loading ? (
        <PageSpinner label="Loading messages" />
      ) : shown.length === 0 ? (
        <Text color="fg.muted">{MESSAGE_MESSAGES.empty}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Messages">
          {shown.map((m) => {
            const undelivered = m.delivery && m.delivery.state !== 'sent';
            return (
              <Box as="li" key={m.id} borderWidth="1px" rounded="md" p="4" aria-label={`Message from ${m.name}`}>
                <Flex gap="2" align="center" wrap="wrap" justify="space-between">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text as="h2" fontWeight="semibold">
                      {m.name}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      &lt;{m.email}&gt;
                    </Text>
                    <Badge colorPalette={BADGE[m.status]}>{m.status}</Badge>
                    {undelivered && (
                      <Badge colorPalette="orange" title={m.delivery?.last_error ?? undefined}>
                        <LuTriangleAlert aria-hidden />
                        {m.delivery?.state === 'failed' ? 'Email notification failed' : 'Email notification pending'}
                      </Badge>
                    )}
                  </Flex>
                  <Text color="fg.muted" fontSize="xs">
                    <time dateTime={m.created_at}>{new Date(m.created_at).toLocaleString()}</time>
                  </Text>
                </Flex>
                <Text mt="2" whiteSpace="pre-wrap">
                  {m.message}
                </Text>
                <Flex gap="2" mt="3">
                  {m.status === 'new' && (
                    <Button size="sm" variant="outline" onClick={() => change(m, 'read')} disabled={update.pending}>
                      Mark as Read
                    </Button>
                  )}
                  {m.status !== 'archived' && (
                    <Button size="sm" variant="outline" onClick={() => change(m, 'archived')} disabled={update.pending}>
                      Archive
                    </Button>
                  )}
                </Flex>
              </Box>
            );
          })}
        </Stack>
      )}
    </AdminPage>
  );
}
