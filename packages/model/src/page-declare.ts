/**
 * How a public page is declared: its address and module, and how it is described: its head and
 * JSON-LD, its share card, the picture it preloads, its sitemap entries, its bench row and whether its
 * views are counted. A page that shows an item names it: the collection, and the field its address's
 * parameter finds it by; who may see it is that collection's `publicWhen`.
 *
 * The router, the render function, the head, the share images, the sitemap, the analytics and the
 * bench read these declarations (routes.ts holds the table, page-descriptions.ts the descriptions), so
 * none of them knows which pages there are. CONTRIBUTING.md has a worked example.
 */
import type { CollectionName } from './collections.js';
import type { SectionContent, SiteSettings } from './content-types/index.js';
import type { PageInfo } from './page-meta.js';
import type { ItemPicture } from './post-picture.js';

/** What a page is described from: its address's parameters, the item it shows, the site's sections. */
export interface PageSubject<I = Record<string, unknown>> {
  params: Record<string, string>;
  /** The item an item page shows (absent when it is not found). */
  item?: I;
  sections?: Partial<SectionContent>;
}

/** The item a page shows: where it is stored, how its address finds it, and what a visitor calls it. */
export interface ItemOfPage {
  collection: CollectionName;
  /** The field the address's parameter is matched with: 'id' for the document's id. */
  by: string;
  /** Whether a parameter can name an item at all (checked before any read; other views are not counted). */
  accepts: (value: string) => boolean;
  /**
   * One item's name where items of several kinds are listed together (search results): 'Post'; with
   * `accent`, its badge there takes the site's accent colour.
   */
  label: string;
  accent?: boolean;
}

/** The words of a page's share card (the function adds the site's name, host and colour). */
export interface CardText {
  eyebrow: string;
  title: string;
  subtitle: string;
  chips: string[];
}

/** What a page's JSON-LD and card may use besides the page itself. */
export interface DescribeContext {
  settings: SiteSettings;
  /** The hero's name, or the site's title. */
  siteName: string;
  /** The site's address, without a trailing slash. */
  base: string;
  canonical: string;
  /** The page's share picture, absolute, or ''. */
  image: string;
  /** An absolute http(s) address for a site-relative or absolute one, or '' (javascript: and the like). */
  absolute: (url: string | undefined) => string;
}

/** One sitemap entry of an item page: its address's parameters and when it last changed. */
export interface SitemapEntry {
  params: Record<string, string>;
  lastmod?: string;
}

/**
 * The sitemap entries of a page with a parameter: read from a collection's public documents. `part`
 * is the sitemap part that lists them: 'pages' (with the site's own pages), else `/sitemap-<part>.xml`
 * holding the `limit` newest by `date`, or with `byYear` one part a year of `date`
 * (`/sitemap-<part>-<year>.xml`), so no part passes the protocol's 50,000 addresses.
 */
export interface ItemSitemap {
  collection: CollectionName;
  part: string;
  /** The date field a part of its own is ordered, cut and dated by. */
  date?: string;
  byYear?: boolean;
  limit?: number;
  entries: (docs: readonly Record<string, unknown>[]) => SitemapEntry[];
}

/** A page listed once in the sitemap, dated by the site's last change, the newest post, or not at all. */
export interface PageSitemap {
  lastmod: 'site' | 'newest post' | 'none';
}

export interface RouteSpec<I = Record<string, unknown>> {
  /** The address, in React Router's syntax: '/projects/:id'; '*' for any other. */
  readonly pattern: string;
  /** The page component's file in web/src/pages, without extension (home's is in the first bundle). */
  readonly page: string;
  /** Kept out of search engines (robots noindex), and out of the sitemap. */
  readonly noindex?: boolean;
  /** The item the page shows; the page is not found without it. */
  readonly item?: ItemOfPage;
  /** What the page says about itself (title, description, image, type). */
  readonly head: (subject: PageSubject<I>) => PageInfo;
  readonly jsonLd?: (subject: PageSubject<I>, context: DescribeContext) => Record<string, unknown>[];
  /** Its share card; without one, the site's name over the head's title and description. */
  readonly card?: (subject: PageSubject<I>, context: Pick<DescribeContext, 'siteName'>) => CardText;
  /**
   * The item's picture drawn at the top of the page (its largest paint), preloaded: its sizes, and
   * which picture it is (the item's own unless said). An item without one shows a card drawn in CSS:
   * nothing to preload.
   */
  readonly picture?: { sizes: string; of?: (item: I) => ItemPicture };
  /** An article (og:type): when it was published and its section. */
  readonly article?: (item: I) => { publishedTime: string; section: string };
  /** A feed of its own, offered in its head before the site's. */
  readonly feed?: (subject: PageSubject<I>) => { title: string; path: string } | null;
  readonly sitemap?: PageSitemap | ItemSitemap;
  /** Its row in `npm run bench`: a name, and the sample content's parameters for an address. */
  readonly bench?: { name: string; params?: Record<string, string> };
}

/** A page's declaration, its pattern kept literal (so links to it are typed by its parameters). */
export const page = <const S extends RouteSpec>(spec: S): S => spec;

/** An item page's declaration: its descriptions read the item as `I`. */
export const itemPage = <I, const P extends string>(spec: RouteSpec<I> & { pattern: P; item: ItemOfPage }) =>
  spec as unknown as RouteSpec & { pattern: P; item: ItemOfPage };

export type RouteTable = Readonly<Record<string, RouteSpec>>;

export const isItemSitemap = (sitemap: RouteSpec['sitemap']): sitemap is ItemSitemap => Boolean(sitemap && 'part' in sitemap);
