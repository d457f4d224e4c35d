/**
 * Saving and deleting a post, each in one batch that firestore.rules checks as a whole:
 * the post; the claim of its slug (slugs/{slug}, so no other post can take it); the claims it
 * releases (a draft's old slug); the slug it keeps when a public post's title changes
 * (previous_slugs, redirected to the current one); when it was first published; and the version
 * the save replaces (revisions). The same functions serve the admin's hooks, the import and the
 * contract suite, so what the contract proves on Firebase is what the admin does.
 */
import {
  BLOG_POST,
  collectionType,
  duplicateSlugMessage,
  editedKeys,
  pickFields,
  nextPreviousSlugs,
  releasedSlugs,
  reservedSlugProblem,
  restoredFields,
  slugsOf,
  type BlogPostFields,
  type CollectionName,
  type CollectionTypes,
  REVISED,
  type PostRevisionData,
  type Project,
  type Revision,
  type RevisedCollection,
  type RevisionData,
} from '@portfolio/model';
import { DataError, SERVER_TIME, type BatchOp, type DataPort, type Doc } from '../port';
import { newDocId } from './ids';
import { revisionDeleteOps, revisionOps } from './revisions';

/**
 * Refuses a slug the blog's own pages use (/blog/tags), and one another post holds (current or
 * kept), naming that post when the owner may read it.
 */
async function assertSlugFree(port: DataPort, slug: string, postId: string): Promise<void> {
  const reserved = reservedSlugProblem(slug);
  if (reserved) throw new DataError('invalid-argument', reserved);
  const claim = await port.getDoc('slugs', slug);
  if (!claim || claim.post_id === postId) return;
  const holder = await port.getDoc('blog_posts', claim.post_id);
  if (!holder) {
    // A claim left by a post deleted without it: nobody holds the slug, so it may go (the rules agree).
    await port.remove('slugs', slug);
    return;
  }
  throw new DataError('already-exists', duplicateSlugMessage(slug, holder.title));
}

/** When the post was first published, as the rules want it written (undefined: leave it as stored). */
function firstPublication(stored: Doc<'blog_posts'> | null, published: boolean): typeof SERVER_TIME | null | undefined {
  if (stored?.published_at) return undefined;
  if (!published) return null;
  // Public since before the field existed: its date stays the creation date (postDate).
  if (stored?.published) return null;
  return SERVER_TIME;
}

/**
 * Adds (id null) or updates a post with what the editor wrote; returns its id. A published post has
 * no publication time; a draft with one is scheduled.
 */
export async function savePost(port: DataPort, id: string | null, edited: BlogPostFields): Promise<string> {
  // Only the editor's fields (the declaration's edited ones): the rules refuse any other, and the rest is derived here.
  const picked = pickFields(BLOG_POST, edited, editedKeys(BLOG_POST)) as BlogPostFields;
  const fields: BlogPostFields = { ...picked, publish_at: picked.publish_at ?? null };
  const postId = id ?? newDocId();
  const stored = id ? await port.getDoc('blog_posts', id) : null;
  if (id && !stored) throw new DataError('not-found', 'This post no longer exists: it may have been deleted in another tab.');
  await assertSlugFree(port, fields.slug, postId);

  const previous = nextPreviousSlugs(stored, fields.slug);
  const publishAt = fields.published || !fields.publish_at ? null : new Date(fields.publish_at);
  const data: Record<string, unknown> = { ...fields, publish_at: publishAt, previous_slugs: previous };
  const publication = firstPublication(stored, fields.published);
  if (publication !== undefined) data.published_at = publication;
  if (!stored) data.created_at = SERVER_TIME;

  const ops: BatchOp[] = [
    stored ? { type: 'update', collection: 'blog_posts', id: postId, data } : { type: 'set', collection: 'blog_posts', id: postId, data },
    { type: 'set', collection: 'slugs', id: fields.slug, data: { post_id: postId } },
  ];
  if (stored) {
    // The slug it just left, when kept, stays claimed by it (created if it predates the claims).
    if (previous.includes(stored.slug)) ops.push({ type: 'set', collection: 'slugs', id: stored.slug, data: { post_id: postId } });
    for (const slug of releasedSlugs(stored, fields.slug, previous)) {
      const claim = await port.getDoc('slugs', slug);
      if (claim?.post_id === postId) ops.push({ type: 'delete', collection: 'slugs', id: slug });
    }
    ops.push(...(await revisionOps(port, 'blog_posts', postId, stored as PostRevisionData, fields)));
  }
  await port.batch(ops);
  return postId;
}

/** Deletes a post with its slug claims and its revisions. */
export async function deletePost(port: DataPort, id: string): Promise<void> {
  const stored = await port.getDoc('blog_posts', id);
  const ops: BatchOp[] = [{ type: 'delete', collection: 'blog_posts', id }];
  if (stored) {
    for (const slug of slugsOf(stored)) {
      const claim = await port.getDoc('slugs', slug);
      if (claim?.post_id === id) ops.push({ type: 'delete', collection: 'slugs', id: slug });
    }
  }
  ops.push(...(await revisionDeleteOps(port, 'blog_posts', id)));
  await port.batch(ops);
}

