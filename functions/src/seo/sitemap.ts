/**
 * The sitemap and robots.txt: the public pages the route table lists (packages/model/src/routes.ts),
 * then the item pages each page's declaration lists (`sitemap`). Split so it stays valid at any size:
 * /sitemap.xml is an index of parts, each at most 50,000 URLs (the protocol's limit): the site's own
 * pages with the item pages declared in them, then each declared part (a part a year where declared).
 */
import { fillPattern, PUBLIC_ROUTES, type IsoDateTime, type RouteTable, type SitemapEntry } from '@portfolio/model';
import { SITEMAP_PATH, siteBase } from './head';
import { escapeXml } from './xml';

export interface SitemapInput {
  /** The entries of item pages, by the page's kind in the route table. */
  items: { kind: string; entries: SitemapEntry[] }[];
  /** When the site-wide content (sections, resume, settings) last changed, if known. */
  siteUpdatedAt?: IsoDateTime;
  /** The newest post's date, for the pages dated by it. */
  newestPostAt?: IsoDateTime;
  /** Whether the route table's own pages (home, /resume, /projects, /blog) are listed: only in one part. */
  pages?: boolean;
}

/** The protocol's limit of URLs in one sitemap (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The part with the site's own pages. */
export const SITEMAP_PAGES_PART = 'pages';
/** A part's address: `/sitemap-<part>.xml`, or one of its years `/sitemap-<part>-<year>.xml`. */
export const sitemapPartPath = (part: string, year?: number) => `/sitemap-${part}${year === undefined ? '' : `-${year}`}.xml`;
/**
 * The part and year a path asks for, or null for any other path: a year must be one Firestore can
 * be asked for (its start and the next year's are times Firestore holds: 0001 to 9998).
 */
export function sitemapPartOf(path: string): { part: string; year?: number } | null {
  const match = /^\/sitemap-([a-z]+)(?:-(\d{4}))?\.xml$/.exec(path);
  if (!match) return null;
  if (match[2] === undefined) return { part: match[1]! };
  const year = Number(match[2]);
  return year >= 1 && year <= 9998 ? { part: match[1]!, year } : null;
}

/** /sitemap.xml: the index of the parts, each with the day it last changed when known. */
export function sitemapIndexXml(parts: { path: string; lastmod?: IsoDateTime }[], siteUrl: string): string {
  const base = siteBase(siteUrl);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((part) => {
      const lastmod = day(part.lastmod);
      return `  <sitemap><loc>${escapeXml(`${base}${part.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
}

const day = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : '');

type Entry = { loc: string; lastmod: string };

export function sitemapXml(input: SitemapInput, siteUrl: string, table: RouteTable = PUBLIC_ROUTES): string {
  const base = siteBase(siteUrl);
  const lastmod = { site: day(input.siteUpdatedAt), 'newest post': day(input.newestPostAt), none: '' };
  const pages: Entry[] = [];
  if (input.pages !== false) {
    for (const spec of Object.values(table)) {
      if (spec.sitemap && 'lastmod' in spec.sitemap)
        pages.push({ loc: `${base}${fillPattern(spec.pattern)}`, lastmod: lastmod[spec.sitemap.lastmod] });
    }
  }
  const items = input.items.flatMap(({ kind, entries }) =>
    entries.map((entry) => ({ loc: `${base}${fillPattern(table[kind]!.pattern, entry.params)}`, lastmod: day(entry.lastmod) })),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...pages, ...items].map(
      (url) => `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export const robotsTxt = (siteUrl: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${siteBase(siteUrl)}${SITEMAP_PATH}`, ''].join('\n');
