import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { postDate, type PostSummary } from '@portfolio/model';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

import { longDate } from '@/lib/dates';
import { usePostNeighbours, type NeighboursOf } from '../api/use-posts';

type Post = PostSummary;

/** One post as a small card whose whole surface is its link (the title is the link's text). */
function PostTile({ post, eyebrow, align = 'start' }: { post: Post; eyebrow: ReactNode; align?: 'start' | 'end' }) {
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      rounded="xl"
      p="5"
      textAlign={align}
      transition="border-color 0.2s, background 0.2s"
      _hover={{ borderColor: 'brand.solid', bg: 'bg.subtle' }}
    >
      <Text fontSize="sm" color="fg.muted" mb="1" display="flex" gap="1.5" alignItems="center" justifyContent={`flex-${align}`}>
        {eyebrow}
      </Text>
      <Heading as="h3" size="md" lineClamp={2}>
        <LinkOverlay asChild>
          <RouterLink to={paths.post(post.slug)} state={{ post }}>
            {post.title}
          </RouterLink>
        </LinkOverlay>
      </Heading>
    </LinkBox>
  );
}

/**
 * The end of a post: up to three related posts (most tags in common, then the newest), then
 * the posts just older and newer. Real links, served with the page, so they work before any script.
 */
export function PostNeighbours({ post }: { post: NeighboursOf }) {
  const { older, newer, related } = usePostNeighbours(post);
  return (
    <Stack gap="10">
      {related.length > 0 && (
        <Box as="section" aria-labelledby="related-posts">
          <Heading as="h2" id="related-posts" size="lg" mb="4">
            Related posts
          </Heading>
          <SimpleGrid columns={{ base: 1, md: related.length === 1 ? 1 : 2, lg: related.length }} gap="4">
            {related.map((item) => (
              <PostTile key={item.id} post={item} eyebrow={<time dateTime={postDate(item)}>{longDate(postDate(item))}</time>} />
            ))}
          </SimpleGrid>
        </Box>
      )}
      {(older || newer) && (
        <SimpleGrid as="nav" aria-label="More posts" columns={{ base: 1, md: 2 }} gap="4">
          {older ? (
            <PostTile
              post={older}
              eyebrow={
                <>
                  <LuArrowLeft aria-hidden /> Older post
                </>
              }
            />
          ) : (
            <span />
          )}
          {newer && (
            <PostTile
              post={newer}
              align="end"
              eyebrow={
                <>
                  Newer post <LuArrowRight aria-hidden />
                </>
              }
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