/**
 * Updates an item whose saves keep earlier versions (a project), keeping the version it replaces;
 * adds go straight to the port (nothing to keep). A post saves through savePost, with its slugs.
 */
export async function saveRevised<C extends RevisedCollection>(port: DataPort, collection: C, id: string, record: RevisionData[C]) {
  const stored = await port.getDoc(collection, id);
  if (!stored)
    throw new DataError('not-found', `This ${REVISED[collection].name} no longer exists: it may have been deleted in another tab.`);
  const { id: _id, ...storedFields } = stored;
  await port.batch([
    { type: 'update', collection, id, data: { ...record } },
    ...(await revisionOps(port, collection, id, storedFields as unknown as RevisionData[C], record)),
  ]);
}

/** Deletes an item with its revisions (a post: deletePost, for its slugs). */
export async function deleteRevised(port: DataPort, collection: RevisedCollection, id: string): Promise<void> {
  await port.batch([{ type: 'delete', collection, id }, ...(await revisionDeleteOps(port, collection, id))]);
}

/**
 * Restores a revision: its content becomes the current version (a save, so the version it replaces
 * is kept in turn). A post keeps its publication state; a project keeps its place in the list.
 */
export async function restoreRevision(port: DataPort, revision: Revision): Promise<void> {
  if (revision.collection === 'blog_posts') {
    const current = await port.getDoc('blog_posts', revision.doc_id);
    if (!current) throw new DataError('not-found', 'This post no longer exists: it may have been deleted in another tab.');
    const restored = restoredFields('blog_posts', revision.data as PostRevisionData);
    await savePost(port, current.id, {
      ...restored,
      published: current.published,
      publish_at: current.publish_at ?? null,
    } as BlogPostFields);
    return;
  }
  const current = await port.getDoc('projects', revision.doc_id);
  if (!current) throw new DataError('not-found', 'This project no longer exists: it may have been deleted in another tab.');
  const { id: _id, ...fields } = current;
  await saveRevised(port, 'projects', current.id, { ...fields, ...restoredFields('projects', revision.data as Project) });
}

/** The collections whose items have a place in a list the owner orders (skills, projects, resume entries). */
export type OrderedCollection = { [C in CollectionName]: CollectionTypes[C] extends { sort_order: number } ? C : never }[CollectionName];

/** The group an item is ordered within: its value of the field its declaration groups the list by (a resume entry's type). */
function groupOf(collection: CollectionName, item: object): string {
  const by = collectionType(collection)?.admin?.groups?.by;
  return by ? String((item as Record<string, unknown>)[by]) : '';
}

/**
 * Adds an item to an owner-ordered list, last ("a new project is placed last"): after the last one
 * stored in its group (a resume entry's type). Read when it is added, not taken from the list on
 * screen: an item added before that list had loaded went first.
 */
export async function addLast<C extends OrderedCollection>(port: DataPort, collection: C, item: CollectionTypes[C]): Promise<string> {
  const by = collectionType(collection)?.admin?.groups?.by;
  const [last] = await port.getDocs({
    collection,
    where: by ? [{ field: by, op: '==', value: groupOf(collection, item) }] : [],
    orderBy: [{ field: 'sort_order', direction: 'desc' }],
    limit: 1,
  });
  return port.add(collection, { ...item, sort_order: last ? last.sort_order + 1 : 0 });
}

/**
 * Saves an owner-ordered list in one all-or-nothing batch: each document's sort_order becomes its
 * place among the documents of its group (a resume entry's type), or in the whole list.
 */
export async function writeOrder(port: DataPort, collection: OrderedCollection, ordered: readonly { id: string }[]): Promise<void> {
  const seen = new Map<string, number>();
  const ops: BatchOp[] = ordered.map((item) => {
    const group = groupOf(collection, item);
    const place = seen.get(group) ?? 0;
    seen.set(group, place + 1);
    return { type: 'update', collection, id: item.id, data: { sort_order: place } };
  });
  await port.batch(ops);
}

/** Firestore's limit of writes in one batch is 500; a tag on more posts is renamed in batches of this many. */
const RENAME_BATCH = 400;

/**
 * Renames a tag on every post that has it: `from` becomes `to` where it stood, once (a post
 * that has both keeps one: renaming onto a tag in use merges them). Only `tags` changes: no revision is
 * kept, as for the order of a list. Up to 400 posts in one all-or-nothing batch; more in several.
 */
export async function renameTag(
  port: DataPort,
  posts: readonly { id: string; tags?: readonly string[] }[],
  from: string,
  to: string,
): Promise<number> {
  const ops: BatchOp[] = posts
    .filter((post) => post.tags?.includes(from))
    .map((post) => ({
      type: 'update',
      collection: 'blog_posts',
      id: post.id,
      data: { tags: [...new Set(post.tags!.map((tag) => (tag === from ? to : tag)))] },
    }));
  for (let start = 0; start < ops.length; start += RENAME_BATCH) await port.batch(ops.slice(start, start + RENAME_BATCH));
  return ops.length;
}
