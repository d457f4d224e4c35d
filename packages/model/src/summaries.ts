/**
 * What a list or a card shows of an item: its summary (title, excerpt, date, tags, picture), never its
 * body or long description. Lists and cards ask for summaries (a query's `summary: true`), and every
 * reader answers them so: the render function (so a served page's HTML and the data it hands the app
 * hold no body: twelve posts of 99,000 characters made /blog 1.14 MB), and both browser adapters
 * (use-live.ts, so the app's own reads and the served ones match). What a list shows of a post's
 * body travels in its place: its reading time, as a number, and, for a post without a cover of its
 * own, the first picture the body places (`cover`), which the list shows beside it.
 */
import type { BlogPost } from './content-types/blog-post.js';
import type { ImageMeta } from './content-types/image-fields.js';
import type { Project } from './content-types/project.js';
import { firstTextPicture, type ItemPicture } from './post-picture.js';
import { readTimeMinutes } from './text.js';

const POST_SUMMARY = [
  'slug',
  'title',
  'excerpt',
  'category',
  'tags',
  'published',
  'image_url',
  'image_alt',
  'image_meta',
  'created_at',
  'published_at',
] as const satisfies readonly (keyof BlogPost)[];

const PROJECT_SUMMARY = [
  'title',
  'description',
  'status',
  'image_url',
  'image_alt',
  'image_meta',
  'github_url',
  'live_url',
  'technologies',
  'is_featured',
  'sort_order',
] as const satisfies readonly (keyof Project)[];

/** A post as a list or a card shows it. */
export type PostSummary = Pick<BlogPost, (typeof POST_SUMMARY)[number]> & {
  id: string;
  read_minutes: number;
  /** The body's first picture, for a post without a cover of its own (postPicture reads it). */
  cover?: ItemPicture;
};
/** A project as a list or a card shows it. */
export type ProjectSummary = Pick<Project, (typeof PROJECT_SUMMARY)[number]> & { id: string };

type Item = { id: string } & Record<string, unknown>;

const pick = (doc: Item, keys: readonly string[]): Item =>
  Object.fromEntries([['id', doc.id], ...keys.filter((k) => k in doc).map((k) => [k, doc[k]])]) as Item;

/** The summary of a document (posts and projects; others have none and come back whole). Idempotent. */
export function summaryOf(collection: string, doc: Item): Item {
  if (collection === 'blog_posts') {
    const minutes =
      typeof doc.read_minutes === 'number' ? doc.read_minutes : readTimeMinutes(typeof doc.content === 'string' ? doc.content : '');
    const summary: Item = { ...pick(doc, POST_SUMMARY), read_minutes: minutes };
    const cover = doc.image_url ? null : bodyPicture(doc);
    return cover ? { ...summary, cover } : summary;
  }
  if (collection === 'projects') return pick(doc, PROJECT_SUMMARY);
  return doc;
}

/** A post's body's first picture (or the one its summary carries already: summaries are summarised again). */
function bodyPicture(doc: Item): ItemPicture | null {
  if (doc.cover && typeof doc.cover === 'object') return doc.cover as ItemPicture;
  if (typeof doc.content !== 'string') return null;
  return firstTextPicture(doc.content, Array.isArray(doc.content_images) ? (doc.content_images as ImageMeta[]) : null);
}

/** A post's reading time, whether it is whole or a summary. */
export const readMinutesOf = (post: { read_minutes?: number; content?: string }): number =>
  post.read_minutes ?? readTimeMinutes(post.content ?? '');
