import { PAGE_TEXT } from '@portfolio/model';
import { Alert, Box, Container, SimpleGrid } from '@chakra-ui/react';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { usePublishedPosts } from '@/features/blog/api/use-posts';
import { PostCard } from '@/features/blog/components/post-card';
import { usePageMeta } from './use-page-meta';

export const BLOG_LIST_ERROR = 'Failed to load blog posts. Please try again later.';
const SUBTITLE = PAGE_TEXT.blog.description;

/** Blog (spec §2): published posts, newest first. */
export function BlogPage() {
  const { data: posts, loading, error } = usePublishedPosts();
  usePageMeta(PAGE_TEXT.blog);
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <PageHeader title="Blog" lead={SUBTITLE} />
      {loading ? (
        <PageSpinner label="Loading blog posts" />
      ) : error ? (
        <Alert.Root status="error" maxW="2xl" mx="auto">
          <Alert.Indicator />
          <Alert.Title>{BLOG_LIST_ERROR}</Alert.Title>
        </Alert.Root>
      ) : posts.length === 0 ? (
        <Box textAlign="center" color="fg.muted" py="12">
          No posts yet. Check back soon.
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="8">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
