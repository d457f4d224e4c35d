import { renameTag } from '@/data/content/content-writes';
import { useMutation } from '@/data/use-mutation';

/** A tag rename's messages, worded like the blog admin's. */
const RENAME_TAG_MESSAGES = { success: 'Tag renamed on every post that had it.', failure: 'Failed to rename the tag. Please try again.' };

/**
 * Renames a tag on every post that has it, merging it into `to` where that is already in use. The
 * posts are those the tag is on (read at the rename), not only those the admin's list has loaded.
 */
export function useRenameTag() {
  return useMutation(async (port, from: string, to: string) => {
    const tagged = await port.getDocs({ collection: 'blog_posts', where: [{ field: 'tags', op: 'array-contains', value: from }] });
    return renameTag(port, tagged, from, to);
  }, RENAME_TAG_MESSAGES);
}
