import { tagsInUse } from '@portfolio/model';
import type { Control } from '@/admin-kit/field-controls';
import { TagChips } from '@/admin-kit/tag-chips';
import { useRecentPosts } from '../api/use-posts';

/**
 * A post's tags as chips, with the tags already in use on other posts offered below, narrowed to
 * those starting with the word being typed. The same spelling everywhere keeps a tag one page.
 */
export const TagsInput: Control = (props) => {
  // The tags of the newest posts (the admin list's first page, the same query, so no second read).
  const inUse = tagsInUse(useRecentPosts().data);
  return <TagChips {...props} inUse={inUse} noun="post" />;
};
