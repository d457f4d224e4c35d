import { Badge, Text } from '@chakra-ui/react';
import { postStatus, type BlogPost } from '@portfolio/model';

/** The list badge of each state (spec §2: Published or Draft; issue 12: Scheduled). */
export const POST_STATUS_BADGES = {
  published: { label: 'Published', color: 'green' },
  scheduled: { label: 'Scheduled', color: 'purple' },
  draft: { label: 'Draft', color: 'gray' },
} as const;

type Post = Pick<BlogPost, 'published'> & Partial<Pick<BlogPost, 'publish_at'>>;

export function PostStatusBadge({ post }: { post: Post }) {
  const badge = POST_STATUS_BADGES[postStatus(post)];
  return <Badge colorPalette={badge.color}>{badge.label}</Badge>;
}

/** "Publishes 12/24/2026, 9:00 AM" under a scheduled post's row. */
export function ScheduledFor({ post }: { post: Post }) {
  if (postStatus(post) !== 'scheduled' || !post.publish_at) return null;
  return (
    <Text color="fg.muted" fontSize="xs" mt="1">
      Publishes{' '}
      <time dateTime={post.publish_at}>{new Date(post.publish_at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}</time>
    </Text>
  );
}
