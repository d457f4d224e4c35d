import { isPossibleSlug, listPageOf, listPageQuery, visitorFilter, type ListCursor } from '@portfolio/model';
import { useLiveQuery } from '@/data/use-live';
import type { Query } from '@/data/port';

/**
 * One page of the published posts, newest first (spec §7: public; issue 22: a page reads the same few
 * documents however many posts there are). `cursor` is the page's position from its address.
 */
export function usePublishedPostsPage(cursor: ListCursor | null) {
  const query = listPageQuery<Query<'blog_posts'>>(
    { collection: 'blog_posts', where: visitorFilter('blog_posts'), orderBy: [{ field: 'created_at', direction: 'desc' }] },
    cursor,
    'time',
  );
  const state = useLiveQuery(query);
  return { ...state, page: listPageOf(cursor, state.data, (post) => post.created_at) };
}

/** The query for a published post by its current slug (spec §7); the server renderer asks the same. */
export const publishedPostQuery = (slug: string): Query<'blog_posts'> => ({
  collection: 'blog_posts',
  where: [{ field: 'slug', op: '==', value: slug }, ...visitorFilter('blog_posts')],
  limit: 1,
});

/**
 * The query for the published post that had `slug` before its title changed (previous_slugs, kept
 * by the admin's saves): asked only when no post has that slug now. The server renderer asks the
 * same and answers with a redirect to the post's current slug.
 */
export const movedPostQuery = (slug: string): Query<'blog_posts'> => ({
  collection: 'blog_posts',
  where: [...visitorFilter('blog_posts'), { field: 'previous_slugs', op: 'array-contains', value: slug }],
  limit: 1,
});

/**
 * A published post by its slug; `data` is null when there is none (spec §5: only published).
 * `movedTo` is the current slug of the published post that had this slug before, if any: the page
 * redirects there, so links to a renamed post keep working.
 */
export function usePublishedPost(slug: string | undefined) {
  // A slug no post can hold (`__x__`, 1,500 characters) is not found without asking Firestore.
  const possible = isPossibleSlug(slug) ? slug : null;
  const state = useLiveQuery(possible ? publishedPostQuery(possible) : null);
  const current = state.data[0] ?? null;
  const askMoved = !!possible && !state.loading && !current && !state.error;
  const moved = useLiveQuery(askMoved ? movedPostQuery(possible) : null);
  return {
    data: current,
    loading: state.loading || moved.loading,
    error: state.error,
    movedTo: moved.data[0]?.slug ?? null,
  };
}

/** Every post, drafts included, newest first (spec §7: admin). */
export function useAllPosts() {
  return useLiveQuery({ collection: 'blog_posts', orderBy: [{ field: 'created_at', direction: 'desc' }] });
}
