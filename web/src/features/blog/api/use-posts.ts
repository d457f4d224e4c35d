import { useLiveQuery } from '@/data/use-live';

/** Published posts, newest first (spec §7: public). */
export function usePublishedPosts() {
  return useLiveQuery({
    collection: 'blog_posts',
    where: [{ field: 'published', op: '==', value: true }],
    orderBy: [{ field: 'created_at', direction: 'desc' }],
  });
}

/** A published post by its slug; `data` is null when there is none (spec §5: only published). */
export function usePublishedPost(slug: string | undefined) {
  const state = useLiveQuery(
    slug
      ? {
          collection: 'blog_posts',
          where: [
            { field: 'slug', op: '==', value: slug },
            { field: 'published', op: '==', value: true },
          ],
          limit: 1,
        }
      : null,
  );
  return { data: state.data[0] ?? null, loading: state.loading, error: state.error };
}

/** Every post, drafts included, newest first (spec §7: admin). */
export function useAllPosts() {
  return useLiveQuery({ collection: 'blog_posts', orderBy: [{ field: 'created_at', direction: 'desc' }] });
}
