import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { postStatus, reservedSlugProblem, slugify, slugTakenProblem } from '@portfolio/model';
import { CollectionAdmin, pageOf } from '@/admin-kit/collection-admin';
import type { EditorSpec } from '@/admin-kit/collection-types';
import type { ListOverrides } from '@/admin-kit/list-columns';
import { adminPaths } from '@/admin-kit/admin-table';
import type { Doc } from '@/data/port';
import { useAdminPosts } from '../api/use-posts';
import { POST_STATUS_BADGES } from './post-status-badges';
import { PostSaveButton } from './post-save-button';
import { PublishAtField } from './publish-at-field';
import { TagsInput } from './tags-input';
import { mediumDate, mediumDateTime } from '@/lib/dates';

type PostDoc = Doc<'blog_posts'>;

/** A row's date: when a scheduled post goes public, else the day it was created. */
function rowDate(p: PostDoc) {
  if (postStatus(p) === 'scheduled' && p.publish_at) return { iso: p.publish_at, text: `Publishes ${mediumDateTime(p.publish_at)}` };
  return p.created_at ? { iso: p.created_at, text: mediumDate(p.created_at) } : null;
}

/** Beside the declaration's columns, a row shows where the post stands (Published, Scheduled or Draft) and its date. */
const LIST: ListOverrides<PostDoc> = {
  badges: (p) => [POST_STATUS_BADGES[postStatus(p)]],
  date: rowDate,
  filter: {
    label: 'Status',
    options: [
      { value: 'published', label: 'Published' },
      { value: 'scheduled', label: 'Scheduled' },
      { value: 'draft', label: 'Draft' },
    ],
    of: (p) => postStatus(p),
  },
};

/**
 * The post editor's additions to the declaration's form. A title whose slug another post holds (now
 * or from before a rename) is refused next to the title, naming that post; the backend refuses it
 * too (data/content/content-writes.ts).
 */
function postEditor(posts: readonly PostDoc[]): Omit<EditorSpec<PostDoc>, 'type'> {
  return {
    overrides: (post) => ({
      title: {
        // The slug needs a letter or digit, or it would be empty (the rules refuse that).
        validate: (v) => {
          const slug = slugify(typeof v === 'string' ? v : '');
          if (slug === '') return 'The title needs at least one letter or digit for the slug';
          return reservedSlugProblem(slug) ?? slugTakenProblem(posts, slug, post?.id ?? null) ?? true;
        },
      },
      publish_at: { control: PublishAtField },
      tags: { control: TagsInput },
    }),
    saveButton: (post, tools) => <PostSaveButton tools={tools} stored={post ? postStatus(post) : null} />,
  };
}

/**
 * /admin/blog: the posts, newest first and a page at a time, a "New Post" editor and one editor per
 * post. Ticking Published publishes now: a schedule left in the form has no say any more (savePost).
 */
export function BlogAdmin() {
  const page = pageOf(useLocation().pathname, adminPaths.blog);
  const posts = useAdminPosts(page.list ? null : page.id);
  const editor = useMemo(() => postEditor(posts.data), [posts.data]);
  return <CollectionAdmin screen="blog" collection="blog_posts" live={posts} list={LIST} editor={editor} />;
}
