import { useLiveQuery } from '@/data/use-live';

/** Skills in display order, live (spec §7: public and admin). */
export function useSkills() {
  return useLiveQuery({ collection: 'skills', orderBy: [{ field: 'sort_order' }] });
}
