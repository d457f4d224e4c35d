/**
 * The newsletter's mails: the confirmation a new address gets, and a post as subscribers get it. Both
 * from our fixed sender; a post's mail has a plain text part and an HTML part (readable in mail clients
 * that show either, light or dark), no tracking pixel and no rewritten link, and the one-click
 * unsubscribe headers (RFC 8058) beside the visible link.
 */
import type { BlogPost, NewsletterContent } from '@portfolio/model';
import { COLLECTIONS, itemPathOf, NEWSLETTER_PATHS } from '@portfolio/model';
import { messageIdFrom, type OwnerMail } from '../mail/owner-mail.js';
import { CONFIRM_LINK_DAYS } from './tokens.js';
import { markdownToSafeHtml } from '../seo/feed.js';
import { escapeHtml } from '../seo/head.js';

export interface SiteOf {
  /** SITE_URL, without a trailing slash. */
  url: string;
  /** The SEO settings' site title, or the site's host. */
  title: string;
  /** What a post's mail carries (Settings → Newsletter Settings); the excerpt when absent. */
  postContent?: NewsletterContent;
}

export const confirmLink = (site: SiteOf, token: string) => `${site.url}${NEWSLETTER_PATHS.confirm}?token=${encodeURIComponent(token)}`;
export const unsubscribeLink = (site: SiteOf, token: string) =>
  `${site.url}${NEWSLETTER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;

export function confirmationMail(site: SiteOf, to: string, token: string, from: string, id: string, at: Date): OwnerMail {
  return {
    to,
    from,
    subject: `Confirm your subscription to ${site.title}`,
    text: [
      `Someone, hopefully you, asked to get new posts from ${site.title} by mail at this address.`,
      '',
      'To confirm, open this link:',
      confirmLink(site, token),
      '',
      `The link works for ${CONFIRM_LINK_DAYS} days. If it was not you, ignore this mail: nothing will be sent to you.`,
    ].join('\n'),
    messageId: messageIdFrom(from, `newsletter-confirm-${id}-${at.getTime()}`),
  };
}

/** A picture address a mail client can load: absolute, https (or the local stack's http). */
function absolute(site: SiteOf, url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return url.startsWith('/') ? `${site.url}${url}` : '';
}

export type MailedPost = Pick<BlogPost, 'title' | 'excerpt' | 'slug' | 'image_url'> & { id: string; content?: string };

/** Links and pictures of the site's own pages made absolute: a mail has no page to be relative to. */
const absoluteLinks = (site: SiteOf, html: string) => html.replace(/(href|src)="\/(?!\/)/g, `$1="${site.url}/`);

/**
 * What the mail says of the post: its excerpt, or, when the owner chose it, the whole post. The whole
 * post is its Markdown rendered as the feed renders it (no raw HTML, sanitized: no script, no
 * javascript: link), and in the plain text part its Markdown as written, which reads as plain text.
 */
function postBody(site: SiteOf, post: MailedPost): { html: string; text: string; more: string } {
  if (site.postContent === 'full' && post.content)
    return {
      html: `<div class="post">${absoluteLinks(site, markdownToSafeHtml(post.content))}</div>`,
      text: post.content,
      more: 'Read it on the site',
    };
  return { html: `<p>${escapeHtml(post.excerpt)}</p>`, text: post.excerpt, more: 'Read the post' };
}

export function postMail(site: SiteOf, post: MailedPost, to: string, unsubscribeToken: string, from: string): OwnerMail {
  const link = `${site.url}${itemPathOf(COLLECTIONS.blogPosts, post) ?? '/blog'}`;
  const leave = unsubscribeLink(site, unsubscribeToken);
  const picture = post.image_url ? absolute(site, post.image_url) : '';
  const body = postBody(site, post);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(post.title)}</title>
<style>
body{margin:0;padding:24px 12px;background:#f6f7f9;color:#1a202c;font:16px/1.6 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif}
.card{max-width:600px;margin:0 auto;background:#fff;border-radius:12px;padding:28px}
a{color:#2b6cb0}.button{display:inline-block;background:#2b6cb0;color:#fff !important;padding:10px 18px;border-radius:8px;text-decoration:none}
.foot{max-width:600px;margin:16px auto 0;font-size:13px;color:#4a5568}
.post img{max-width:100%;height:auto}.post pre{white-space:pre-wrap;word-break:break-word;background:#edf2f7;padding:12px;border-radius:8px;font-size:14px}
.post h2,.post h3{line-height:1.3;margin:24px 0 8px}.post code{font-size:14px}.post blockquote{margin:0;padding-left:12px;border-left:3px solid #cbd5e0}
@media (prefers-color-scheme:dark){body{background:#171923;color:#e2e8f0}.card{background:#1a202c}a{color:#90cdf4}.button{background:#90cdf4;color:#1a202c !important}.foot{color:#a0aec0}.post pre{background:#2d3748}}
</style></head>
<body><div class="card">
<p style="margin:0 0 8px;font-size:13px">${escapeHtml(site.title)}: a new post</p>
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3"><a href="${escapeHtml(link)}" style="text-decoration:none">${escapeHtml(post.title)}</a></h1>
${picture ? `<img src="${escapeHtml(picture)}" alt="" width="544" style="width:100%;height:auto;border-radius:8px;margin:0 0 12px">\n` : ''}${body.html}
<p><a class="button" href="${escapeHtml(link)}">${body.more}</a></p>
</div>
<p class="foot">You get this mail because you subscribed to new posts on ${escapeHtml(site.title)}. <a href="${escapeHtml(leave)}">Unsubscribe</a></p>
</body></html>`;
  return {
    to,
    from,
    subject: post.title,
    text: [
      post.title,
      '',
      body.text,
      '',
      `${body.more}: ${link}`,
      '',
      '-- ',
      `You get this mail because you subscribed to new posts on ${site.title}.`,
      `Unsubscribe: ${leave}`,
    ].join('\n'),
    html,
    headers: { 'List-Unsubscribe': `<${leave}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: messageIdFrom(from, `newsletter-${post.id}-${unsubscribeToken.split('.')[0]}`),
  };
}
