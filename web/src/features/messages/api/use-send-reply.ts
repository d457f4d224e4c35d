import type { FunctionContracts } from '@portfolio/model';
import { useMutation } from '@/data/use-mutation';

/** Sent once the function has mailed it; the failure is the banner, with the function's reason when it has one. */
export const REPLY_SENT = { success: '', failure: 'The reply could not be sent. Please try again.' } as const;

/** Mails the owner's reply through the replyToMessage function, which records it on the message. */
export function useSendReply() {
  return useMutation((port, input: FunctionContracts['replyToMessage']['request']) => port.call('replyToMessage', input), REPLY_SENT);
}
