import { useLiveQuery } from '@/data/use-live';

/** The sidebar counts new messages up to this many, then says "99+" (a bounded read). */
export const NEW_COUNT_READ = 100;

/** How many messages are new, live: the count beside Messages in the admin sidebar ("99+" past 99). */
export function useNewMessageCount(): { count: number; more: boolean } {
  const state = useLiveQuery({
    collection: 'contact_messages',
    where: [{ field: 'status', op: '==', value: 'new' }],
    limit: NEW_COUNT_READ,
  });
  return { count: Math.min(state.data.length, NEW_COUNT_READ - 1), more: state.data.length >= NEW_COUNT_READ };
}
