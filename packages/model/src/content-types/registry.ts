/**
 * The one list of collections, each declared once beside its content type (declare/collection.ts).
 * Everything that once listed collections by hand reads it: the names and their types (collections.ts,
 * schema.ts), who may read and write each, the revised and searched sets, the export file and the
 * import's order (export-file.ts, export-content.ts), the admin's words, firestore.indexes.json. Its
 * order is the export file's, the import's and its messages' ('3 sections, 4 settings groups, 5 skills…').
 */
import type { Collection, DocOfCollection } from '../declare/collection.js';
import { isPublicDoc, parseDoc, publicFilter, type ContentType, type RevisedType } from '../declare/content-type.js';
import type { Shape } from '../declare/field.js';
import { ANALYTICS_DAILY, ANALYTICS_EVENTS, ANALYTICS_HOURLY } from './analytics.js';
import { BLOG_POSTS } from './blog-post.js';
import { IMPORT_BATCHES, IMPORT_JOBS, IMPORT_PARTS } from './import-job.js';
import { CONTACT_MESSAGES } from './messages.js';
import { NEWSLETTER_RECIPIENTS, NEWSLETTER_SENDS, NEWSLETTER_SUBSCRIBERS } from './newsletter.js';
import { IMAGE_RECORDS, JOB_HEALTHS, OWNER_SIGN_INS, OWNER_STATE, PAGE_ERROR_COUNTS } from './owner-records.js';
import { PREVIEW_LINKS } from './preview-links.js';
import { PROJECTS } from './project.js';
import { META_DATA, RESUME_ENTRIES } from './resume.js';
import { revisionShapeOf, revisionsCollection, SLUGS } from './revision.js';
import { SECTIONS_COLLECTION } from './sections.js';
import { SETTINGS_COLLECTION } from './settings.js';
import { SKILLS } from './skill.js';
import { TRACKED_LINKS } from './tracked-link.js';

const ITEMS = [
  SECTIONS_COLLECTION,
  SETTINGS_COLLECTION,
  META_DATA,
  RESUME_ENTRIES,
  SKILLS,
  PROJECTS,
  BLOG_POSTS,
  SLUGS,
  CONTACT_MESSAGES,
  ANALYTICS_EVENTS,
  ANALYTICS_HOURLY,
  ANALYTICS_DAILY,
  TRACKED_LINKS,
  OWNER_SIGN_INS,
  OWNER_STATE,
  IMAGE_RECORDS,
  IMPORT_JOBS,
  IMPORT_PARTS,
  IMPORT_BATCHES,
  JOB_HEALTHS,
  PAGE_ERROR_COUNTS,
  NEWSLETTER_SUBSCRIBERS,
  NEWSLETTER_SENDS,
  NEWSLETTER_RECIPIENTS,
  PREVIEW_LINKS,
] as const;

type Item = (typeof ITEMS)[number];
/** A collection of one type whose saves keep earlier versions. */
type RevisedItem = Extract<Item, { readonly holds: readonly [RevisedType] }>;
export type RevisedCollection = RevisedItem['name'];

const isRevisedItem = (c: Collection): c is RevisedItem => c.holds.length === 1 && !c.ids && c.holds[0]!.revision !== undefined;

/** The content types whose saves keep earlier versions, by collection. */
export const REVISED = Object.fromEntries(
  (ITEMS as readonly Collection[]).filter(isRevisedItem).map((c) => [c.name, c.holds[0] as RevisedType]),
) as { readonly [C in RevisedCollection]: RevisedType };
export const REVISED_COLLECTIONS = Object.keys(REVISED) as RevisedCollection[];

/** Every collection, in the export's order: the revisions of the revised types after them. */
export const COLLECTION_LIST = [
  ...ITEMS.slice(0, ITEMS.indexOf(SLUGS) + 1),
  revisionsCollection(REVISED),
  ...ITEMS.slice(ITEMS.indexOf(SLUGS) + 1),
] as const;

type Listed = Item | ReturnType<typeof revisionsCollection>;
/** A collection of the list, with its declaration's literal types. */
export type ListedCollection = Listed;
export type CollectionName = Listed['name'];
/** What each collection's documents hold, as declared (schema.ts names the revisions' more closely). */
export type DeclaredTypes = { [C in Listed as C['name']]: DocOfCollection<C> };

/** The declaration of each collection, by name. */
export const COLLECTION_DECLARATIONS = Object.fromEntries(COLLECTION_LIST.map((c) => [c.name, c])) as unknown as Readonly<
  Record<CollectionName, Collection>
>;

/** The fields of a revision's data. */
export const revisionShape = (collection: RevisedCollection): Shape => revisionShapeOf(REVISED[collection]);

export type CollectionDeclaration = Collection;

/** The collections the owner writes from the browser: every one of them asks isOwner() of each write. */
export const OWNER_WRITTEN_COLLECTIONS: readonly CollectionName[] = COLLECTION_LIST.filter((c) => c.write === 'owner').map((c) => c.name);

/** The collections a visitor may read at all. */
export const PUBLIC_COLLECTIONS: readonly CollectionName[] = COLLECTION_LIST.filter((c) => c.read === 'public').map((c) => c.name);

/** The one-type collections' declarations (null for collections keyed by id: sections, settings). */
const typeOf = (collection: CollectionName, id = ''): ContentType | null => COLLECTION_DECLARATIONS[collection].docType(id);

/** The declaration every document of a one-type collection has (projects, posts…); null for named documents. */
export const collectionType = (collection: CollectionName): ContentType | null => typeOf(collection);

/** Whether the collection's saves keep earlier versions. */
export const isRevised = (collection: CollectionName): collection is RevisedCollection => Object.hasOwn(REVISED, collection);

/** Whether a visitor may read this document (the rules' read conditions, for firebase-admin and the twin). */
export function visitorMayRead(collection: CollectionName, data: Record<string, unknown>): boolean {
  if (COLLECTION_DECLARATIONS[collection].read !== 'public') return false;
  const type = typeOf(collection);
  return !type || isPublicDoc(type, data);
}

/** The filters a visitor's query of the collection must carry (rules are not filters). */
export function visitorFilter(collection: CollectionName) {
  const type = typeOf(collection);
  return type ? publicFilter(type) : [];
}

/** A stored document with its id, parsed (the id stays as it is). */
export function parseWithId<D extends { id: string }>(
  collection: CollectionName,
  doc: D,
  report: (path: string, problem: string) => void,
): D {
  const { id, ...data } = doc;
  return { ...parseStored(collection, id, data, report), id } as unknown as D;
}

/** Parses a stored document by its collection's declaration; `at` names it ('projects/abc'). */
export function parseStored(
  collection: CollectionName,
  id: string,
  data: unknown,
  report: (path: string, problem: string) => void,
): Record<string, unknown> {
  const type = typeOf(collection, id);
  return type ? parseDoc(type, data, `${collection}/${id}`, report) : (data as Record<string, unknown>);
}
