/**
 * How each public page describes itself (the declarations page-declare.ts defines): what its head,
 * JSON-LD and share card say, which item it shows and how its address finds it, the picture it
 * preloads, its sitemap entries and its row in the bench. The route table (routes.ts) puts each
 * description under its address.
 */
import { isDocumentId } from './document-id.js';
import { PICTURE_SIZES } from './content-types/image-fields.js';
import { postPicture } from './post-picture.js';
import type { BlogPost, Project } from './content-types/index.js';
import type { CardText, DescribeContext, ItemOfPage, PageSubject, RouteSpec } from './page-declare.js';
import { homePageInfo, PAGE_TEXT, postPageInfo, projectPageInfo, siteTitleOf, tagPageInfo } from './page-meta.js';
import { postDate } from './publishing.js';
import { readTimeMinutes, SLUG_PATTERN } from './text.js';

export type Describe<I = Record<string, unknown>> = Omit<RouteSpec<I>, 'pattern' | 'page'>;
export type DescribeItem<I> = Describe<I> & { item: ItemOfPage };

const SCHEMA = 'https://schema.org';
const author = (context: DescribeContext) => ({ '@type': 'Person', name: context.siteName, url: `${context.base}/` });
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const longDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
};

/** The site's owner, from the hero, about and contact sections and the social links. */
function personLd({ sections }: PageSubject, { settings, base, absolute }: DescribeContext): Record<string, unknown> {
  const { hero, about, contact } = sections ?? {};
  const sameAs = [
    contact?.social.github,
    contact?.social.linkedin,
    settings.social.github,
    settings.social.linkedin,
    settings.social.twitter,
  ]
    .map((url) => absolute(url))
    .filter((url, index, all) => url && all.indexOf(url) === index);
  return {
    '@context': SCHEMA,
    '@type': 'Person',
    name: hero?.name || siteTitleOf(settings.seo),
    ...(hero?.role ? { jobTitle: hero.role } : {}),
    ...(about?.content || hero?.tagline ? { description: about?.content || hero?.tagline } : {}),
    url: `${base}/`,
    ...(contact?.email ? { email: `mailto:${contact.email}` } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export const HOME_PAGE: Describe = {
  head: (s) => homePageInfo(s.sections?.hero),
  jsonLd: (s, context) => [
    personLd(s, context),
    { '@context': SCHEMA, '@type': 'WebSite', name: siteTitleOf(context.settings.seo), url: `${context.base}/` },
  ],
  card: (s, { siteName }): CardText => ({
    eyebrow: s.sections?.hero?.role || 'Portfolio',
    title: siteName,
    subtitle: s.sections?.hero?.tagline ?? '',
    chips: [],
  }),
  sitemap: { lastmod: 'site' },
  bench: { name: 'home' },
};

export const BLOG_PAGE: Describe = {
  head: () => ({ ...PAGE_TEXT.blog }),
  jsonLd: (_, context) => [
    { '@context': SCHEMA, '@type': 'Blog', name: PAGE_TEXT.blog.title, url: context.canonical, author: author(context) },
  ],
  sitemap: { lastmod: 'newest post' },
  bench: { name: 'blog' },
};

/** A project, by its id; visitors see active ones only (its content type's publicWhen). */
export const PROJECT_PAGE: DescribeItem<Project> = {
  item: {
    collection: 'projects',
    by: 'id',
    accepts: (id) => /^[A-Za-z0-9_-]{1,128}$/.test(id) && isDocumentId(id),
    label: 'Project',
  },
  head: (s) => (s.item ? projectPageInfo(s.item) : { ...PAGE_TEXT.projectNotFound }),
  jsonLd: ({ item: project }, context) =>
    project
      ? [
          {
            '@context': SCHEMA,
            '@type': 'CreativeWork',
            name: project.title,
            description: project.description,
            url: context.canonical,
            creator: author(context),
            ...(project.technologies.length ? { keywords: project.technologies.join(', ') } : {}),
            ...(context.image ? { image: context.image } : {}),
            ...(context.absolute(project.live_url) ? { sameAs: context.absolute(project.live_url) } : {}),
          },
        ]
      : [],
  card: ({ item: project }) => ({
    eyebrow: 'Project',
    title: project?.title ?? '',
    subtitle: project?.description ?? '',
    chips: project?.technologies ?? [],
  }),
  picture: { sizes: PICTURE_SIZES.project },
  sitemap: {
    collection: 'projects',
    part: 'pages',
    entries: (docs) => docs.map((doc) => ({ params: { id: str(doc.id) }, lastmod: str(doc.updated_at) })),
  },
  bench: { name: 'project detail', params: { id: 'project-1' } },
};

/** A post, by its slug; visitors see published ones only. */
export const POST_PAGE: DescribeItem<BlogPost> = {
  item: {
    collection: 'blog_posts',
    by: 'slug',
    accepts: (slug) => SLUG_PATTERN.test(slug) && slug.length <= 150,
    label: 'Post',
    accent: true,
  },
  head: (s) => (s.item ? postPageInfo(s.item) : { ...PAGE_TEXT.notFound }),
  jsonLd: ({ item: post }, context) =>
    post
      ? [
          {
            '@context': SCHEMA,
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.excerpt,
            datePublished: postDate(post),
            url: context.canonical,
            mainEntityOfPage: context.canonical,
            author: author(context),
            ...(post.category ? { articleSection: post.category } : {}),
            ...(context.image ? { image: context.image } : {}),
          },
        ]
      : [],
  card: ({ item: post }) => {
    if (!post) return { eyebrow: 'Blog', title: '', subtitle: '', chips: [] };
    const subtitle = [longDate(postDate(post)), `${readTimeMinutes(post.content)} min read`].filter(Boolean).join(' · ');
    return { eyebrow: 'Blog', title: post.title, subtitle, chips: post.tags ?? [] };
  },
  picture: { sizes: PICTURE_SIZES.post, of: postPicture },
  article: (post) => ({ publishedTime: postDate(post), section: post.category }),
  // Posts have a part a year: a blog of many years never passes a part's 50,000 addresses.
  sitemap: {
    collection: 'blog_posts',
    part: 'posts',
    date: 'created_at',
    byYear: true,
    entries: (docs) => docs.map((doc) => ({ params: { slug: str(doc.slug) }, lastmod: str(doc.updated_at) || str(doc.created_at) })),
  },
  bench: { name: 'blog post', params: { slug: 'zero-downtime-deployments-on-kubernetes-with-argo-rollouts' } },
};

/** The blog's tags, each with how many posts have it (the page reads the newest TAG_INDEX_POSTS). */
export const TAGS_PAGE: Describe = {
  head: () => ({ ...PAGE_TEXT.tags }),
  jsonLd: (_, context) => [{ '@context': SCHEMA, '@type': 'CollectionPage', name: PAGE_TEXT.tags.title, url: context.canonical }],
  card: () => ({ eyebrow: 'Blog', title: PAGE_TEXT.tags.title, subtitle: PAGE_TEXT.tags.description, chips: [] }),
  sitemap: { lastmod: 'newest post' },
  bench: { name: 'blog tags' },
};

/**
 * The tags index counts the tags of this many newest published posts: one bounded read, which
 * covers every post of most blogs; the page says so when there are more.
 */
export const TAG_INDEX_POSTS = 200;

/**
 * The tag part lists the tags of this many newest posts: a bounded read that covers every tag in use
 * on any real blog; an older tag is still reached through its posts' links.
 */
export const SITEMAP_TAG_POSTS = 1000;

/** Every tag of `posts` (newest first), dated by its newest post, in alphabetical order. */
function tagEntries(posts: readonly Record<string, unknown>[]) {
  const newestWith = new Map<string, string>();
  for (const post of posts) {
    for (const tag of Array.isArray(post.tags) ? post.tags : []) {
      if (typeof tag === 'string' && !newestWith.has(tag)) newestWith.set(tag, str(post.created_at));
    }
  }
  return [...newestWith].sort(([a], [b]) => a.localeCompare(b)).map(([tag, lastmod]) => ({ params: { tag }, lastmod }));
}

/** The posts with a tag (the tag is its address's parameter; the page itself is a list). Its feed is in routes.ts. */
export const TAG_PAGE: Describe = {
  head: (s) => (s.params.tag ? tagPageInfo(s.params.tag) : { ...PAGE_TEXT.notFound }),
  jsonLd: ({ params }, context) => [
    {
      '@context': SCHEMA,
      '@type': 'CollectionPage',
      name: tagPageInfo(params.tag ?? '').title,
      url: context.canonical,
      keywords: params.tag,
    },
  ],
  card: ({ params }) => {
    const info = tagPageInfo(params.tag ?? '');
    return { eyebrow: 'Blog', title: info.title ?? '', subtitle: info.description ?? '', chips: [] };
  },
  sitemap: { collection: 'blog_posts', part: 'tags', date: 'created_at', limit: SITEMAP_TAG_POSTS, entries: tagEntries },
  bench: { name: 'blog tag', params: { tag: 'kubernetes' } },
};
