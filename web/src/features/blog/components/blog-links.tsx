import { BLOG_FEED_PATH } from '@portfolio/model';
import { Button, Flex } from '@chakra-ui/react';
import { LuHash, LuRss } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The blog's RSS feed (every post, newest first): a real link, for a reader or a feed app. */
export function BlogFeedLink() {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={BLOG_FEED_PATH} type="application/rss+xml">
        <LuRss aria-hidden /> RSS feed
      </a>
    </Button>
  );
}

/** The blog index's ways on: every tag with its count, and the feed. */
export function BlogIndexLinks() {
  return (
    <Flex gap="2" wrap="wrap">
      <Button asChild variant="outline" size="sm">
        <RouterLink to={paths.tags}>
          <LuHash aria-hidden /> All tags
        </RouterLink>
      </Button>
      <BlogFeedLink />
    </Flex>
  );
}
