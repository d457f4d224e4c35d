import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCalendar, LuClock } from 'react-icons/lu';
import { postDate, readMinutesOf, type BlogPost, type PostSummary } from '@portfolio/model';

import { longDate } from '@/lib/dates';

/**
 * Category, long-form date and 'N min read'. The category sits on its own line and the
 * date and read time never break inside, so every card's meta wraps the same way. The date is the
 * first publication, or the creation date of posts published before that was recorded;
 * `datePrefix` (the post page's 'Published') says which.
 */
export function PostMeta({ post, datePrefix }: { post: BlogPost | PostSummary; datePrefix?: string }) {
  const date = postDate(post);
  return (
    <Stack gap="2" align="flex-start" color="fg.muted" fontSize="sm">
      {post.category && (
        <Badge variant="subtle" colorPalette="accent" size="md">
          {post.category}
        </Badge>
      )}
      <HStack gap="4" flexWrap="wrap" rowGap="1">
        <HStack gap="1" as="span" whiteSpace="nowrap">
          <LuCalendar aria-hidden />
          <Text asChild>
            <span>
              {datePrefix && `${datePrefix} `}
              <time dateTime={date}>{longDate(date)}</time>
            </span>
          </Text>
        </HStack>
        <HStack gap="1" as="span" whiteSpace="nowrap">
          <LuClock aria-hidden />
          <Text as="span">{readMinutesOf(post)} min read</Text>
        </HStack>
      </HStack>
    </Stack>
  );
}
