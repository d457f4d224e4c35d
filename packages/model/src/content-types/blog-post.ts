/** blog_posts/{id}: one post, declared once. Its life after writing is in publishing.ts. */
import { contentType, newDoc, type DocOf } from '../declare/content-type.js';
import { flag, text, time, url } from '../declare/kinds.js';
import { collectionOf, storing } from '../declare/collection.js';
import { isObj, list, type Obj } from '../declare/composite.js';
import type { Report } from '../declare/field.js';
import { isPrototypeName, TAG_MAX_LENGTH } from '../document-id.js';
import { FIELD_LIMITS } from '../field-rules.js';
import { imageAlt, imageMeta, textPictures } from './image-fields.js';
import { slugify } from '../text.js';

/** Lowercase a-z and 0-9 in runs joined by single hyphens (firestore.rules' isSlug). */
export const SLUG_RULE = '[a-z0-9]+(-[a-z0-9]+)*';
const SLUG_PROBLEM = 'must be a slug (a-z, 0-9 and single hyphens)';

/** A post keeps at most this many earlier slugs (the oldest go first); the rules allow no more. */
export const MAX_PREVIOUS_SLUGS = 20;

export const BLOG_POST = contentType({
  name: 'post',
  rules: 'isBlogPost',
  // Visitors read published posts only; a scheduled draft is a draft until it is published.
  publicWhen: { field: 'published', equals: true },
  // A revision holds what a person writes, never the publication state (a restore does not unpublish).
  revision: { rules: 'isPostRevisionData', omits: ['published', 'publish_at', 'not_in_newsletter'] },
  search: {
    title: 'title',
    summary: 'excerpt',
    keywords: 'tags',
    text: ['content', 'category'],
    date: 'created_at',
  },
  // A row's badge and date say where the post stands (publishing.ts), which no one field holds.
  // The editor shows the title and the body; the rest is in its Settings drawer.
  admin: {
    useAsTitle: 'title',
    subtitle: 'excerpt',
    thumbnail: 'image_url',
    search: ['title', 'excerpt', 'category'],
    writing: ['title', 'content'],
  },
  fields: {
    title: text({ label: 'Title', max: FIELD_LIMITS.title, required: true }),
    // The slug follows the title.
    slug: text({
      label: 'Slug',
      max: FIELD_LIMITS.title,
      pattern: SLUG_RULE,
      problem: SLUG_PROBLEM,
      hint: 'Made from the title.',
      derive: { from: ['title'], value: (post) => slugify(typeof post.title === 'string' ? post.title : '') },
    }),
    excerpt: text({ label: 'Excerpt', max: FIELD_LIMITS.short, required: true, input: 'textarea', rows: 2 }),
    content: text({ label: 'Content', max: FIELD_LIMITS.long, required: true, input: 'markdown', meta: 'content_images' }),
    content_images: textPictures(),
    category: text({ label: 'Category', max: FIELD_LIMITS.short }),
    /** Short lower-case tags, each with its page at /blog/tag/<tag>; posts written before them have none. */
    tags: list(text({ label: 'Tag', max: TAG_MAX_LENGTH, pattern: SLUG_RULE, problem: SLUG_PROBLEM }), {
      label: 'Tags',
      max: 10,
      optional: true,
      input: 'tags',
      hint: 'Add each tag with Enter or a comma; each is saved in lower case, words joined by hyphens.',
      // Unlike other lists, the rules check each tag too (a query for an over-long one fails).
      rules: { all: [['isTagList($)']] },
    }),
    published: flag({ label: 'Published' }),
    /** Published without a mail to the newsletter's subscribers; decided at the first publication. */
    not_in_newsletter: flag({
      label: 'Not for the newsletter',
      optional: true,
      hint: 'Subscribers get each post by mail when it is first published; tick this to publish it without a mail.',
    }),
    /** A draft's scheduled publication: the publishScheduledPosts function publishes it then. Null when none. */
    publish_at: time({ label: 'Publish at', nullable: true, future: true }),
    image_url: url({ label: 'Image URL', input: 'image', meta: 'image_meta', alt: 'image_alt' }),
    image_alt: imageAlt(),
    image_meta: imageMeta(),
    created_at: time({ label: 'Created', system: true }),
    /**
     * When the post was first published (kept when it is unpublished and published again); null while
     * it has never been public. Posts public before this field existed have none: they show created_at.
     */
    published_at: time({ label: 'First published', nullable: true, system: true }),
    /** Slugs the post had while it was public; they still reach it (redirected to `slug`). Newest last. */
    previous_slugs: list(text({ label: 'Earlier slug', max: FIELD_LIMITS.title, pattern: SLUG_RULE, problem: SLUG_PROBLEM }), {
      label: 'Earlier slugs',
      max: MAX_PREVIOUS_SLUGS,
      system: true,
    }),
  },
  refine(post, at, report) {
    if (post.published === true && post.publish_at !== null) report(`${at}.publish_at`, 'a published post has no publication time');
    if (Array.isArray(post.previous_slugs) && post.previous_slugs.includes(post.slug))
      report(`${at}.previous_slugs`, 'holds the current slug too');
  },
});

