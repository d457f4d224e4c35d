/**
 * The public site's pages, in one table: each page's address pattern, its page module, and its
 * description (page-descriptions.ts: head, JSON-LD, share card, the item it shows, sitemap, bench).
 * Read by the web app's router and links (web/src/app/router.tsx, config/paths.ts), the render
 * function (functions/src/render), the head tags, share images and sitemap (functions/src/seo,
 * share-image), the analytics' page filter, the admin's links to the site and the bench.
 *
 * A new public page is one entry here plus its page component (web/src/pages/<page>.tsx); a page that
 * shows an item also declares it (CONTRIBUTING.md has the worked example).
 */
import { itemPage, page, type ItemOfPage, type RouteSpec, type RouteTable } from './page-declare.js';
import { BLOG_PAGE, HOME_PAGE, POST_PAGE, PROJECT_PAGE, TAG_PAGE, TAGS_PAGE } from './page-descriptions.js';
import { PAGE_TEXT } from './page-meta.js';

export type { RouteSpec, RouteTable } from './page-declare.js';

/** A page that only says its fixed words (PAGE_TEXT). */
const plain = (text: { title: string; description?: string }) => () => ({ ...text });

export const PUBLIC_ROUTES = {
  home: page({ pattern: '/', page: 'home-page', ...HOME_PAGE }),
  resume: page({
    pattern: '/resume',
    page: 'resume-page',
    head: plain(PAGE_TEXT.resume),
    sitemap: { lastmod: 'site' },
    bench: { name: 'resume' },
  }),
  projects: page({
    pattern: '/projects',
    page: 'projects-page',
    head: plain(PAGE_TEXT.projects),
    sitemap: { lastmod: 'none' },
    bench: { name: 'projects' },
  }),
  project: itemPage({ pattern: '/projects/:id', page: 'project-detail-page', ...PROJECT_PAGE }),
  blog: page({ pattern: '/blog', page: 'blog-page', ...BLOG_PAGE }),
  // Before the post: matched in this order, /blog/tags would otherwise be a post's address (the slug
  // `tags` is refused for a post, RESERVED_POST_SLUGS).
  tags: page({ pattern: '/blog/tags', page: 'blog-tags-page', ...TAGS_PAGE }),
  post: itemPage({ pattern: '/blog/:slug', page: 'blog-post-page', ...POST_PAGE }),
  // Before the post in matching order does not matter: a slug has no '/', so /blog/tag/x is never a post.
  tag: page({
    pattern: '/blog/tag/:tag',
    page: 'blog-tag-page',
    ...TAG_PAGE,
    // A feed reader given the page subscribes to the tag.
    feed: ({ params }) => (params.tag ? { title: params.tag, path: tagFeedPath(params.tag) } : null),
  }),
  // Site search: answered by the render function with JavaScript off; its results change with every
  // post, so crawlers are asked not to keep it.
  search: page({ pattern: '/search', page: 'search-page', noindex: true, head: plain(PAGE_TEXT.search), bench: { name: 'search' } }),
  notFound: page({ pattern: '*', page: 'not-found-page', noindex: true, head: plain(PAGE_TEXT.notFound) }),
} as const satisfies RouteTable;

export type PageKind = keyof typeof PUBLIC_ROUTES;
export const PAGE_KINDS = Object.keys(PUBLIC_ROUTES) as PageKind[];

/** One page's entry, for code that goes through every kind. */
export const routeOf = (kind: PageKind): RouteSpec => PUBLIC_ROUTES[kind];

/** The parameter names of a pattern: '/projects/:id' → 'id'. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof ParamsOf<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type RouteParams<K extends PageKind> = ParamsOf<(typeof PUBLIC_ROUTES)[K]['pattern']>;

/** A link to a public page: its pattern with each parameter filled in (encoded). */
export function pathTo<K extends PageKind>(kind: K, ...params: keyof RouteParams<K> extends never ? [] : [RouteParams<K>]): string {
  return pathWith(kind, params[0] ?? {});
}

/** A pattern with each parameter filled in (encoded). */
export const fillPattern = (pattern: string, params: Record<string, string> = {}): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** pathTo for code that goes through every kind (the sitemap): the parameters by name. */
export const pathWith = (kind: PageKind, params: Record<string, string> = {}): string => fillPattern(routeOf(kind).pattern, params);

