/**
 * What the newsletter reads of the site, on Firestore: the site's name for its mails and pages (the SEO
 * settings' title, else the public address's host), what a post's mail carries (the newsletter
 * settings), and a post as a visitor may read it now.
 */
import { COLLECTIONS, parseStored, visitorMayRead, type BlogPost, type NewsletterSettings, type SeoSettings } from '@portfolio/model';
import type { Firestore } from 'firebase-admin/firestore';
import { plain } from '../shared/firestore-values.js';
import { warnMalformed } from '../shared/read-warnings.js';
import type { MailedPost, SiteOf } from './mails.js';

export async function siteOf(db: Firestore, siteUrl: string): Promise<SiteOf> {
  const url = siteUrl.replace(/\/+$/, '');
  const settings = db.collection(COLLECTIONS.siteSettings);
  const [seo, newsletter] = await Promise.all([settings.doc('seo').get(), settings.doc('newsletter').get()]);
  const parsed = <T>(id: string, data: Record<string, unknown> | undefined) =>
    data ? (parseStored(COLLECTIONS.siteSettings, id, plain(data), warnMalformed) as { settings: T }).settings : null;
  const title = parsed<SeoSettings>('seo', seo.data())?.site_title ?? '';
  // Never saved: the excerpt, as the setting's declaration starts.
  const postContent = parsed<NewsletterSettings>('newsletter', newsletter.data())?.post_content ?? 'excerpt';
  return { url, title: title || new URL(url).host, postContent };
}

export async function publicPost(db: Firestore, id: string): Promise<MailedPost | null> {
  const snap = await db.collection(COLLECTIONS.blogPosts).doc(id).get();
  const data = snap.data();
  if (!data || !visitorMayRead(COLLECTIONS.blogPosts, data)) return null;
  const post = parseStored(COLLECTIONS.blogPosts, id, plain(data), warnMalformed) as BlogPost;
  return { id, title: post.title, excerpt: post.excerpt, slug: post.slug, image_url: post.image_url, content: post.content };
}
