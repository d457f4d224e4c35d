/**
 * Every collection's documents by declaration, and who may read them: what the read boundaries
 * parse with (the render function, the browser's adapters, the functions' stores), what the twin
 * and the render function apply where the security rules do not reach, and what writes are checked
 * against.
 */
import type { CollectionName } from '../collections.js';
import { contentType, isPublicDoc, parseDoc, publicFilter, revisionKeys, type ContentType } from '../declare/content-type.js';
import { nullable, object, variant } from '../declare/composite.js';
import type { Shape } from '../declare/field.js';
import { choice, text, time } from '../declare/kinds.js';
import { FIELD_LIMITS } from '../field-rules.js';
import { ANALYTICS_EVENT, ANALYTICS_ROLLUP } from './analytics.js';
import { TRACKED_LINK } from './tracked-link.js';
import { BLOG_POST } from './blog-post.js';
import { CONTACT_MESSAGE } from './messages.js';
import { IMPORT_BATCH, IMPORT_JOB, IMPORT_JOB_ID, IMPORT_PART } from './import-job.js';
import { NEWSLETTER_RECIPIENT, NEWSLETTER_SEND, NEWSLETTER_SUBSCRIBER } from './newsletter.js';
import { PREVIEW_LINK } from './preview-links.js';
import { IMAGE_RECORD, JOB_HEALTH, PAGE_ERRORS, SESSIONS_STATE, SIGN_IN_RECORD } from './owner-records.js';
import { PROJECT } from './project.js';
import { RESUME_ENTRY, RESUME_FILE } from './resume.js';
import { SECTIONS } from './sections.js';
import { SETTINGS } from './settings.js';
import { SKILL } from './skill.js';

/** The content types whose saves keep earlier versions, by collection. */
export const REVISED = { blog_posts: BLOG_POST, projects: PROJECT } as const;
export type RevisedCollection = keyof typeof REVISED;
export const REVISED_COLLECTIONS = Object.keys(REVISED) as RevisedCollection[];

/** The fields of a revision's data. */
export function revisionShape(collection: RevisedCollection): Shape {
  const type: ContentType = REVISED[collection];
  return Object.fromEntries(revisionKeys(type).map((k) => [k, type.fields[k]!]));
}

/** revisions/{id}: one earlier version of a post or project, its content only. */
export const REVISION = contentType({
  name: 'revision',
  rules: 'isRevision',
  fields: {
    // The rules tell the collections apart one by one, each with the check of its data.
    collection: choice(REVISED_COLLECTIONS, {
      label: 'Collection',
      initial: 'blog_posts',
      rules: { all: REVISED_COLLECTIONS.map((c) => [`$ == '${c}'`]) },
    }),
    /** The id of the post or project. */
    doc_id: text({ label: 'Item', max: FIELD_LIMITS.title }),
    /** When this version was replaced (the save that made it a revision). */
    saved_at: time({ label: 'Saved' }),
    data: variant('collection', Object.fromEntries(REVISED_COLLECTIONS.map((c) => [c, object(revisionShape(c), { label: 'Version' })])), {
      label: 'Version',
      rules: { all: REVISED_COLLECTIONS.map((c) => [`${REVISED[c].revision!.rules}($)`]) },
    }),
  },
});

/** slugs/{slug}: the post that owns the slug, as its current slug or one it keeps. */
export const SLUG_CLAIM = contentType({
  name: 'slug claim',
  fields: { post_id: text({ label: 'Post', max: FIELD_LIMITS.title }) },
});

export type SlugClaim = { post_id: string };

/** A document that holds one declared value under one key (sections' content, settings' settings). */
const holding = (key: string, type: ContentType, rules: string) =>
  contentType({ name: type.name, rules, fields: { [key]: object(type.fields, { label: type.name }) } });

/**
 * A collection of named documents only (sections: hero, about, contact), each its own declaration;
 * `holder` wraps each in the document that stores it (a section's content under `content`).
 */
function named(docs: Readonly<Record<string, ContentType>>, holder: (type: ContentType) => ContentType = (type) => type) {
  const stored = Object.fromEntries(Object.entries(docs).map(([id, type]) => [id, holder(type)]));
  return {
    ids: Object.keys(docs),
    holds: Object.values(docs),
    docType: (id: string): ContentType | null => (Object.hasOwn(stored, id) ? stored[id]! : null),
  };
}

