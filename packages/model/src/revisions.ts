/**
 * Revision history (issue 12): each save of a post or project keeps the version it replaces, the
 * last MAX_REVISIONS of each; the owner may view one and restore it. A revision holds the content a
 * person edits, never the publication state (restoring an old text does not unpublish a post).
 */
import type { BlogPost, IsoDateTime, Project } from './content.js';

export const MAX_REVISIONS = 20;

export const REVISED_COLLECTIONS = ['blog_posts', 'projects'] as const;
export type RevisedCollection = (typeof REVISED_COLLECTIONS)[number];

/** The fields a post revision keeps (and a restore writes back); the slug follows the title. */
export const POST_REVISION_FIELDS = ['slug', 'title', 'excerpt', 'content', 'category', 'image_url'] as const;
export type PostRevisionData = Pick<BlogPost, (typeof POST_REVISION_FIELDS)[number]>;

/** A project revision keeps every field; a restore writes back all but sort_order (the list's order stays). */
export type ProjectRevisionData = Project;

export interface RevisionData {
  blog_posts: PostRevisionData;
  projects: ProjectRevisionData;
}

/** revisions/{id}: one earlier version of a post or a project. */
export interface Revision<C extends RevisedCollection = RevisedCollection> {
  collection: C;
  /** The id of the post or project. */
  doc_id: string;
  /** When this version was replaced (the save that made it a revision). */
  saved_at: IsoDateTime;
  data: RevisionData[C];
}

const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;

const PROJECT_FIELDS = [
  'title',
  'description',
  'long_description',
  'image_url',
  'github_url',
  'live_url',
  'technologies',
  'features',
  'challenges',
  'solutions',
  'sort_order',
  'is_featured',
  'status',
] as const satisfies readonly (keyof Project)[];

/** The part of a stored document a revision keeps. */
export function revisionData<C extends RevisedCollection>(collection: C, doc: RevisionData[C]): RevisionData[C] {
  return (
    collection === 'blog_posts' ? pick(doc as PostRevisionData, POST_REVISION_FIELDS) : pick(doc as Project, PROJECT_FIELDS)
  ) as RevisionData[C];
}

/** What a restore writes back over the current document. */
export function restoredFields<C extends RevisedCollection>(collection: C, data: RevisionData[C]): Partial<RevisionData[C]> {
  if (collection === 'blog_posts') return revisionData(collection, data);
  const { sort_order: _order, ...rest } = revisionData('projects', data as Project);
  return rest as unknown as Partial<RevisionData[C]>;
}

/** Whether the save changes anything a revision keeps (an unchanged save adds no revision). */
export function revisionChanged<C extends RevisedCollection>(
  collection: C,
  before: RevisionData[C],
  after: Partial<RevisionData[C]>,
): boolean {
  const kept = revisionData(collection, before) as unknown as Record<string, unknown>;
  return Object.entries(after).some(([k, v]) => k in kept && JSON.stringify(kept[k]) !== JSON.stringify(v));
}
