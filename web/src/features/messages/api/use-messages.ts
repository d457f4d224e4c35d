import { useLiveQuery } from '@/data/use-live';

/** Contact messages, newest first, live (spec §7: admin). */
export function useMessages() {
  return useLiveQuery({
    collection: 'contact_messages',
    orderBy: [{ field: 'created_at', direction: 'desc' }],
  });
}
