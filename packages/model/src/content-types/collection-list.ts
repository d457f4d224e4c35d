/**
 * The one registration list: every collection, each declared beside its content type. Its order is
 * the export file's, the import's and its messages' ('3 sections, 4 settings groups, 5 skills…').
 * registry.ts derives the rest from it.
 */
import type { Collection, DocOfCollection } from '../declare/collection.js';
import type { RevisedType } from '../declare/content-type.js';
import { ANALYTICS_DAILY, ANALYTICS_EVENTS, ANALYTICS_HOURLY } from './analytics.js';
import { BLOG_POSTS } from './blog-post.js';
import { IMPORT_BATCHES, IMPORT_JOBS, IMPORT_PARTS } from './import-job.js';
import { CONTACT_MESSAGES } from './messages.js';
import { NEWSLETTER_RECIPIENTS, NEWSLETTER_SENDS, NEWSLETTER_SUBSCRIBERS } from './newsletter.js';
import { IMAGE_RECORDS, JOB_HEALTHS, OWNER_SIGN_INS, OWNER_STATE, PAGE_ERROR_COUNTS } from './owner-records.js';
import { PREVIEW_LINKS } from './preview-links.js';
import { PROJECTS } from './project.js';
import { META_DATA, RESUME_ENTRIES } from './resume.js';
import { revisionsCollection, SLUGS } from './revision.js';
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
const afterRevised = Math.max(...(ITEMS as readonly Collection[]).map((c, i) => (isRevisedItem(c) ? i + 1 : 0)));
export const COLLECTION_LIST = [...ITEMS.slice(0, afterRevised), revisionsCollection(REVISED), ...ITEMS.slice(afterRevised)] as const;

type Listed = Item | ReturnType<typeof revisionsCollection>;
/** A collection of the list, with its declaration's literal types. */
export type ListedCollection = Listed;
export type CollectionName = Listed['name'];
/** What each collection's documents hold, as declared (schema.ts names the revisions' more closely). */
export type DeclaredTypes = { [C in Listed as C['name']]: DocOfCollection<C> };