type StoredPost = DocOf<typeof BLOG_POST>;
type LaterFields = 'published_at' | 'publish_at' | 'previous_slugs';
/** A post; those written before its later fields existed lack them (a read fills them in). */
export type BlogPost = Omit<StoredPost, LaterFields> & Partial<Pick<StoredPost, LaterFields>>;

/** What the post editor writes: the rest (created_at, published_at, previous_slugs) is derived on save. */
export type BlogPostFields = Omit<BlogPost, 'created_at' | 'published_at' | 'previous_slugs'>;

/** What a post's revision keeps (and a restore writes back). */
export type PostRevisionData = Omit<BlogPostFields, 'published' | 'publish_at' | 'not_in_newsletter'>;

export const newBlogPost = (): BlogPostFields => {
  const { created_at: _created, published_at: _published, previous_slugs: _previous, ...fields } = newDoc(BLOG_POST);
  return fields;
};

/** A post's slugs, current and earlier: each is the id of its claim (slugs/{slug}). */
const slugsOf = (post: Obj): unknown[] => [post.slug, ...(Array.isArray(post.previous_slugs) ? (post.previous_slugs as unknown[]) : [])];

/** One slug leads to one post: no slug, current or earlier, belongs to two posts of an export. */
function checkSlugs(posts: readonly unknown[], at: (i: number) => string, report: Report) {
  const owners = new Map<string, string>();
  posts.forEach((post, i) => {
    if (!isObj(post)) return;
    for (const slug of slugsOf(post)) {
      if (typeof slug !== 'string') continue;
      if (isPrototypeName(slug)) report(`${at(i)}.slug`, `"${slug}" is a name every JavaScript object has, so no slug may be it`);
      const owner = owners.get(slug);
      if (owner !== undefined && owner !== post.id) report(`${at(i)}.slug`, `"${slug}" is also a slug of post "${owner}"`);
      owners.set(slug, String(post.id));
    }
  });
}

export const BLOG_POSTS = storing<BlogPost>()(
  collectionOf('blog_posts', BLOG_POST, {
    labels: { singular: 'Blog post', plural: 'Blog posts' },
    read: 'public',
    write: 'owner',
    search: { limit: 2000 },
    export: {
      kind: 'items',
      key: 'posts',
      orderBy: [{ field: 'created_at', direction: 'desc' }],
      counted: { singular: 'post', plural: 'posts' },
      // A post's slug claims are written with it, in one batch.
      alsoWrites: (post) => slugsOf(post).map((slug) => ({ collection: 'slugs', id: String(slug), data: { post_id: post.id } })),
      checkAll: checkSlugs,
      // A post public since before first publications were recorded shows its creation date already.
      upgrade: (post) => (post.published && !post.published_at ? { ...post, published_at: post.created_at } : post),
    },
    admin: {
      texts: { newButton: 'New Post', notFound: 'This post does not exist (it may have been deleted).', more: 'Show Older Posts' },
    },
    indexes: [
      'published, created_at desc',
      'slug, published',
      'published, previous_slugs contains',
      'published, created_at',
      'published, tags contains, created_at desc',
      'published, tags contains, created_at',
    ],
  }),
);
