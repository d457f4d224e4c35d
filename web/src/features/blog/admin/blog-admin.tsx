import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { slugTakenProblem } from '@portfolio/model';
import { AdminPage, AdminPanel } from '@/admin-kit/admin-page';
import { RevisionsPanel } from '@/admin-kit/revisions-panel';
import { RowActions } from '@/admin-kit/row-actions';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Doc } from '@/data/port';
import { useAllPosts } from '../api/use-posts';
import { POST_MESSAGES, useAddPost, useDeletePost, useUpdatePost, type PostFields } from '../api/use-post-mutations';
import { PostForm, type PostFormValues } from './post-form';
import { PostStatusBadge, ScheduledFor } from './post-status-badge';

const toFormValues = ({ title, excerpt, content, category, image_url, published, publish_at }: Doc<'blog_posts'>): PostFormValues => ({
  title,
  excerpt,
  content,
  category,
  image_url,
  published,
  publish_at: publish_at ?? null,
});

/** /admin/blog (spec §2): write posts, publish them, edit or delete them one at a time. */
export function BlogAdmin() {
  const posts = useAllPosts();
  const [status, setStatus] = useScreenStatus(posts.error ? POST_MESSAGES.fetchFailed : null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const add = useAddPost();
  const update = useUpdatePost();
  const remove = useDeletePost();

  const onAdd = async (post: PostFields) => {
    const result = await add.run(post);
    setStatus(result.status);
    return result.ok;
  };
  const onUpdate = async (id: string, post: PostFields) => {
    const result = await update.run(id, post);
    setStatus(result.status);
    if (result.ok) setEditingId(null);
    return result.ok;
  };
  const onDelete = async (id: string) => setStatus((await remove.run(id)).status);

  return (
    <AdminPage title="Blog Management" status={status}>
      <AdminPanel title="Add New Blog Post">
        <PostForm
          onSave={onAdd}
          submitLabel="Add Blog Post"
          resetOnSuccess
          onStatus={setStatus}
          slugProblem={(slug) => slugTakenProblem(posts.data, slug, null)}
        />
      </AdminPanel>
      <AdminPanel title="Existing Blog Posts">
        {posts.loading ? (
          <PageSpinner label="Loading blog posts" />
        ) : posts.data.length === 0 ? (
          <Text color="fg.muted">No blog posts yet.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {posts.data.map((post) => (
              <Box as="li" key={post.id} borderWidth="1px" rounded="md" p="4">
                {editingId === post.id ? (
                  <Stack gap="6">
                    <PostForm
                      initial={toFormValues(post)}
                      onSave={(values) => onUpdate(post.id, values)}
                      submitLabel="Save Changes"
                      onCancel={() => setEditingId(null)}
                      onStatus={setStatus}
                      slugProblem={(slug) => slugTakenProblem(posts.data, slug, post.id)}
                    />
                    <RevisionsPanel collection="blog_posts" docId={post.id} onStatus={setStatus} onRestored={() => setEditingId(null)} />
                  </Stack>
                ) : (
                  <Flex gap="3" justify="space-between" align="flex-start">
                    <Box minW="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text as="h3" fontWeight="semibold">
                          {post.title}
                        </Text>
                        <PostStatusBadge post={post} />
                      </Flex>
                      <Text color="fg.muted" fontSize="sm" mt="1">
                        {post.excerpt}
                      </Text>
                      <Text color="fg.muted" fontSize="xs" mt="1">
                        <time dateTime={post.created_at}>{new Date(post.created_at).toLocaleDateString()}</time>
                      </Text>
                      <ScheduledFor post={post} />
                    </Box>
                    <RowActions
                      itemName={post.title}
                      onEdit={() => setEditingId(post.id)}
                      onDelete={() => onDelete(post.id)}
                      disabled={remove.pending}
                    />
                  </Flex>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
