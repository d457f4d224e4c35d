import { type PostSummary } from '@portfolio/model';
import { Alert, Box } from '@chakra-ui/react';
import type { ListPage } from '@portfolio/model';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListPager } from '@/components/ui/list-pager';
import { PageSpinner } from '@/components/ui/page-spinner';

import { PostRows } from './post-rows';

export const BLOG_LIST_ERROR = 'Failed to load blog posts. Please try again later.';

interface PostListProps {
  page: ListPage<PostSummary>;
  loading: boolean;
  error: unknown;
  /** The list's own address (/blog, /blog/tag/kubernetes): its pages add their cursor to it. */
  path: string;
  /** What an empty first page says (no posts at all yet, or none with this tag). */
  empty: ReactNode;
}

/** A page of posts with its pager, as /blog and every tag page show it (one page at a time). */
export function PostList({ page, loading, error, path, empty }: PostListProps) {
  if (loading) return <PageSpinner label="Loading blog posts" />;
  if (error)
    return (
      <Alert.Root status="error" maxW="2xl" mx="auto">
        <Alert.Indicator />
        <Alert.Title>{BLOG_LIST_ERROR}</Alert.Title>
      </Alert.Root>
    );
  if (page.items.length === 0)
    return (
      <Box textAlign="center" color="fg.muted" py="12">
        {page.first ? empty : <RouterLink to={path}>No more posts here. Back to the newest posts</RouterLink>}
      </Box>
    );
  return (
    <>
      <PostRows posts={page.items} />
      <ListPager path={path} page={page} newer="Newer posts" older="Older posts" />
    </>
  );
}
