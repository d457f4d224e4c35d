import { Badge, HStack, Text } from '@chakra-ui/react';
import { LuCalendar, LuClock } from 'react-icons/lu';
import { readTimeMinutes } from '@portfolio/model';
import type { Doc } from '@/data/port';
import { longDate } from '@/lib/dates';

/** Category, long-form date and 'N min read' (spec §2, §5). */
export function PostMeta({ post }: { post: Doc<'blog_posts'> }) {
  return (
    <HStack gap="4" flexWrap="wrap" color="fg.muted" fontSize="sm">
      {post.category && (
        <Badge variant="subtle" colorPalette="accent">
          {post.category}
        </Badge>
      )}
      <HStack gap="1" as="span">
        <LuCalendar aria-hidden />
        <Text asChild>
          <time dateTime={post.created_at}>{longDate(post.created_at)}</time>
        </Text>
      </HStack>
      <HStack gap="1" as="span">
        <LuClock aria-hidden />
        <Text as="span">{readTimeMinutes(post.content)} min read</Text>
      </HStack>
    </HStack>
  );
}