/** A collection whose every document, whatever its id, is one type. */
const every = (type: ContentType) => ({ holds: [type], docType: () => type });

export interface CollectionDeclaration {
  /** Everyone (then maybe only documents the type's publicWhen admits), or the owner only. */
  readonly read: 'public' | 'owner';
  /** Who writes it: the owner from the browser (as the rules allow), or only the functions (Admin SDK). */
  readonly write: 'owner' | 'functions';
  /** The declaration of the document with this id; null: no such document may exist. */
  readonly docType: (id: string) => ContentType | null;
  /** The ids of its documents, when it holds named documents only. */
  readonly ids?: readonly string[];
  /** The content types its documents hold (a section's own type, not the document holding it). */
  readonly holds: readonly ContentType[];
}

export const COLLECTION_DECLARATIONS: Readonly<Record<CollectionName, CollectionDeclaration>> = {
  sections: { read: 'public', write: 'owner', ...named(SECTIONS, (type) => holding('content', type, 'isSection')) },
  meta_data: {
    read: 'public',
    write: 'owner',
    ...named({ resume_file: RESUME_FILE }, (type) =>
      contentType({ name: type.name, fields: { value: nullable(object(type.fields, { label: 'Resume file' })) } }),
    ),
  },
  site_settings: { read: 'public', write: 'owner', ...named(SETTINGS, (type) => holding('settings', type, 'isSettings')) },
  skills: { read: 'public', write: 'owner', ...every(SKILL) },
  resume_data: { read: 'public', write: 'owner', ...every(RESUME_ENTRY) },
  projects: { read: 'public', write: 'owner', ...every(PROJECT) },
  blog_posts: { read: 'public', write: 'owner', ...every(BLOG_POST) },
  contact_messages: { read: 'owner', write: 'owner', ...every(CONTACT_MESSAGE) },
  analytics_events: { read: 'owner', write: 'functions', ...every(ANALYTICS_EVENT) },
  analytics_hourly: { read: 'owner', write: 'functions', ...every(ANALYTICS_ROLLUP) },
  analytics_daily: { read: 'owner', write: 'functions', ...every(ANALYTICS_ROLLUP) },
  tracked_links: { read: 'owner', write: 'owner', ...every(TRACKED_LINK) },
  slugs: { read: 'owner', write: 'owner', ...every(SLUG_CLAIM) },
  revisions: { read: 'owner', write: 'owner', ...every(REVISION) },
  owner_sign_ins: { read: 'owner', write: 'functions', ...every(SIGN_IN_RECORD) },
  owner_state: { read: 'owner', write: 'functions', ...named({ sessions: SESSIONS_STATE }) },
  image_records: { read: 'owner', write: 'functions', ...every(IMAGE_RECORD) },
  import_jobs: { read: 'owner', write: 'owner', ...named({ [IMPORT_JOB_ID]: IMPORT_JOB }) },
  import_parts: { read: 'owner', write: 'owner', ...every(IMPORT_PART) },
  import_batches: { read: 'owner', write: 'owner', ...every(IMPORT_BATCH) },
  job_health: { read: 'owner', write: 'functions', ...every(JOB_HEALTH) },
  page_errors: { read: 'owner', write: 'functions', ...every(PAGE_ERRORS) },
  newsletter_subscribers: { read: 'owner', write: 'functions', ...every(NEWSLETTER_SUBSCRIBER) },
  newsletter_sends: { read: 'owner', write: 'functions', ...every(NEWSLETTER_SEND) },
  newsletter_recipients: { read: 'owner', write: 'functions', ...every(NEWSLETTER_RECIPIENT) },
  preview_links: { read: 'owner', write: 'functions', ...every(PREVIEW_LINK) },
};

/** The collections the owner writes from the browser: every one of them asks isOwner() of each write. */
export const OWNER_WRITTEN_COLLECTIONS: readonly CollectionName[] = (Object.keys(COLLECTION_DECLARATIONS) as CollectionName[]).filter(
  (c) => COLLECTION_DECLARATIONS[c].write === 'owner',
);

/** The collections a visitor may read at all. */
export const PUBLIC_COLLECTIONS: readonly CollectionName[] = (Object.keys(COLLECTION_DECLARATIONS) as CollectionName[]).filter(
  (c) => COLLECTION_DECLARATIONS[c].read === 'public',
);

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
