/**
 * What a list or a card shows of an item: its summary (title, excerpt, date, tags, picture), never its
 * body or long description. Lists and cards ask for summaries (a query's `summary: true`), and every
 * reader answers them so: the render function (so a served page's HTML and the data it hands the app
 * hold no body: twelve posts of 99,000 characters made /blog 1.14 MB), and both browser adapters
 * (use-live.ts, so the app's own reads and the served ones match). A post's reading time, which
 * comes from its body, travels as a number.
 */
import type { BlogPost } from './content-types/blog-post.js';
import type { Project } from './content-types/project.js';
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
export type PostSummary = Pick<BlogPost, (typeof POST_SUMMARY)[number]> & { id: string; read_minutes: number };
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
    return { ...pick(doc, POST_SUMMARY), read_minutes: minutes };
  }
  if (collection === 'projects') return pick(doc, PROJECT_SUMMARY);
  return doc;
}

/** A post's reading time, whether it is whole or a summary. */
export const readMinutesOf = (post: { read_minutes?: number; content?: string }): number =>
  post.read_minutes ?? readTimeMinutes(post.content ?? '');
