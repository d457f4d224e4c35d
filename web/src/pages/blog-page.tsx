import { cursorFromSearch, PAGE_TEXT } from '@portfolio/model';
import { Alert, Box } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageColumn } from '@/components/layout/page-column';
import { ListPager } from '@/components/ui/list-pager';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { usePublishedPostsPage } from '@/features/blog/api/use-posts';
import { PostGrid } from '@/features/blog/components/post-grid';
import { usePageMeta } from './use-page-meta';

export const BLOG_LIST_ERROR = 'Failed to load blog posts. Please try again later.';
const SUBTITLE = PAGE_TEXT.blog.description;

/** What shows when a page has no posts: none at all yet, or an address past the last page. */
function NoPosts({ firstPage }: { firstPage: boolean }) {
  return (
    <Box textAlign="center" color="fg.muted" py="12">
      {firstPage ? 'No posts yet. Check back soon.' : <RouterLink to={paths.blog}>No more posts here. Back to the newest posts</RouterLink>}
    </Box>
  );
}

/** Blog (spec §2): published posts, newest first, a page at a time (issue 22). */
export function BlogPage() {
  const cursor = cursorFromSearch(useSearchParams()[0], 'time');
  const { page, loading, error } = usePublishedPostsPage(cursor);
  usePageMeta(PAGE_TEXT.blog);
  const body = () => {
    if (loading) return <PageSpinner label="Loading blog posts" />;
    if (error)
      return (
        <Alert.Root status="error" maxW="2xl" mx="auto">
          <Alert.Indicator />
          <Alert.Title>{BLOG_LIST_ERROR}</Alert.Title>
        </Alert.Root>
      );
    if (page.items.length === 0) return <NoPosts firstPage={page.first} />;
    return (
      <>
        <PostGrid posts={page.items} />
        <ListPager path={paths.blog} page={page} newer="Newer posts" older="Older posts" />
      </>
    );
  };
  return (
    <PageColumn py={{ base: '10', md: '16' }}>
      <PageHeader title="Blog" lead={SUBTITLE} />
      {body()}
    </PageColumn>
  );
}
