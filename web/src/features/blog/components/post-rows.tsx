import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { postDate, readMinutesOf, type PostSummary } from '@portfolio/model';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { longDate } from '@/lib/dates';
import { TagLinks } from './tag-links';

/**
 * A post in the blog's list, in one dense row: on wide screens its date and reading time in a
 * column of their own, the title (the link; it hands the post over, so the post shows at once)
 * with its tags on the same line, and the excerpt in one line; on phones the same, stacked.
 */
function PostRow({ post }: { post: PostSummary }) {
  const date = postDate(post);
  return (
    <Box
      as="article"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '11rem minmax(0, 1fr)' }}
      columnGap="8"
      rowGap="1"
      py={{ base: '4', md: '3.5' }}
      data-testid="post-row"
    >
      <Stack
        gap={{ base: '0', md: '0.5' }}
        direction={{ base: 'row', md: 'column' }}
        columnGap="3"
        fontSize="sm"
        color="fg.muted"
        pt={{ md: '0.5' }}
      >
        <time dateTime={date}>{longDate(date)}</time>
        <Text as="span">{readMinutesOf(post)} min read</Text>
      </Stack>
      <Stack gap="1" minW="0">
        <Flex gap="4" columnGap="6" rowGap="1" justify="space-between" align="baseline" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Heading as="h2" textStyle={{ base: 'lg', md: 'xl' }} fontWeight="semibold" minW="0">
            <Link
              asChild
              color="fg"
              textDecoration="none"
              _hover={{ color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '4px' }}
            >
              <RouterLink to={paths.post(post.slug)} state={{ post }}>
                {post.title}
              </RouterLink>
            </Link>
          </Heading>
          <Box flexShrink={0} maxW={{ md: '45%' }}>
            <TagLinks tags={post.tags} />
          </Box>
        </Flex>
        <Text color="fg.muted" lineClamp={{ base: 2, md: 1 }}>
          {post.excerpt}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * The blog's posts as a list, newest first: one row each, so a screen shows many and the
 * layout is the same for 2 posts or 12 (no grid whose columns depend on the count).
 */
export function PostRows({ posts }: { posts: PostSummary[] }) {
  return (
    <Box as="ol" aria-label="Posts" listStyleType="none" data-testid="post-rows">
      {posts.map((post) => (
        <Box as="li" key={post.id} borderBottomWidth="1px">
          <PostRow post={post} />
        </Box>
      ))}
    </Box>
  );
}
