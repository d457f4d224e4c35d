import {
  isPossibleSlug,
  listPageOf,
  listPageQuery,
  RELATED_POSTS_READ,
  RELATED_TAGS_ASKED,
  relatedPosts,
  TAG_INDEX_POSTS,
  tagsInUse,
  visitorFilter,
  type ListCursor,
  type PostSummary,
} from '@portfolio/model';
import { useState } from 'react';
import { useLiveDoc, useLiveQuery, useLiveSummaries } from '@/data/use-live';
import type { Query } from '@/data/port';

/** The query for a page of the published posts, newest first, only those tagged `tag` when given. */
function postsPageQuery(cursor: ListCursor | null, tag: string | null): Query<'blog_posts'> {
  const tagged = tag ? [{ field: 'tags', op: 'array-contains' as const, value: tag }] : [];
  return listPageQuery<Query<'blog_posts'>>(
    { collection: 'blog_posts', where: [...visitorFilter('blog_posts'), ...tagged], orderBy: [{ field: 'created_at', direction: 'desc' }] },
    cursor,
    'time',
  );
}

/**
 * One page of the published posts, newest first (public; a page reads the same few
 * documents however many posts there are). `cursor` is the page's position from its address.
 */
export function usePublishedPostsPage(cursor: ListCursor | null) {
  const state = useLiveSummaries(postsPageQuery(cursor, null));
  return { ...state, page: listPageOf(cursor, state.data, (post) => post.created_at) };
}

/** One page of the published posts tagged `tag` (tag pages); nothing is read when `tag` is null. */
export function useTaggedPostsPage(cursor: ListCursor | null, tag: string | null) {
  const state = useLiveSummaries(tag ? postsPageQuery(cursor, tag) : null);
  return { ...state, page: listPageOf(cursor, state.data, (post) => post.created_at) };
}

/**
 * The blog's tags with how many published posts carry each (/blog/tags), counted over the newest
 * TAG_INDEX_POSTS posts (one bounded read); `partial` when older posts exist beyond them.
 */
export function useBlogTags() {
  const state = useLiveSummaries({
    collection: 'blog_posts',
    where: visitorFilter('blog_posts'),
    orderBy: [{ field: 'created_at', direction: 'desc' }],
    limit: TAG_INDEX_POSTS + 1,
  });
  const posts = state.data.slice(0, TAG_INDEX_POSTS);
  return { ...state, tags: tagsInUse(posts), posts: posts.length, partial: state.data.length > TAG_INDEX_POSTS };
}

/** The query for a published post by its current slug; the server renderer asks the same. */
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
 * A published post by its slug; `data` is null when there is none (only published).
 * `movedTo` is the current slug of the published post that had this slug before, if any: the page
 * redirects there, so links to a renamed post keep working.
 */
export function usePublishedPost(slug: string | undefined) {
  // A slug no post can hold (`__x__`, 1,500 characters) is not found without asking Firestore.
  const possible = isPossibleSlug(slug) ? slug : null;
  const state = useLiveQuery(possible ? publishedPostQuery(possible) : null);
  const current = state.data[0] ?? null;
  const askMoved = !!possible && !state.loading && !current && !state.error;
  const moved = useLiveSummaries(askMoved ? movedPostQuery(possible) : null);
  return {
    data: current,
    loading: state.loading || moved.loading,
    error: state.error,
    movedTo: moved.data[0]?.slug ?? null,
  };
}

/** The published post just older (`<`) or newer (`>`) than `post`, by creation time. */
const neighbourQuery = (post: NeighboursOf, side: '<' | '>'): Query<'blog_posts'> => ({
  collection: 'blog_posts',
  where: [...visitorFilter('blog_posts'), { field: 'created_at', op: side, value: new Date(post.created_at) }],
  orderBy: [{ field: 'created_at', direction: side === '<' ? 'desc' : 'asc' }],
  limit: 1,
});

/** What finding a post's neighbours needs of it. */
export type NeighboursOf = Pick<PostSummary, 'id' | 'slug' | 'created_at' | 'tags'>;

/**
 * What the end of a post offers a reader: the published posts just before and after it in
 * time, and up to three on the same subjects (most tags in common, then the newest). Three small reads
 * however large the blog; nothing is read until the post is known.
 */
export function usePostNeighbours(post: NeighboursOf | null) {
  // Cards and links only: summaries, never the neighbours' bodies.
  const older = useLiveSummaries(post ? neighbourQuery(post, '<') : null);
  const newer = useLiveSummaries(post ? neighbourQuery(post, '>') : null);
  const tags = post?.tags?.slice(0, RELATED_TAGS_ASKED) ?? [];
  const related = useLiveSummaries(
    post && tags.length > 0
      ? {
          collection: 'blog_posts',
          where: [...visitorFilter('blog_posts'), { field: 'tags', op: 'array-contains-any', value: tags }],
          orderBy: [{ field: 'created_at', direction: 'desc' }],
          limit: RELATED_POSTS_READ,
        }
      : null,
  );
  return {
    older: older.data[0] ?? null,
    newer: newer.data[0] ?? null,
    related: post ? relatedPosts(post, related.data) : [],
  };
}

/** Posts the admin's list shows at first, and adds with each "Show Older Posts" (bounded reads). */
export const ADMIN_POSTS_PAGE = 50;

const newestPosts = (count: number): Query<'blog_posts'> => ({
  collection: 'blog_posts',
  orderBy: [{ field: 'created_at', direction: 'desc' }],
  // One more than shown tells whether there are older ones.
  limit: count + 1,
});

/** The newest posts, drafts included (the tags input's suggestions): the admin list's first page, one read. */
export function useRecentPosts() {
  const live = useLiveQuery(newestPosts(ADMIN_POSTS_PAGE));
  return { ...live, data: live.data.slice(0, ADMIN_POSTS_PAGE) };
}

/**
 * The admin's posts, drafts included, newest first, a page at a time: the newest
 * 50, then 50 more each time the owner asks, so opening the list costs the same reads whatever the
 * blog holds. A post opened in the editor that is not among them (an old one, from a link) is read
 * on its own.
 */
export function useAdminPosts(editingId: string | null) {
  const [shown, setShown] = useState(ADMIN_POSTS_PAGE);
  const live = useLiveQuery(newestPosts(shown));
  // While the longer list arrives, the shorter one stays on screen (no spinner, no jump): the last
  // list that arrived is kept as state, updated during render (React's pattern for derived state;
  // a ref written during render would not be safe in concurrent rendering).
  const [last, setLast] = useState(live.data);
  if (!live.loading && last !== live.data) setLast(live.data);
  const data = live.loading ? last : live.data;
  const listed = data.slice(0, shown);
  const editing = useLiveDoc('blog_posts', editingId && !listed.some((p) => p.id === editingId) ? editingId : null);
  return {
    data: editing.data ? [...listed, editing.data] : listed,
    loading: (live.loading && last.length === 0) || editing.loading,
    error: live.error ?? editing.error,
    more: data.length > shown ? { count: shown, showMore: () => setShown((n) => n + ADMIN_POSTS_PAGE) } : null,
  };
}
