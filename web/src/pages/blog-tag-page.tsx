import { cursorFromSearch, isPossibleTag, tagFeedPath, tagPageInfo } from '@portfolio/model';
import { Button, Stack } from '@chakra-ui/react';
import { LuRss } from 'react-icons/lu';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageColumn } from '@/components/layout/page-column';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTaggedPostsPage } from '@/features/blog/api/use-posts';
import { PostList } from '@/features/blog/components/post-list';
import { useServerReport } from '@/lib/server-report';
import { usePageMeta } from './use-page-meta';

/**
 * A tag's page: its published posts, newest first, a page at a time like /blog, with the
 * tag's own feed. A tag no published post has is not found (404), so crawlers keep no empty pages.
 */
export function BlogTagPage() {
  const { tag: param } = useParams();
  // A tag no post can have (upper case, spaces, 300 characters) is not found without a read.
  const tag = isPossibleTag(param) ? param : null;
  const cursor = cursorFromSearch(useSearchParams()[0], 'time');
  const { page, loading, error } = useTaggedPostsPage(cursor, tag);
  const info = tagPageInfo(tag ?? param ?? '');
  usePageMeta(info);
  const missing = !tag || (!loading && !error && page.first && page.items.length === 0);
  useServerReport(missing ? { status: 404 } : {});
  return (
    <PageColumn py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <BackLink to={paths.blog}>Back to Blog</BackLink>
        <PageHeader
          dense
          title={info.title!}
          lead={info.description!}
          action={
            tag && (
              <Button asChild variant="outline" size="sm">
                <a href={tagFeedPath(tag)} type="application/rss+xml">
                  <LuRss aria-hidden /> RSS feed for {tag}
                </a>
              </Button>
            )
          }
        />
      </Stack>
      <PostList
        page={page}
        loading={loading}
        error={error}
        path={tag ? paths.tag(tag) : paths.blog}
        empty={`No published posts are tagged ${param ?? ''}.`}
      />
    </PageColumn>
  );
}
