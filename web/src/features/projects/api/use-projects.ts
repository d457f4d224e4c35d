import {
  HOME_FEATURED_LIMIT,
  isDocumentId,
  listPageOf,
  listPageQuery,
  technologyKey,
  visitorFilter,
  visitorMayRead,
  type ListCursor,
} from '@portfolio/model';
import type { Query } from '@/data/port';
import { useLiveDoc, useLiveSummaries } from '@/data/use-live';

/** The home preview's featured projects, in display order, at most HOME_FEATURED_LIMIT. */
export function useFeaturedProjects() {
  return useLiveSummaries({
    collection: 'projects',
    where: [...visitorFilter('projects'), { field: 'is_featured', op: '==' as const, value: true }],
    orderBy: [{ field: 'sort_order' }],
    limit: HOME_FEATURED_LIMIT,
  });
}

/**
 * The technology a visitor filters by, as its key (`/projects?tech=Terraform` and `?tech=terraform`
 * both ask for `terraform`), or null: at most 100 characters.
 */
export function technologyFilter(params: { get(name: string): string | null }): string | null {
  const tech = technologyKey(params.get('tech') ?? '');
  return tech && tech.length <= 100 ? tech : null;
}

/** The projects list filtered by a technology: its one address, whatever case a link or a visitor wrote. */
export const technologyFilterQuery = (tech: string): string => `tech=${encodeURIComponent(technologyKey(tech))}`;

/**
 * One page of the active projects in display order, those using `tech` (in any case) only when it is
 * given (bounded reads per page; the technology filter).
 */
export function usePublicProjectsPage(cursor: ListCursor | null, tech: string | null = null) {
  const uses = tech ? [{ field: 'technology_keys', op: 'array-contains' as const, value: technologyKey(tech) }] : [];
  const query = listPageQuery<Query<'projects'>>(
    { collection: 'projects', where: [...visitorFilter('projects'), ...uses], orderBy: [{ field: 'sort_order', direction: 'asc' }] },
    cursor,
    'number',
  );
  const state = useLiveSummaries(query);
  const filter = tech ? technologyFilterQuery(tech) : '';
  return { ...state, page: listPageOf(cursor, state.data, (project) => project.sort_order, { filter }) };
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
