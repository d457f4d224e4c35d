/**
 * What a reader finds at the end of a post: posts on the same subjects (by shared tags,
 * then recency) and its neighbours in time. Pure, so the page and its tests share one ranking.
 */
import type { BlogPost } from './content-types/blog-post.js';

/** How many related posts a post shows. */
export const RELATED_POSTS_SHOWN = 3;
/**
 * How many candidates the page reads: the newest posts sharing any of its tags. Enough for the three
 * closest on any real blog, and a bounded read however many posts share a tag.
 */
export const RELATED_POSTS_READ = 12;
/** Firestore's array-contains-any takes at most 30 values; a post has at most 10 tags. */
export const RELATED_TAGS_ASKED = 10;

type Candidate = Pick<BlogPost, 'slug' | 'created_at'> & Partial<Pick<BlogPost, 'tags'>> & { id: string };

/**
 * The posts most related to `post` among `candidates`: most tags in common first, then the newest; the
 * post itself and posts sharing no tag are left out.
 */
export function relatedPosts<C extends Candidate>(post: Candidate, candidates: readonly C[], shown = RELATED_POSTS_SHOWN): C[] {
  const own = new Set(post.tags ?? []);
  const shared = (candidate: Candidate) => (candidate.tags ?? []).filter((tag) => own.has(tag)).length;
  return candidates
    .filter((candidate) => candidate.id !== post.id && candidate.slug !== post.slug && shared(candidate) > 0)
    .map((candidate) => ({ candidate, shared: shared(candidate) }))
    .sort((a, b) => b.shared - a.shared || b.candidate.created_at.localeCompare(a.candidate.created_at))
    .slice(0, shown)
    .map(({ candidate }) => candidate);
}
