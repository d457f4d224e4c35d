import { DEFAULT_SETTINGS, PUBLIC_ROUTES, type BlogPost, type ItemSitemap } from '@portfolio/model';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { feedXml, markdownToSafeHtml } from '../../src/seo/feed';
import { robotsTxt, sitemapXml } from '../../src/seo/sitemap';

const SITE = 'https://ada.example';
const seo = { site_title: 'Ada & Co', site_description: 'Cloud <notes>', meta_keywords: [] };
const post = (slug: string, created_at: string, extra: Partial<BlogPost> = {}): BlogPost => ({
  slug,
  title: `Post ${slug}`,
  excerpt: 'Excerpt',
  content: 'Hello **world**',
  category: 'DevOps',
  image_url: '',
  published: true,
  created_at,
  ...extra,
});

const valid = (xml: string) => expect(XMLValidator.validate(xml)).toBe(true);
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false }).parse(xml) as Record<string, unknown>;

describe('sitemap.xml', () => {
  it('lists the public pages, each post and project as absolute URLs with lastmod days, as valid XML', () => {
    // Each item page's entries as its declaration gives them (packages/model/src/page-descriptions.ts).
    const entries = (kind: 'project' | 'post', docs: Record<string, unknown>[]) => ({
      kind,
      entries: (PUBLIC_ROUTES[kind].sitemap as ItemSitemap).entries(docs),
    });
    const xml = sitemapXml(
      {
        items: [
          entries('project', [{ id: 'p1', updated_at: '2026-02-02T00:00:00Z' }]),
          entries('post', [post('a&b <c>', '2026-03-04T10:00:00Z'), post('two', '2026-01-01T00:00:00Z')]),
        ],
        newestPostAt: '2026-03-04T10:00:00Z',
      },
      `${SITE}/`,
    );
    valid(xml);
    const urls = (parse(xml).urlset as { url: { loc: string; lastmod?: string }[] }).url;
    expect(urls.map((url) => url.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/resume`,
      `${SITE}/projects`,
      `${SITE}/blog`,
      `${SITE}/blog/tags`,
      `${SITE}/projects/p1`,
      `${SITE}/blog/a%26b%20%3Cc%3E`,
      `${SITE}/blog/two`,
    ]);
    expect(urls.find((url) => url.loc === `${SITE}/blog`)?.lastmod).toBe('2026-03-04');
    expect(urls.find((url) => url.loc === `${SITE}/projects/p1`)?.lastmod).toBe('2026-02-02');
    expect(urls.find((url) => url.loc === `${SITE}/blog/two`)?.lastmod).toBe('2026-01-01');
  });

  it('the validator used here rejects malformed XML (so the checks above mean something)', () => {
    expect(XMLValidator.validate('<urlset><url><loc>a & b</loc></url></urlset>')).not.toBe(true);
    expect(XMLValidator.validate('<urlset><url></urlset>')).not.toBe(true);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of the admin', () => {
    const text = robotsTxt(`${SITE}/`);
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('feed.xml', () => {
  it('is valid RSS 2.0 with the newest post first and the full content as HTML', () => {
    const xml = feedXml(
      [post('old', '2026-01-01T00:00:00Z'), post('new', '2026-02-01T00:00:00Z', { title: 'A </title> & "quote"' })],
      { ...DEFAULT_SETTINGS.seo, ...seo },
      SITE,
    );
    valid(xml);
    const channel = (parse(xml).rss as { channel: Record<string, unknown> }).channel;
    expect(channel.title).toBe('Blog | Ada & Co');
    const items = channel.item as { title: string; link: string; 'content:encoded': string; pubDate: string }[];
    expect(items.map((item) => item.link)).toEqual([`${SITE}/blog/new`, `${SITE}/blog/old`]);
    expect(items[0]!.title).toBe('A </title> & "quote"');
    expect(items[0]!['content:encoded']).toBe('<p>Hello <strong>world</strong></p>');
    expect(items[0]!.pubDate).toBe('Sun, 01 Feb 2026 00:00:00 GMT');
  });

  it('dates an item by its first publication when it has one (a scheduled post: when it went public)', () => {
    const xml = feedXml(
      [post('scheduled', '2026-01-01T00:00:00Z', { published_at: '2026-03-01T09:00:00.000Z' })],
      { ...DEFAULT_SETTINGS.seo, ...seo },
      SITE,
    );
    const channel = (parse(xml).rss as { channel: { item: { pubDate: string } } }).channel;
    expect(channel.item.pubDate).toBe('Sun, 01 Mar 2026 09:00:00 GMT');
  });

  it('renders Markdown without raw HTML or script links', () => {
    const html = markdownToSafeHtml(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> [ok](https://a.example)\n\n| a |\n|---|\n| b |',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<a href="https://a.example">ok</a>');
    expect(html).toContain('<table>');
  });
});