/** The names of a pattern's parameters: '/blog/:slug' → ['slug']. */
export const paramsOf = (pattern: string): string[] => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The pattern as a regular expression, its parameters captured by name. */
const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
const matchers = new WeakMap<RouteTable, { kind: string; re: RegExp }[]>();
function matchersOf(table: RouteTable) {
  let list = matchers.get(table);
  if (!list) {
    list = Object.entries(table)
      .filter(([, spec]) => spec.pattern !== '*')
      .map(([kind, spec]) => ({ kind, re: matcher(spec.pattern) }));
    matchers.set(table, list);
  }
  return list;
}

/**
 * Which page of `table` a path is (without query; a trailing slash ignored), with its parameters
 * decoded, before knowing whether the item it shows exists; 'notFound' for any other path.
 */
export function matchRoute(table: RouteTable, path: string): { kind: string; params: Record<string, string> } {
  const clean = path.replace(/(.)\/+$/, '$1') || '/';
  for (const { kind, re } of matchersOf(table)) {
    const match = re.exec(clean);
    if (!match) continue;
    try {
      const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      return { kind, params };
    } catch {
      return { kind: 'notFound', params: {} };
    }
  }
  return { kind: 'notFound', params: {} };
}

/** matchRoute on the site's own table. */
export const matchPublicRoute = (path: string) => matchRoute(PUBLIC_ROUTES, path) as { kind: PageKind; params: Record<string, string> };

/** The pages that show an item (a post, a project): the entries of the table that name one. */
export type ItemPageKind = { [K in PageKind]: (typeof PUBLIC_ROUTES)[K] extends { item: ItemOfPage } ? K : never }[PageKind];

/** Whether a value names a page of the table that shows an item (an entry of a stored index, say). */
export const isItemPageKind = (kind: unknown): kind is ItemPageKind =>
  typeof kind === 'string' && Object.hasOwn(PUBLIC_ROUTES, kind) && routeOf(kind as PageKind).item !== undefined;

/** The item an item page shows: its collection, how its address finds it, what a visitor calls it. */
export const itemOfPage = (kind: ItemPageKind): ItemOfPage => routeOf(kind).item!;

/** The page of `table` that shows an item of `collection`, by its name, or null when none does. */
export function itemPageOf(collection: string, table: RouteTable = PUBLIC_ROUTES): string | null {
  return Object.entries(table).find(([, route]) => route.item?.collection === collection)?.[0] ?? null;
}

/** The address of `doc`'s page (the page that shows an item of `collection`), or null when none does. */
export function itemPathOf(collection: string, doc: Record<string, unknown>, table: RouteTable = PUBLIC_ROUTES): string | null {
  const kind = itemPageOf(collection, table);
  const spec = kind === null ? undefined : table[kind];
  if (!spec?.item) return null;
  const value = spec.item.by === 'id' ? doc.id : doc[spec.item.by];
  const [param] = paramsOf(spec.pattern);
  return typeof value === 'string' && param ? fillPattern(spec.pattern, { [param]: value }) : null;
}

/** The page module's source path in the web app's build (as Vite's manifest names it). */
export const pageModule = (spec: Pick<RouteSpec, 'page'>): string => `src/pages/${spec.page}.tsx`;

/** A tag's page: the posts with that tag. */
export const tagPath = (tag: string): string => pathTo('tag', { tag });

/** The blog's RSS feed (the newest posts), linked from /blog and named in every page's head. */
export const BLOG_FEED_PATH = '/feed.xml';

/**
 * Slugs a post may not have: the blog's own pages at /blog/<word> (the tags index), which a post of
 * that slug would shadow or be shadowed by. Read from the table, so a new page there is reserved too.
 */
export const RESERVED_POST_SLUGS: readonly string[] = Object.values(PUBLIC_ROUTES as RouteTable)
  .map((spec) => /^\/blog\/([a-z0-9-]+)$/.exec(spec.pattern)?.[1])
  .filter((slug): slug is string => slug !== undefined);

/** Why a post may not have `slug` (it is the address of one of the blog's own pages), or null. */
export function reservedSlugProblem(slug: string): string | null {
  if (!RESERVED_POST_SLUGS.includes(slug)) return null;
  return `The slug “${slug}” is the address of the blog’s own page /blog/${slug}. Change the title so that its slug differs.`;
}

/** A tag's own RSS feed: the newest posts with that tag, linked from its page's head. */
export const tagFeedPath = (tag: string): string => `${tagPath(tag)}/feed.xml`;

/** The tag a tag feed's address is for (not yet checked to be a possible tag), or null. */
export function tagOfFeedPath(path: string): string | null {
  const match = /^\/blog\/tag\/([^/]+)\/feed\.xml$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
