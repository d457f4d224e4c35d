import type { BlogPostFields } from '@portfolio/model';
import { deletePost, renameTag, savePost } from '@/data/content/content-writes';
import { useMutation } from '@/data/use-mutation';

/** The blog admin's messages (product text). */
export const POST_MESSAGES = {
  fetchFailed: 'Failed to fetch blog posts. Please refresh the page.',
  add: { success: 'Blog post added successfully!', failure: 'Failed to add blog post. Please try again.' },
  update: { success: 'Blog post updated successfully!', failure: 'Failed to update blog post. Please try again.' },
  remove: { success: 'Blog post deleted successfully!', failure: 'Failed to delete blog post. Please try again.' },
  // Tags' own messages, worded like the others.
  renameTag: { success: 'Tag renamed on every post that had it.', failure: 'Failed to rename the tag. Please try again.' },
} as const;

/** A post as the form writes it: the rest (creation and publication times, kept slugs) is derived on save. */
export type PostFields = BlogPostFields;

/**
 * Inserts a post with its slug claimed in the same batch; its creation time is the server's. A slug
 * another post holds is refused with a message that says so (data/content/post-writes.ts).
 */
export function useAddPost() {
  return useMutation((port, post: PostFields) => savePost(port, null, post), POST_MESSAGES.add);
}

/**
 * Updates a post with the whole edited record (never created_at, which the rules keep fixed), keeping
 * the version it replaces and, for a post that has been public, the slug it leaves.
 */
export function useUpdatePost() {
  return useMutation((port, id: string, post: PostFields) => savePost(port, id, post), POST_MESSAGES.update);
}

/** Deletes a post with its slug claims and revisions. */
export function useDeletePost() {
  return useMutation((port, id: string) => deletePost(port, id), POST_MESSAGES.remove);
}

/**
 * Renames a tag on every post that has it, merging it into `to` where that is already in use. The
 * posts are those the tag is on (read at the rename), not only those the admin's list has loaded.
 */
export function useRenameTag() {
  return useMutation(async (port, from: string, to: string) => {
    const tagged = await port.getDocs({ collection: 'blog_posts', where: [{ field: 'tags', op: 'array-contains', value: from }] });
    return renameTag(port, tagged, from, to);
  }, POST_MESSAGES.renameTag);
}
