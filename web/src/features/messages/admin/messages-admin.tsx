import { Badge, Box, Button, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LuCheck, LuMail, LuReply, LuTriangleAlert } from '@/admin-kit/icons';
import { cursorFromSearch, MESSAGE_STATUSES, siteTitleOf, type MessageStatus } from '@portfolio/model';
import { AdminPage } from '@/admin-kit/admin-page';
import { ChoiceSelect } from '@/admin-kit/choice-select';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { FormField } from '@/components/ui/form-field';
import { ListPager } from '@/components/ui/list-pager';
import { PageSpinner } from '@/components/ui/page-spinner';
import { adminPaths, screenTitle } from '@/admin-kit/admin-table';
import type { Doc } from '@/data/port';
import { mediumDate, mediumDateTime } from '@/lib/dates';
import { useSiteSettings } from '@/features/settings/api/site-settings';
import { MESSAGES_SEARCHED, useMessages, type MessageFilter } from '../api/use-messages';
import { MESSAGE_MESSAGES, useRecordReply, useUpdateMessageStatus } from '../api/use-update-message-status';
import { ReplyForm, SentReplies } from './reply-form';
import { stateLabel } from '@/lib/state-label';

const BADGE: Record<MessageStatus, string> = { new: 'blue', read: 'green', archived: 'gray' };

/**
 * An inbox: new and read messages by default, archived ones in their own filter. The
 * filter's values (all, new, read, archived) stay; 'inbox' comes first.
 */
type Filter = MessageFilter;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'inbox', label: 'Inbox (new and read)' },
  { value: 'new', label: 'new' },
  { value: 'read', label: 'read' },
  { value: 'archived', label: 'archived' },
  { value: 'all', label: 'all' },
];
const inFilter = (status: MessageStatus, filter: Filter) =>
  filter === 'all' || (filter === 'inbox' ? status !== 'archived' : status === filter);

/** The filter in the address (`?status=read`), so Back and a reload keep it; the inbox when none. */
const filterOf = (value: string | null): Filter =>
  value === 'all' || (MESSAGE_STATUSES as readonly string[]).includes(value ?? '') ? (value as Filter) : 'inbox';

/** The banner after a status change: the list shows the change, the banner says it was made. */
const CHANGED: Record<MessageStatus, string> = { new: '', read: 'Marked as read.', archived: 'Message archived.' };

/** A reply's subject, here and in the owner's mail app. */
const replySubject = (siteTitle: string) => `Re: Your message on ${siteTitle}`;

/** Reply in the owner's mail client: to the sender, the subject filled in, the message quoted. */
export function replyHref(message: { email: string; message: string; created_at: string }, siteTitle: string): string {
  const subject = replySubject(siteTitle);
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${mediumDateTime(message.created_at)}, you wrote:\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const matches = (m: Doc<'contact_messages'>, query: string) =>
  [m.name, m.email, m.message].some((text) => text.toLowerCase().includes(query));

/**
 * /admin/messages: search, filter by status, mark read, archive; undelivered mail is flagged. A page
 * of messages at a time, the filter applied where they are stored; a search looks through
 * the newest MESSAGES_SEARCHED of the filter.
 */
export function MessagesAdmin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = filterOf(params.get('status'));
  const [search, setSearch] = useState('');
  const messages = useMessages(filter, cursorFromSearch(params, 'time'), search.trim() !== '');
  const [status, setStatus] = useScreenStatus(messages.error ? MESSAGE_MESSAGES.fetchFailed : null);
  const setFilter = (next: Filter) => void navigate(next === 'inbox' ? adminPaths.messages : `${adminPaths.messages}?status=${next}`);
  const update = useUpdateMessageStatus();
  const recordReply = useRecordReply();
  const siteTitle = siteTitleOf(useSiteSettings().settings.seo);
  // The message whose reply is being written here (one at a time).
  const [replying, setReplying] = useState<string | null>(null);
  const query = search.trim().toLowerCase();
  // The query filters by status already; a message changed meanwhile leaves the list at once.
  const shown = messages.page.items.filter((m) => inFilter(m.status, filter) && (!query || matches(m, query)));
  const searchedSome = query !== '' && messages.page.next !== null;

  const change = async (m: Doc<'contact_messages'>, to: MessageStatus) => {
    const result = await update.run(m.id, m.status, to);
    // The owner's own action: its outcome, success or failure, takes the screen's banner.
    setStatus(result.ok ? { kind: 'success', message: CHANGED[to] } : result.status);
  };

  const sent = (to: string) => {
    setReplying(null);
    setStatus({ kind: 'success', message: `Reply sent to ${to}.` });
  };

  // The mail app opens from the link itself; recording the reply runs beside it, and only a failure
  // says anything (the list's "Replied" badge is the success).
  const replied = async (m: Doc<'contact_messages'>) => {
    const result = await recordReply.run(m.id, m.status);
    setStatus(result.ok ? null : result.status);
  };

  return (
    <AdminPage title={screenTitle('messages')} status={status}>
      <Flex gap="4" mb="6" direction={{ base: 'column', sm: 'row' }}>
        <FormField label="Search">
          <Input type="search" placeholder="Name, email or message" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormField>
        <ChoiceSelect label="Status" value={filter} choices={FILTERS} onChange={setFilter} minW="56" />
      </Flex>
      {messages.loading && <PageSpinner label="Loading messages" />}
      {searchedSome && (
        <Text color="fg.muted" fontSize="sm" mb="3">
          Searched the newest {MESSAGES_SEARCHED} messages of this filter.
        </Text>
      )}
      {!messages.loading && shown.length === 0 && <Text color="fg.muted">{MESSAGE_MESSAGES.empty}</Text>}
      {!messages.loading && shown.length > 0 && (
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
                    <Badge colorPalette={BADGE[m.status]}>{stateLabel(m.status)}</Badge>
                    {m.replied_at && (
                      <Badge colorPalette="brand" title={mediumDateTime(m.replied_at)}>
                        <LuCheck aria-hidden />
                        Replied {mediumDate(m.replied_at)}
                      </Badge>
                    )}
                    {undelivered && (
                      <Badge colorPalette="orange" title={m.delivery?.last_error ?? undefined}>
                        <LuTriangleAlert aria-hidden />
                        {m.delivery?.state === 'failed' ? 'Email notification failed' : 'Email notification pending'}
                      </Badge>
                    )}
                  </Flex>
                  <Text color="fg.muted" fontSize="xs">
                    <time dateTime={m.created_at}>{mediumDateTime(m.created_at)}</time>
                  </Text>
                </Flex>
                <Text mt="2" whiteSpace="pre-wrap">
                  {m.message}
                </Text>
                <SentReplies replies={m.replies ?? []} />
                {replying === m.id ? (
                  <ReplyForm
                    message={m}
                    subject={replySubject(siteTitle)}
                    onSent={sent}
                    onCancel={() => setReplying(null)}
                    report={setStatus}
                  />
                ) : (
                  <Flex gap="2" mt="3" wrap="wrap">
                    <Button size="sm" onClick={() => setReplying(m.id)} aria-label={`Reply to ${m.name}`}>
                      <LuReply aria-hidden />
                      Reply
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <Link
                        href={replyHref(m, siteTitle)}
                        aria-label={`Reply to ${m.name} from your mail app`}
                        textDecoration="none"
                        onClick={() => void replied(m)}
                      >
                        <LuMail aria-hidden />
                        Mail App
                      </Link>
                    </Button>
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
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {!messages.loading && query === '' && (
        <ListPager path={adminPaths.messages} page={messages.page} newer="Newer messages" older="Older messages" />
      )}
    </AdminPage>
  );
}
