import { PAGE_TEXT, TAG_INDEX_POSTS } from '@portfolio/model';
import { Alert, Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageColumn } from '@/components/layout/page-column';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useBlogTags } from '@/features/blog/api/use-posts';
import { BlogFeedLink } from '@/features/blog/components/blog-links';
import { usePageMeta } from './use-page-meta';

export const TAGS_ERROR = 'Failed to load the tags. Please try again later.';

const postsWord = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/** Every tag of the blog, most used first, each a link to its page with how many posts it has. */
export function BlogTagsPage() {
  const { tags, posts, partial, loading, error } = useBlogTags();
  usePageMeta(PAGE_TEXT.tags);
  const body = () => {
    if (loading) return <PageSpinner label="Loading tags" />;
    if (error)
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{TAGS_ERROR}</Alert.Title>
        </Alert.Root>
      );
    if (tags.length === 0)
      return (
        <Box color="fg.muted" py="12">
          No post has a tag yet.
        </Box>
      );
    return (
      <Stack gap="6">
        <Text color="fg.muted" fontSize="sm">
          {tags.length} {tags.length === 1 ? 'tag' : 'tags'} on {partial ? `the newest ${TAG_INDEX_POSTS} posts` : postsWord(posts)}
        </Text>
        {/* Columns follow the screen's width, never the number of tags. */}
        <SimpleGrid as="ul" aria-label="Tags" listStyleType="none" minChildWidth="14rem" gap="3" data-testid="tag-index">
          {tags.map(({ tag, count }) => (
            <li key={tag}>
              <Link
                asChild
                display="flex"
                justifyContent="space-between"
                alignItems="baseline"
                gap="4"
                px="4"
                py="3"
                borderWidth="1px"
                rounded="l3"
                textDecoration="none"
                _hover={{ borderColor: 'brand.solid', bg: 'bg.subtle' }}
              >
                <RouterLink to={paths.tag(tag)}>
                  <Text as="span" fontWeight="semibold" color="brand.fg" minW="0">
                    #{tag}
                  </Text>
                  <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0} data-testid="tag-count">
                    {postsWord(count)}
                  </Text>
                </RouterLink>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    );
  };
  return (
    <PageColumn py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <BackLink to={paths.blog}>Back to Blog</BackLink>
        <PageHeader title={PAGE_TEXT.tags.title} lead={PAGE_TEXT.tags.description} action={<BlogFeedLink />} />
      </Stack>
      {body()}
    </PageColumn>
  );
}
