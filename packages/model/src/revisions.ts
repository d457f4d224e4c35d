/**
 * Revision history: each save of a post or project keeps the version it replaces, the
 * last MAX_REVISIONS of each; the owner may view one and restore it. What a revision keeps and what a
 * restore writes back are declared with each content type (`revision` in content-types/).
 */
import type { BlogPost, PostRevisionData, Project } from './content-types/index.js';
import { REVISED, type RevisedCollection } from './content-types/registry.js';
import { pickFields, restoredKeys, revisionKeys, type ContentType } from './declare/content-type.js';
import type { IsoDateTime } from './declare/kinds.js';

export { REVISED_COLLECTIONS, type RevisedCollection } from './content-types/registry.js';
export type { PostRevisionData } from './content-types/blog-post.js';

export const MAX_REVISIONS = 20;

/** The fields a post revision keeps (and a restore writes back); the slug follows the title. */
export const POST_REVISION_FIELDS = revisionKeys(REVISED.blog_posts) as readonly (keyof PostRevisionData & keyof BlogPost)[];

/** A project revision keeps every field; a restore writes back all but its place in the list. */
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

/** The part of a stored document a revision keeps. */
export function revisionData<C extends RevisedCollection>(collection: C, doc: RevisionData[C]): RevisionData[C] {
  const type: ContentType = REVISED[collection];
  return pickFields(type, doc, revisionKeys(type)) as unknown as RevisionData[C];
}

/** What a restore writes back over the current document. */
export function restoredFields<C extends RevisedCollection>(collection: C, data: RevisionData[C]): Partial<RevisionData[C]> {
  const type: ContentType = REVISED[collection];
  return pickFields(type, data, restoredKeys(type)) as Partial<RevisionData[C]>;
}

/** Whether the save changes anything a revision keeps (an unchanged save adds no revision). */
export function revisionChanged<C extends RevisedCollection>(
  collection: C,
  before: RevisionData[C],
  after: Partial<RevisionData[C]>,
): boolean {
  const type: ContentType = REVISED[collection];
  const kept = revisionData(collection, before) as unknown as Record<string, unknown>;
  // A field the stored version lacks (added since) counts as its initial value.
  const was = (k: string) => (k in kept ? kept[k] : type.fields[k]?.initial());
  return Object.entries(after).some(([k, v]) => revisionKeys(type).includes(k) && JSON.stringify(was(k)) !== JSON.stringify(v));
}
