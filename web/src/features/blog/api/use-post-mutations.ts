import type { BlogPost } from '@portfolio/model';
import { useMutation } from '@/data/use-mutation';
import { SERVER_TIME } from '@/data/port';

/** Spec §8, blog admin. */
export const POST_MESSAGES = {
  fetchFailed: 'Failed to fetch blog posts. Please refresh the page.',
  add: { success: 'Blog post added successfully!', failure: 'Failed to add blog post. Please try again.' },
  update: { success: 'Blog post updated successfully!', failure: 'Failed to update blog post. Please try again.' },
  remove: { success: 'Blog post deleted successfully!', failure: 'Failed to delete blog post. Please try again.' },
} as const;

/** A post as the form writes it: every field but the creation time. */
export type PostFields = Omit<BlogPost, 'created_at'>;

/** Inserts a post; its creation time is the server's (the rules insist on it). */
export function useAddPost() {
  return useMutation((port, post: PostFields) => port.add('blog_posts', { ...post, created_at: SERVER_TIME }), POST_MESSAGES.add);
}

/** Updates a post with the whole edited record but never created_at, which the rules keep fixed. */
export function useUpdatePost() {
  return useMutation((port, id: string, post: PostFields) => port.update('blog_posts', id, post), POST_MESSAGES.update);
}

export function useDeletePost() {
  return useMutation((port, id: string) => port.remove('blog_posts', id), POST_MESSAGES.remove);
}
