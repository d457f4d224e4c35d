import { visitorFilter, visitorMayRead, isDocumentId } from '@portfolio/model';
import { useLiveDoc, useLiveQuery } from '@/data/use-live';

/** Active projects in display order; `featuredOnly` for the home preview (spec §7). */
export function usePublicProjects({ featuredOnly = false } = {}) {
  return useLiveQuery({
    collection: 'projects',
    where: [...visitorFilter('projects'), ...(featuredOnly ? [{ field: 'is_featured', op: '==' as const, value: true }] : [])],
    orderBy: [{ field: 'sort_order' }],
  });
}

/**
 * One project, live. A visitor may not read an inactive project, so a permission error means
 * "not found" to them, exactly like a missing document. An id from the address that cannot be a
 * document id (`__x__`, `x/y`) is not found without asking Firestore, which would answer with an error.
 */
export function useProject(id: string | undefined) {
  const state = useLiveDoc('projects', isDocumentId(id) ? id : null);
  const hidden = state.error?.code === 'permission-denied' || (state.data !== null && !visitorMayRead('projects', state.data));
  return hidden ? { data: null, loading: false, error: null } : state;
}

/** Every project, for the owner (spec §7: admin). */
export function useAllProjects() {
  return useLiveQuery({ collection: 'projects', orderBy: [{ field: 'sort_order' }] });
}
