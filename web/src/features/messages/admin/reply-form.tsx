import { Box, Button, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { REPLY_LIMITS, type MessageReply } from '@portfolio/model';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuSend } from '@/admin-kit/icons';
import { FormField } from '@/components/ui/form-field';
import type { Doc } from '@/data/port';
import { mediumDateTime } from '@/lib/dates';
import type { Status } from '@/lib/status';
import { useSendReply } from '../api/use-send-reply';

interface ReplyFields {
  subject: string;
  text: string;
}

/** A new request id per reply: sending it again (a retry, a double click) mails it once. */
const newRequestId = () => crypto.randomUUID();

/**
 * The owner's reply to a message, written here and mailed by the functions from the site's sender,
 * with the visitor's message quoted; answers come back to the contact address. What was typed stays
 * when the send fails.
 */
export function ReplyForm({
  message,
  subject,
  onSent,
  onCancel,
  report,
}: {
  message: Doc<'contact_messages'>;
  subject: string;
  onSent: (to: string) => void;
  onCancel: () => void;
  report: (status: Status) => void;
}) {
  const send = useSendReply();
  const [requestId] = useState(newRequestId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReplyFields>({ defaultValues: { subject, text: '' } });
  // The owner asked to reply: the text takes the focus (the button that opened the form is gone).
  const text = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => text.current?.focus(), []);
  const { ref: textRef, ...textField } = register('text', {
    validate: (v) => (v.trim() !== '' && v.trim().length <= REPLY_LIMITS.text) || 'Write a reply first.',
  });

  const submit = handleSubmit(async (fields) => {
    const result = await send.run({ message_id: message.id, request_id: requestId, ...fields });
    if (result.ok) onSent(message.email);
    else report(result.status);
  });

  return (
    <Stack as="form" onSubmit={submit} gap="3" mt="3" aria-label={`Reply to ${message.name}`}>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input {...register('subject', { required: 'Write a subject.', maxLength: REPLY_LIMITS.subject })} />
      </FormField>
      <FormField label={`Reply to ${message.email}`} error={errors.text?.message}>
        <Textarea
          rows={6}
          maxLength={REPLY_LIMITS.text}
          {...textField}
          ref={(el) => {
            textRef(el);
            text.current = el;
          }}
        />
      </FormField>
      <Text color="fg.muted" fontSize="sm">
        Sent from the site&apos;s address with their message quoted; their answer comes to your contact e-mail.
      </Text>
      <Flex gap="2">
        <Button type="submit" size="sm" loading={send.pending} loadingText="Sending...">
          <LuSend aria-hidden />
          Send Reply
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Flex>
    </Stack>
  );
}

/** The replies sent from here, oldest first, each with when it left. */
export function SentReplies({ replies }: { replies: readonly MessageReply[] }) {
  if (replies.length === 0) return null;
  return (
    <Stack gap="2" mt="3" as="ul" listStyleType="none" aria-label="Your replies">
      {replies.map((reply) => (
        <Box as="li" key={reply.request_id} borderStartWidth="3px" borderColor="brand.solid" ps="3">
          <Text fontSize="xs" color="fg.muted">
            Your reply, <time dateTime={reply.sent_at}>{mediumDateTime(reply.sent_at)}</time>
          </Text>
          <Text whiteSpace="pre-wrap" fontSize="sm">
            {reply.text}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
