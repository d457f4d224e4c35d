import { Input } from '@chakra-ui/react';
import { useMemo } from 'react';
import { newBlogPost, postStatus, slugify, slugTakenProblem } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import type { EditorSpec, ListSpec } from '@/admin-kit/collection-types';
import { RevisionsPanel } from '@/admin-kit/revisions-panel';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import type { Doc } from '@/data/port';
import { useAllPosts } from '../api/use-posts';
import { POST_MESSAGES, useAddPost, useDeletePost, useUpdatePost, type PostFields } from '../api/use-post-mutations';
import { POST_STATUS_BADGES } from './post-status-badges';
import { PublishAtField } from './publish-at-field';

type PostDoc = Doc<'blog_posts'>;

/** What the post editor edits: every field but the slug, which follows the title (spec §5). */
export type PostFormValues = Omit<PostFields, 'slug'>;

const emptyValues = (): PostFormValues => {
  const { slug: _slug, ...rest } = newBlogPost();
  return rest;
};

const toValues = ({ title, excerpt, content, category, image_url, published, publish_at }: PostDoc): PostFormValues => ({
  title,
  excerpt,
  content,
  category,
  image_url,
  published,
  publish_at: publish_at ?? null,
});

const fromValues = (values: PostFormValues): PostFields => ({
  ...values,
  title: values.title.trim(),
  excerpt: values.excerpt.trim(),
  category: values.category.trim(),
  image_url: values.image_url.trim(),
  // Ticking Published publishes now: a schedule left in the form has no say any more.
  publish_at: values.published ? null : values.publish_at,
  slug: slugify(values.title),
});

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Spec §2: a post's row shows its title, excerpt, a Published or Draft badge and the creation date in
 * local format; a scheduled draft (issue 12) shows Scheduled and when it publishes instead.
 */
const list: ListSpec<PostDoc> = {
  title: (p) => p.title,
  subtitle: (p) => p.excerpt,
  thumbnail: (p) => p.image_url,
  badges: (p) => [POST_STATUS_BADGES[postStatus(p)]],
  date: (p) =>
    postStatus(p) === 'scheduled' && p.publish_at
      ? { iso: p.publish_at, text: `Publishes ${when(p.publish_at)}` }
      : p.created_at
        ? { iso: p.created_at, text: new Date(p.created_at).toLocaleDateString() }
        : null,
  search: (p) => [p.title, p.excerpt, p.category].join(' '),
  filter: {
    label: 'Status',
    options: [
      { value: 'published', label: 'Published' },
      { value: 'scheduled', label: 'Scheduled' },
      { value: 'draft', label: 'Draft' },
    ],
    of: (p) => postStatus(p),
  },
  label: 'Blog posts',
};

/**
 * The post editor. A title whose slug another post holds (now or from before a rename) is refused
 * next to the title, naming that post; the backend refuses it too (data/content/content-writes.ts).
 */
function postEditor(posts: readonly PostDoc[]): EditorSpec<PostDoc, PostFormValues> {
  return {
    empty: emptyValues,
    toValues,
    fields: (post) => [
      {
        name: 'title',
        kind: 'text',
        label: 'Title',
        required: true,
        limit: 'title',
        // The slug needs a letter or digit, or it would be empty (the rules refuse that).
        validate: (v) =>
          slugify(v) === ''
            ? 'The title needs at least one letter or digit for the slug'
            : (slugTakenProblem(posts, slugify(v), post?.id ?? null) ?? true),
      },
      {
        name: 'title',
        kind: 'custom',
        label: 'Slug',
        render: (form) => (
          <FormField label="Slug" helperText="Made from the title.">
            <Input value={slugify(form.watch('title'))} readOnly aria-readonly bg="bg.muted" />
          </FormField>
        ),
      },
      { name: 'excerpt', kind: 'textarea', label: 'Excerpt', required: true, limit: 'short', rows: 2 },
      {
        name: 'content',
        kind: 'markdown',
        label: 'Content (Markdown)',
        required: true,
        requiredMessage: 'Content is required',
        limit: 'long',
      },
      { name: 'category', kind: 'text', label: 'Category', limit: 'short' },
      { name: 'published', kind: 'checkbox', label: 'Published' },
      { name: 'publish_at', kind: 'custom', label: 'Publish at', render: (form) => <PublishAtField control={form.control} /> },
      { name: 'image_url', kind: 'image', label: 'Image URL', folder: 'images' },
    ],
    aside: (post, { report, adopt }) =>
      post && <RevisionsPanel collection="blog_posts" docId={post.id} onStatus={report} onRestored={adopt} />,
  };
}

/** /admin/blog (spec §2): the posts, newest first, a "New Post" editor and one editor per post. */
export function BlogAdmin() {
  const posts = useAllPosts();
  const add = useAddPost();
  const update = useUpdatePost();
  const remove = useDeletePost();
  const editor = useMemo(() => postEditor(posts.data), [posts.data]);
  return (
    <CollectionAdmin
      type="blog"
      basePath={paths.admin.blog}
      texts={{
        heading: 'Blog Management',
        listTitle: 'Existing Blog Posts',
        addTitle: 'Add New Blog Post',
        editTitle: 'Edit Blog Post',
        newButton: 'New Post',
        addButton: 'Add Blog Post',
        empty: 'No blog posts yet.',
        notFound: 'This post does not exist (it may have been deleted).',
        loading: 'Loading blog posts',
      }}
      items={posts.data}
      loading={posts.loading}
      loadError={posts.error ? POST_MESSAGES.fetchFailed : null}
      list={list}
      editor={editor}
      onAdd={(values) => add.run(fromValues(values))}
      onUpdate={(post, values) => update.run(post.id, fromValues(values))}
      onDelete={(post) => remove.run(post.id)}
      deleting={remove.pending}
    />
  );
}
