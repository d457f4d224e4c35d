import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { NewsletterSend } from '@portfolio/model';
import { AdminPanel } from '@/admin-kit/admin-page';
import { mediumDate, mediumDateTime } from '@/lib/dates';
import { useNewsletterSends } from '../api/use-subscribers';
import { stateLabel } from '@/lib/state-label';

const BADGE: Record<NewsletterSend['state'], string> = { preparing: 'blue', sending: 'blue', done: 'green', skipped: 'gray' };

/**
 * A reason as the owner reads it. The functions write a day into it as YYYY-MM-DD (they know no
 * reader's locale): it is shown in the admin's one format for a day, as every other date here.
 */
const reasonText = (reason: string) => reason.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => mediumDate(day) || day);

/** A send in words: "sent to 412 of 412", with what was not sent, or why it was skipped. */
export function sendSentence(send: NewsletterSend): string {
  if (send.state === 'skipped') return `Not sent: ${reasonText(send.reason) || 'skipped'}`;
  if (send.state === 'preparing') return 'Listing the recipients…';
  const rest = send.not_sent > 0 ? ` (${send.not_sent} not sent)` : '';
  return `Sent to ${send.sent} of ${send.total}${rest}`;
}

/** Each post's send, newest first, live: a send under way counts up as it mails. */
export function SendLog() {
  const sends = useNewsletterSends();
  return (
    <AdminPanel title="Send Log">
      {!sends.loading && sends.data.length === 0 && <Text color="fg.muted">No post has been mailed yet.</Text>}
      {sends.data.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Posts mailed">
          {sends.data.map((send) => (
            <Stack as="li" key={send.id} aria-label={send.title} gap="0.5">
              <Flex gap="2" align="center" wrap="wrap" minW="0">
                <Text fontWeight="medium">{send.title}</Text>
                <Badge colorPalette={BADGE[send.state]}>{stateLabel(send.state)}</Badge>
              </Flex>
              <Text color="fg.muted" fontSize="sm">
                {sendSentence(send)} · <time dateTime={send.started_at}>{mediumDateTime(send.started_at)}</time>
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </AdminPanel>
  );
}
