import { Box, Grid } from '@chakra-ui/react';
import { cardPictureSizes, type PostSummary } from '@portfolio/model';

import { PostCard } from './post-card';

/**
 * How many columns a list of `count` posts takes on wide screens, and which columns the first (the
 * newest) spans on tablets and wide screens, so that no post is left alone in a last row (
 * 4 posts in 3 columns stranded one). Tablets have 2 columns: an odd count gives the newest the whole
 * width. Wide screens have 3: a count one over a multiple of 3 takes 2 columns when it is even (4 as
 * 2 × 2) and otherwise gives the newest 2 of the 3 (7 as 2+1, 3, 2).
 */
export function postGridLayout(count: number): { wideColumns: 2 | 3; firstSpan: { md: 1 | 2; lg: 1 | 2 } } {
  const lonely = count > 1 && count % 3 === 1;
  const odd = count % 2 === 1;
  return {
    wideColumns: lonely && !odd ? 2 : 3,
    firstSpan: { md: count > 1 && odd ? 2 : 1, lg: lonely && odd ? 2 : 1 },
  };
}

/** The blog list's posts as cards, laid out by postGridLayout. */
export function PostGrid({ posts }: { posts: PostSummary[] }) {
  const { wideColumns, firstSpan } = postGridLayout(posts.length);
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${wideColumns}, minmax(0, 1fr))` }} gap="8">
      {posts.map((post, i) => {
        const span = i === 0 ? firstSpan : { md: 1, lg: 1 };
        return (
          <Box key={post.id} gridColumn={i === 0 ? { md: `span ${span.md}`, lg: `span ${span.lg}` } : undefined}>
            <PostCard
              post={post}
              first={i === 0}
              sizes={cardPictureSizes({ tabletColumns: 2 / span.md, wideColumns: wideColumns / span.lg })}
            />
          </Box>
        );
      })}
    </Grid>
  );
}
