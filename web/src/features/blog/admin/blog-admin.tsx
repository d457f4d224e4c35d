import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { BLOG_POST, itemPathOf, postStatus, slugify, slugTakenProblem, visitorMayRead } from '@portfolio/model';
import { CollectionAdmin, pageOf } from '@/admin-kit/collection-admin';
import { liveCollection } from '@/admin-kit/live-collection';
import type { EditorSpec, ListSpec } from '@/admin-kit/collection-types';
import { RevisionsPanel } from '@/admin-kit/revisions-panel';
import { adminPaths } from '@/admin-kit/admin-table';
import type { Doc } from '@/data/port';
import { useAdminPosts } from '../api/use-posts';
import { POST_MESSAGES, useAddPost, useDeletePost, useUpdatePost, type PostFields } from '../api/use-post-mutations';
import { POST_STATUS_BADGES } from './post-status-badges';
import { PublishAtField } from './publish-at-field';
import { TagsInput } from './tags-input';
import { TagsPanel } from './tags-panel';
import { mediumDateTime } from '@/lib/dates';

type PostDoc = Doc<'blog_posts'>;

/** Ticking Published publishes now: a schedule left in the form has no say any more. */
const published = (post: PostFields): PostFields => ({ ...post, publish_at: post.published ? null : post.publish_at });

/**
 * A post's row shows its title, excerpt, a Published or Draft badge and the creation date in
 * local format; a scheduled draft shows Scheduled and when it publishes instead.
 */
/** A row's date: when a scheduled post goes public, else its creation date in local format. */
function rowDate(p: PostDoc) {
  if (postStatus(p) === 'scheduled' && p.publish_at) return { iso: p.publish_at, text: `Publishes ${mediumDateTime(p.publish_at)}` };
  return p.created_at ? { iso: p.created_at, text: new Date(p.created_at).toLocaleDateString() } : null;
}

const list: ListSpec<PostDoc> = {
  title: (p) => p.title,
  subtitle: (p) => p.excerpt,
  thumbnail: (p) => p.image_url,
  badges: (p) => [POST_STATUS_BADGES[postStatus(p)]],
  date: rowDate,
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
 * The post editor: the post's declaration (packages/model), its slug shown as the title makes it. A
 * title whose slug another post holds (now or from before a rename) is refused next to the title,
 * naming that post; the backend refuses it too (data/content/content-writes.ts).
 */
function postEditor(posts: readonly PostDoc[]): EditorSpec<PostDoc> {
  return {
    type: BLOG_POST,
    onSite: (post) => (visitorMayRead('blog_posts', post) ? itemPathOf('blog_posts', post) : null),
    overrides: (post) => ({
      title: {
        // The slug needs a letter or digit, or it would be empty (the rules refuse that).
        validate: (v) => {
          const slug = slugify(typeof v === 'string' ? v : '');
          if (slug === '') return 'The title needs at least one letter or digit for the slug';
          return slugTakenProblem(posts, slug, post?.id ?? null) ?? true;
        },
      },
      publish_at: { control: PublishAtField },
      tags: { control: TagsInput },
    }),
    aside: (post, { report, ...tools }) =>
      post && <RevisionsPanel collection="blog_posts" docId={post.id} onStatus={report} editor={tools} />,
  };
}

/** /admin/blog: the posts, newest first, a "New Post" editor and one editor per post. */
export function BlogAdmin() {
  const page = pageOf(useLocation().pathname, adminPaths.blog);
  const posts = useAdminPosts(page.list ? null : page.id);
  const add = useAddPost();
  const update = useUpdatePost();
  const remove = useDeletePost();
  const editor = useMemo(() => postEditor(posts.data), [posts.data]);
  return (
    <CollectionAdmin
      type="blog"
      collection="blog_posts"
      basePath={adminPaths.blog}
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
        more: 'Show Older Posts',
      }}
      {...liveCollection(posts, remove, POST_MESSAGES.fetchFailed)}
      more={posts.more}
      list={list}
      editor={editor}
      aboveList={(report) => <TagsPanel posts={posts.data} complete={!posts.more} report={report} />}
      onAdd={(post) => add.run(published(post))}
      onUpdate={(post, edited, basis) => update.runBasedOn(basis, post.id, published(edited))}
    />
  );
}
