/**
 * A post's life after it is written: its slug is unique among all posts' current and
 * earlier slugs, a public post's earlier slugs keep reaching it, publishing records when, and a
 * draft may be scheduled. Pure rules, shared by the web app and the scheduled function.
 */
import { MAX_PREVIOUS_SLUGS, type BlogPost } from './content-types/blog-post.js';
import type { IsoDateTime } from './declare/kinds.js';

export { MAX_PREVIOUS_SLUGS } from './content-types/blog-post.js';

export type PostStatus = 'published' | 'scheduled' | 'draft';

type Publication = Pick<BlogPost, 'published'> & Partial<Pick<BlogPost, 'publish_at' | 'published_at' | 'created_at'>>;

/** Published; a draft with a publication time is Scheduled; any other draft is a Draft. */
export function postStatus(post: Publication): PostStatus {
  if (post.published) return 'published';
  return post.publish_at ? 'scheduled' : 'draft';
}

/** The scheduled function publishes a draft once its time has come. */
export function isDue(post: Publication, now: Date): boolean {
  return !post.published && !!post.publish_at && new Date(post.publish_at).getTime() <= now.getTime();
}

/** The date a visitor sees: first publication, or the creation date for posts older than that field. */
export const postDate = (post: Publication & { created_at: IsoDateTime }): IsoDateTime => post.published_at ?? post.created_at;

/** A post that has ever been public may have been linked to: its slugs must keep working. */
export const wasEverPublic = (post: Publication): boolean => post.published || !!post.published_at;

type StoredSlugs = Pick<BlogPost, 'slug' | 'published'> & Partial<Pick<BlogPost, 'previous_slugs' | 'published_at'>>;

/**
 * The earlier slugs a post keeps after a save that gives it `slug`: the slug it had is kept when the
 * post has ever been public (links to it may exist); a slug it comes back to is current again, not
 * earlier. At most MAX_PREVIOUS_SLUGS, newest last.
 */
export function nextPreviousSlugs(stored: StoredSlugs | null, slug: string): string[] {
  const kept = (stored?.previous_slugs ?? []).filter((s) => s !== slug);
  if (stored && stored.slug !== slug && wasEverPublic(stored) && !kept.includes(stored.slug)) kept.push(stored.slug);
  return kept.slice(-MAX_PREVIOUS_SLUGS);
}

/** Slugs a save leaves unused by the post (a draft's old slug): their claims are released. */
export function releasedSlugs(stored: StoredSlugs | null, slug: string, previous: readonly string[]): string[] {
  if (!stored) return [];
  return [stored.slug, ...(stored.previous_slugs ?? [])].filter((s, i, all) => s !== slug && !previous.includes(s) && all.indexOf(s) === i);
}

/** Every slug a post holds: its current one and those it keeps. */
export const slugsOf = (post: Pick<BlogPost, 'slug'> & Partial<Pick<BlogPost, 'previous_slugs'>>): string[] => [
  post.slug,
  ...(post.previous_slugs ?? []),
];

/** The other post that holds `slug` (current or kept), if any. */
export function postHoldingSlug<P extends { id: string; slug: string; previous_slugs?: string[] }>(
  posts: readonly P[],
  slug: string,
  selfId: string | null,
): P | undefined {
  return posts.find((post) => post.id !== selfId && slugsOf(post).includes(slug));
}

/** The message for the title field when the slug it gives is held by another post, else null. */
export function slugTakenProblem(
  posts: readonly { id: string; slug: string; title: string; previous_slugs?: string[] }[],
  slug: string,
  selfId: string | null,
): string | null {
  const holder = postHoldingSlug(posts, slug, selfId);
  return holder ? duplicateSlugMessage(slug, holder.title) : null;
}

/** Said next to the title when its slug is taken. */
export function duplicateSlugMessage(slug: string, otherTitle?: string): string {
  const other = otherTitle ? `the post “${otherTitle}”` : 'another post';
  return `The slug “${slug}” is already used by ${other}. Change the title so that its slug differs.`;
}

/** The publication time a scheduled draft may have: in the future when it is set. */
export function publishAtProblem(publishAt: IsoDateTime | null | undefined, published: boolean, now: Date): string | null {
  if (!publishAt || published) return null;
  const at = new Date(publishAt);
  if (Number.isNaN(at.getTime())) return 'Enter a valid date and time';
  return at.getTime() > now.getTime() ? null : 'Choose a time in the future, or tick Published to publish now';
}
