import type { sampleState } from '@/data/memory/seed';

/**
 * The sample site with twelve older published posts beside its own four (sixteen: two pages of
 * /blog), 'Archive Post 0' the oldest.
 */
export function withArchivePosts(state: ReturnType<typeof sampleState>): ReturnType<typeof sampleState> {
  for (let i = 0; i < 12; i += 1) {
    state.docs.blog_posts![`archive-${i}`] = {
      ...state.docs.blog_posts!['post-1']!,
      title: `Archive Post ${i}`,
      slug: `archive-post-${i}`,
      created_at: new Date(Date.UTC(2020, 0, 1 + i)).toISOString(),
    };
  }
  return state;
}
