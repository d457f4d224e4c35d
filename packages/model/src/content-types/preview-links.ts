/**
 * preview_links/{hash of the token}: a private link to a draft, written by the functions only and read
 * by the owner's editor. The token itself is never stored: whoever holds the link holds the only copy.
 */
import { collectionOf } from '../declare/collection.js';
import { contentType, type DocOf } from '../declare/content-type.js';
import { choice, text, time } from '../declare/kinds.js';

/** What a preview link may show: a draft post or an inactive project. */
export const PREVIEWED_COLLECTIONS = ['blog_posts', 'projects'] as const;
export type PreviewedCollection = (typeof PREVIEWED_COLLECTIONS)[number];

export const PREVIEW_LINK = contentType({
  name: 'preview link',
  fields: {
    collection: choice(PREVIEWED_COLLECTIONS, { label: 'Kind', initial: 'blog_posts' }),
    doc_id: text({ label: 'Item', max: 200 }),
    created_at: time({ label: 'Created', system: true }),
    expires_at: time({ label: 'Expires', system: true, future: true }),
  },
});
export type PreviewLink = DocOf<typeof PREVIEW_LINK>;

/** One document per private link to a draft, keyed by a hash of its token (preview-links.ts). */
export const PREVIEW_LINKS = collectionOf('preview_links', PREVIEW_LINK, {
  labels: { singular: 'Preview link', plural: 'Preview links' },
  read: 'owner',
  write: 'functions',
});
