import { useLiveQuery } from '@/data/use-live';

/** How many messages are new, live: the count beside Messages in the admin sidebar. */
export function useNewMessageCount(): number {
  const state = useLiveQuery({ collection: 'contact_messages', where: [{ field: 'status', op: '==', value: 'new' }] });
  return state.data.length;
}
