import { useLiveQuery } from '@/data/use-live';

/** Skills in display order, live (public and admin). */
export function useSkills() {
  return useLiveQuery({ collection: 'skills', orderBy: [{ field: 'sort_order' }] });
}
