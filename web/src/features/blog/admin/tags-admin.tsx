import { Button, Text } from '@chakra-ui/react';
import { AdminPage } from '@/admin-kit/admin-page';
import { screenTitle } from '@/admin-kit/admin-table';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAdminPosts } from '../api/use-posts';
import { TagsPanel } from './tags-panel';

/**
 * /admin/tags: the blog's tags with how many posts carry each, renamed or merged across every post at
 * once. Its own screen, so the blog's opens on its posts. The counts are of the newest posts read
 * (the posts are read a page at a time); Count Older Posts reads the next page.
 */
export function TagsAdmin() {
  const posts = useAdminPosts(null);
  const [status, setStatus] = useScreenStatus(posts.error ? 'Failed to fetch blog posts. Please refresh the page.' : null);
  return (
    <AdminPage title={screenTitle('tags')} status={status}>
      {posts.loading ? (
        <PageSpinner label="Loading tags" />
      ) : (
        <>
          <TagsPanel posts={posts.data} complete={!posts.more} report={setStatus} />
          {posts.data.length === 0 && <Text color="fg.muted">No tags yet: a post&apos;s tags show here.</Text>}
          {posts.more && (
            <Button mt="4" size="sm" variant="outline" onClick={posts.more.showMore}>
              Count Older Posts
            </Button>
          )}
        </>
      )}
    </AdminPage>
  );
}
