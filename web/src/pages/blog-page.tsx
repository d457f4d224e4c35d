import { cursorFromSearch, PAGE_TEXT } from '@portfolio/model';
import { Box } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageColumn } from '@/components/layout/page-column';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePublishedPostsPage } from '@/features/blog/api/use-posts';
import { BlogIndexLinks } from '@/features/blog/components/blog-links';
import { PostList } from '@/features/blog/components/post-list';
import { SubscribeForm } from '@/features/newsletter/components/subscribe-form';
import { usePageMeta } from './use-page-meta';

export { BLOG_LIST_ERROR } from '@/features/blog/components/post-list';
const SUBTITLE = PAGE_TEXT.blog.description;

/** Blog: published posts, newest first, a page at a time. */
export function BlogPage() {
  const cursor = cursorFromSearch(useSearchParams()[0], 'time');
  const { page, loading, error } = usePublishedPostsPage(cursor);
  usePageMeta(PAGE_TEXT.blog);
  return (
    <PageColumn py="10">
      <PageHeader title="Blog" lead={SUBTITLE} action={<BlogIndexLinks />} dense />
      <PostList page={page} loading={loading} error={error} path={paths.blog} empty="No posts yet. Check back soon." />
      <Box mt="12">
        <SubscribeForm />
      </Box>
    </PageColumn>
  );
}
