/**
 * RSS 2.0 feed of published posts with the full content as HTML. Markdown is rendered on the
 * server with no raw HTML passthrough (remark-rehype without allowDangerousHtml) and then sanitized with
 * rehype-sanitize's GitHub schema, so a post can never put a script or a javascript: link in a reader.
 */
import { documentTitle, FEED_SIZE, itemPathOf, postDate, tagFeedPath, tagPath, type BlogPost, type SeoSettings } from '@portfolio/model';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { FEED_PATH, PAGE_BLOG_PATH, absoluteUrl, siteBase } from './head';
import { escapeXml } from './xml';

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/** Markdown to safe HTML: raw HTML in the source is dropped, links and images keep only safe protocols. */
export const markdownToSafeHtml = (source: string): string => String(markdown.processSync(source));

/**
 * The feed lists the latest FEED_SIZE posts (packages/model), newest first; its reader asks for no more.
 * With `of`, it is a tag's feed: its own title, page and address.
 */
export function feedXml(posts: BlogPost[], seo: SeoSettings, siteUrl: string, of?: { tag: string; title: string }): string {
  const base = siteBase(siteUrl);
  const channel = of
    ? { title: documentTitle(of.title, seo), page: tagPath(of.tag), self: tagFeedPath(of.tag) }
    : { title: documentTitle('Blog', seo), page: PAGE_BLOG_PATH, self: FEED_PATH };
  const newest = [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, FEED_SIZE);
  const items = newest.map((post) => {
    const link = `${base}${itemPathOf('blog_posts', post)}`;
    const image = absoluteUrl(post.image_url, base);
    const body = (image ? `<p><img src="${escapeXml(image)}" alt=""></p>` : '') + markdownToSafeHtml(post.content);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      // When it was first published (a scheduled post's publication, not when its draft began).
      `      <pubDate>${new Date(postDate(post)).toUTCString()}</pubDate>`,
      post.category ? `      <category>${escapeXml(post.category)}</category>` : '',
      ...(post.tags ?? []).map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${escapeXml(body)}</content:encoded>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const lastBuild = newest[0] ? new Date(newest[0].created_at).toUTCString() : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${base}${channel.page}`)}</link>`,
    `    <description>${escapeXml(seo.site_description || channel.title)}</description>`,
    `    <atom:link href="${escapeXml(`${base}${channel.self}`)}" rel="self" type="application/rss+xml"/>`,
    '    <language>en</language>',
    lastBuild ? `    <lastBuildDate>${lastBuild}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
