/**
 * The public site's pages, in one table (issue 23): each page's address pattern, how a link to it is
 * built, its page module, what its <head> says of it, and how it is listed in the sitemap. Read by
 * the web app's router and links (web/src/app/router.tsx, config/paths.ts), the render function's
 * route matching and module preloads (functions/src/render), the head tags and the sitemap
 * (functions/src/seo), the analytics' page filter, and the admin's links to the site.
 *
 * A new public page is one entry here plus its page component (web/src/pages/<page>.tsx).
 */
import type { BlogPost, Project, SectionContent } from './content-types/index.js';
import { homePageInfo, PAGE_TEXT, postPageInfo, projectPageInfo, tagPageInfo, type PageInfo } from './page-meta.js';

/** What a page's head is built from: the sections, and the post or project the page shows. */
export interface HeadData {
  sections?: Partial<SectionContent>;
  post?: BlogPost;
  project?: Project;
  /** The tag a tag page lists (its address's parameter). */
  tag?: string;
}

export interface RouteSpec {
  /** The address, in React Router's syntax: '/projects/:id'; '*' for any other. */
  readonly pattern: string;
  /** The page component's file in web/src/pages, without extension (home's is in the first bundle). */
  readonly page: string;
  /** Kept out of search engines (robots noindex), and out of the sitemap. */
  readonly noindex?: boolean;
  /** What the page says about itself (title, description, image, type). */
  readonly head: (data: HeadData) => PageInfo;
  /**
   * Its sitemap entries: the page itself, dated by the site's last change, the newest post, or not at
   * all; or one entry per public document of a collection, its `param` (the document's id or slug) in the address.
   */
  readonly sitemap?:
    { lastmod: 'site' | 'newest post' | 'none' } | { each: 'projects' | 'blog_posts' | 'tags'; param: 'id' | 'slug' | 'tag' };
}

const page = <const S extends RouteSpec>(spec: S): S => spec;

export const PUBLIC_ROUTES = {
  home: page({
    pattern: '/',
    page: 'home-page',
    head: (d) => homePageInfo(d.sections?.hero),
    sitemap: { lastmod: 'site' },
  }),
  resume: page({ pattern: '/resume', page: 'resume-page', head: () => ({ ...PAGE_TEXT.resume }), sitemap: { lastmod: 'site' } }),
  projects: page({ pattern: '/projects', page: 'projects-page', head: () => ({ ...PAGE_TEXT.projects }), sitemap: { lastmod: 'none' } }),
  project: page({
    pattern: '/projects/:id',
    page: 'project-detail-page',
    head: (d) => (d.project ? projectPageInfo(d.project) : { ...PAGE_TEXT.projectNotFound }),
    sitemap: { each: 'projects', param: 'id' },
  }),
  blog: page({ pattern: '/blog', page: 'blog-page', head: () => ({ ...PAGE_TEXT.blog }), sitemap: { lastmod: 'newest post' } }),
  post: page({
    pattern: '/blog/:slug',
    page: 'blog-post-page',
    head: (d) => (d.post ? postPageInfo(d.post) : { ...PAGE_TEXT.notFound }),
    sitemap: { each: 'blog_posts', param: 'slug' },
  }),
  // Before the post in matching order does not matter: a slug has no '/', so /blog/tag/x is never a post.
  tag: page({
    pattern: '/blog/tag/:tag',
    page: 'blog-tag-page',
    head: (d) => (d.tag ? tagPageInfo(d.tag) : { ...PAGE_TEXT.notFound }),
    sitemap: { each: 'tags', param: 'tag' },
  }),
  // Site search (issue 24): answered by the render function with JavaScript off; its results change
  // with every post, so crawlers are asked not to keep it.
  search: page({ pattern: '/search', page: 'search-page', noindex: true, head: () => ({ ...PAGE_TEXT.search }) }),
  notFound: page({ pattern: '*', page: 'not-found-page', noindex: true, head: () => ({ ...PAGE_TEXT.notFound }) }),
} as const satisfies Record<string, RouteSpec>;

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

/** pathTo for code that goes through every kind (the sitemap): the parameters by name. */
export function pathWith(kind: PageKind, params: Record<string, string> = {}): string {
  return routeOf(kind).pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The pattern as a regular expression, its parameters captured by name. */
const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
const MATCHERS = PAGE_KINDS.filter((kind) => PUBLIC_ROUTES[kind].pattern !== '*').map((kind) => ({
  kind,
  re: matcher(PUBLIC_ROUTES[kind].pattern),
}));

/**
 * Which public page a path is (without query; a trailing slash ignored), with its parameters
 * decoded, before knowing whether its post or project exists; 'notFound' for any other path.
 */
export function matchPublicRoute(path: string): { kind: PageKind; params: Record<string, string> } {
  const clean = path.replace(/(.)\/+$/, '$1') || '/';
  for (const { kind, re } of MATCHERS) {
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

/** The page module's source path in the web app's build (as Vite's manifest names it). */
export const pageModule = (kind: PageKind): string => `src/pages/${routeOf(kind).page}.tsx`;

/** A tag's own RSS feed (issue 24): the newest posts with that tag, linked from its page's head. */
export const tagFeedPath = (tag: string): string => `${pathTo('tag', { tag })}/feed.xml`;

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
