import { Badge, Box, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { PICTURE_SIZES, postDate, postPicture, readMinutesOf, type PostSummary } from '@portfolio/model';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ContentImage } from '@/components/ui/content-image';
import { paths } from '@/config/paths';
import { longDate } from '@/lib/dates';
import { TagLinks } from './tag-links';

/** The dot between the meta line's parts, for the eye only. */
const Dot = () => (
  <Text as="span" aria-hidden color="fg.muted">
    ·
  </Text>
);

/**
 * A post in the blog's list, in one dense row with a card's elements: a small picture (its own, its
 * body's first, or a card drawn from its title: no request), its category, long-form date and
 * reading time on one line, its tags at that line's end; the title; the excerpt in one line and
 * 'Read More'. On phones the picture sits beside the category and date, and the title has the
 * screen's width.
 *
 * One Tab stop per post: the title's link. 'Read More' goes to the same page and is named by the
 * post ('Read More: <title>'), a pointer's target and a screen reader's link, but out of the Tab
 * order (tabIndex -1), so a keyboard does not stop twice at each post. Both hand the post over, so
 * it shows at once. `first`: the first row's picture is asked for at once, the others lazily.
 */
function PostRow({ post, first }: { post: PostSummary; first: boolean }) {
  const date = postDate(post);
  const to = paths.post(post.slug);
  return (
    <Box
      as="article"
      display="grid"
      gridTemplateColumns={{ base: '6.5rem minmax(0, 1fr)', md: '8.5rem minmax(0, 1fr) auto' }}
      gridTemplateAreas={{
        base: `"picture meta" "title title" "tags tags" "excerpt excerpt"`,
        md: `"picture meta tags" "picture title title" "picture excerpt excerpt"`,
      }}
      alignItems="center"
      columnGap={{ base: '4', md: '6' }}
      rowGap="1"
      py={{ base: '4', md: '2' }}
      data-testid="post-row"
    >
      <Box gridArea="picture" alignSelf="start" pt={{ md: '0.5' }} mb={{ base: '1', md: '0' }}>
        <ContentImage
          item={postPicture(post)}
          alt={`${post.title} cover`}
          titleCard={{ title: post.title, eyebrow: post.category, compact: true }}
          sizes={PICTURE_SIZES.thumbnail}
          loading={first ? 'eager' : 'lazy'}
          // A small picture beside text is never the page's largest paint: it waits its turn.
          fetchPriority="auto"
          // A cover fills the thumbnail; a picture from the body (often a diagram) is shown whole.
          objectFit={post.image_url ? 'cover' : 'contain'}
          rounded="md"
          borderWidth="1px"
        />
      </Box>
      <Flex
        gridArea="meta"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'flex-start', md: 'center' }}
        columnGap="2"
        rowGap="1"
        fontSize="sm"
        color="fg.muted"
        minW="0"
      >
        {post.category && (
          <HStack gap="2">
            <Badge variant="subtle" colorPalette="accent" size="sm">
              {post.category}
            </Badge>
            <Box display={{ base: 'none', md: 'contents' }}>
              <Dot />
            </Box>
          </HStack>
        )}
        <HStack gap="2" whiteSpace="nowrap">
          <time dateTime={date}>{longDate(date)}</time>
          <Dot />
          <Text as="span">{readMinutesOf(post)} min read</Text>
        </HStack>
      </Flex>
      <Heading gridArea="title" as="h2" textStyle={{ base: 'lg', md: 'xl' }} fontWeight="semibold" minW="0">
        <Link
          asChild
          color="fg"
          textDecoration="none"
          _hover={{ color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '4px' }}
        >
          <RouterLink to={to} state={{ post }}>
            {post.title}
          </RouterLink>
        </Link>
      </Heading>
      <Box gridArea="tags" minW="0" justifySelf={{ md: 'end' }}>
        <TagLinks tags={post.tags} />
      </Box>
      <Flex
        gridArea="excerpt"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'flex-start', md: 'baseline' }}
        columnGap="6"
        rowGap="1"
        minW="0"
      >
        <Text color="fg.muted" lineClamp={{ base: 2, md: 1 }} flex="1" minW="0">
          {post.excerpt}
        </Text>
        <Link
          asChild
          flexShrink={0}
          fontSize="sm"
          fontWeight="semibold"
          color="brand.fg"
          textDecoration="none"
          _hover={{ textDecoration: 'underline', textUnderlineOffset: '4px' }}
        >
          <RouterLink to={to} state={{ post }} tabIndex={-1} aria-label={`Read More: ${post.title}`}>
            <HStack as="span" gap="1">
              Read More <LuArrowRight aria-hidden />
            </HStack>
          </RouterLink>
        </Link>
      </Flex>
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
      {posts.map((post, index) => (
        <Box as="li" key={post.id} borderBottomWidth="1px">
          <PostRow post={post} first={index === 0} />
        </Box>
      ))}
    </Box>
  );
}
