/**
 * The export file: all of a site's content in one JSON document, files as their URLs. What it holds,
 * under which key and in which order, is each collection's `export` (content-types/registry.ts): today
 * the sections, settings, the resume file record, resume entries, skills, and projects and posts with
 * their revisions. Messages and analytics are not content and stay out.
 *
 * validateExportFile checks a whole file before anything is written, each item by its content
 * type's declaration (content-types/: the limits firestore.rules applies, and the list items it
 * cannot check), plus what only a whole file can break: duplicate ids, two posts with one slug,
 * dates in the future. An import stores a file only when it has no problem at all.
 */
import {
  COLLECTION_LIST,
  revisionShape,
  type BlogPost,
  type PostRevisionData,
  type Project,
  type ResumeEntry,
  type ResumeFile,
  type RevisedCollection,
  type SectionContent,
  type SiteSettings,
  type Skill,
} from './content-types/index.js';
import type { ListedCollection } from './content-types/registry.js';
import type { Collection, ExportPlace } from './declare/collection.js';
import { checkKeys, isObj, list, object, type Obj } from './declare/composite.js';
import { checkDoc, type ContentType } from './declare/content-type.js';
import { makeField, scalar, type AnyField, type Report } from './declare/field.js';
import { time, type IsoDateTime } from './declare/kinds.js';
import { isPrototypeName } from './document-id.js';
import { FIELD_LIMITS } from './field-rules.js';
import { MAX_REVISIONS } from './revisions.js';

export { isPrototypeName };

export const EXPORT_FORMAT = 'portfolio-export';
export const EXPORT_VERSION = 1;

export interface ExportedRevision<D> {
  saved_at: IsoDateTime;
  data: D;
}
export type ExportedProject = Project & { id: string; revisions: ExportedRevision<Project>[] };
export type ExportedPost = Required<BlogPost> & { id: string; revisions: ExportedRevision<PostRevisionData>[] };

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exported_at: IsoDateTime;
  /** By section name; a section never saved is left out. */
  sections: Partial<SectionContent>;
  /** By category; a category never saved is left out. */
  settings: Partial<SiteSettings>;
  resume_file: ResumeFile | null;
  projects: ExportedProject[];
  posts: ExportedPost[];
  resume: (ResumeEntry & { id: string })[];
  skills: (Skill & { id: string })[];
}

/** The keys the collections' `export` declarations place in the file. */
type PlacedKey = ListedCollection extends infer C ? (C extends { readonly export: { readonly key: infer K } } ? K : never) : never;
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
// Compile-time check that the file's type has a key for each declared place, and no other.
export const exportFileHasEveryPlace: Exact<Exclude<keyof ExportFile, 'format' | 'version' | 'exported_at'>, PlacedKey> = true;

export type ExportCheck = { ok: true; file: ExportFile } | { ok: false; problems: string[] };

/** Problems past this many are summed up: a wrong file would otherwise list thousands. */
const MAX_PROBLEMS = 20;

/** A document id Firestore takes, at most 200 characters (the rules' doc_id limit), and no prototype name. */
const isDocId = (v: unknown): v is string =>
  typeof v === 'string' &&
  v !== '' &&
  v.length <= FIELD_LIMITS.title &&
  !v.includes('/') &&
  v !== '.' &&
  v !== '..' &&
  !/^__.*__$/.test(v) &&
  !isPrototypeName(v);

const ID = makeField(
  { label: 'Id' },
  scalar({
    kind: 'text',
    initial: () => '',
    rules: { all: [] },
    defaultInput: 'none',
    is: isDocId,
    problem: (v) => (isDocId(v) ? null : 'must be a document id (no slash, at most 200 characters, no name every JavaScript object has)'),
  }),
);

/** An earlier version as exported: when it was replaced, and what it held. */
const revisions = (collection: RevisedCollection) =>
  list(
    object({ saved_at: time({ label: 'Saved' }), data: object(revisionShape(collection), { label: 'Version' }) }, { label: 'Revision' }),
    {
      label: 'Revisions',
      max: MAX_REVISIONS,
    },
  );

/** An exported item: its id, its declared fields and, for a type that keeps them, its revisions. */
function itemType(collection: Collection): ContentType {
  const type = collection.holds[0]!;
  const more: Record<string, AnyField> = type.revision ? { revisions: revisions(collection.name as RevisedCollection) } : {};
  return { name: type.name, fields: { id: ID, ...type.fields, ...more }, ...(type.refine ? { refine: type.refine } : {}) };
}

type Placed = Collection & { readonly export: Exclude<ExportPlace, { kind: 'beside' }> };
/** The collections the file holds, in the file's order. */
export const EXPORTED_COLLECTIONS: readonly Placed[] = (COLLECTION_LIST as readonly Collection[]).filter(
  (c): c is Placed => c.export !== undefined && c.export.kind !== 'beside',
);
const isRevisions = (c: Collection) => c.name === 'revisions';

/** The collections an import writes, whose documents count as content: the file's and those written beside its items. */
export const CONTENT_COLLECTIONS: readonly Collection[] = (COLLECTION_LIST as readonly Collection[]).filter((c) => c.export !== undefined);

/**
 * The collections of named documents (sections, settings, the resume file record), which an admin
 * screen writes under a fixed name: another tab may write one while an import or its undo is at it.
 * Every other document an import writes has an id from its file, which no screen makes.
 */
export const NAMED_CONTENT: ReadonlySet<string> = new Set(
  EXPORTED_COLLECTIONS.filter((c) => c.export.kind === 'named' || c.export.kind === 'value').map((c) => c.name),
);

/** An export's list of items: each checked by its declaration, no id used twice. */
function checkItems(path: string, value: unknown, type: ContentType, report: Report, now: Date) {
  const items = list(object(type.fields, { label: type.name }), { label: path, max: 10_000 });
  if (!Array.isArray(value)) return items.check(value, path, report, { now });
  if (value.length > 10_000) report(path, 'more than 10000 items');
  const seen = new Set<string>();
  value.forEach((entry, i) => checkDoc(type, entry, `${path}[${i}]`, report, { now }));
  value.forEach((entry, i) => {
    const id = isObj(entry) ? entry.id : undefined;
    if (typeof id !== 'string') return;
    if (seen.has(id)) report(`${path}[${i}].id`, `"${id}" is used twice`);
    seen.add(id);
  });
}

/** Named documents: an object of some of the declared documents, by name. */
function checkNamed(path: string, value: unknown, collection: Collection, report: Report) {
  const ids = collection.ids ?? [];
  const optional = Object.fromEntries(ids.map((k) => [k, { ...object({}, { label: k }), optional: true }]));
  if (!checkKeys(value, optional, path, report)) return;
  ids.forEach((name, i) => {
    if ((value as Obj)[name] !== undefined) checkDoc(collection.holds[i]!, (value as Obj)[name], `${path}.${name}`, report);
  });
}

/** Every key of the file, at any depth, that is a prototype name (JSON.parse keeps even "__proto__" as a key). */
function prototypeKeys(value: unknown, at: string, report: Report) {
  if (Array.isArray(value)) value.forEach((entry, i) => prototypeKeys(entry, `${at}[${i}]`, report));
  if (!isObj(value)) return;
  for (const [key, entry] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (isPrototypeName(key)) report(path, `"${key}" is a name every JavaScript object has, so no field may have it`);
    prototypeKeys(entry, path, report);
  }
}

const TOP = ['format', 'version', 'exported_at', ...EXPORTED_COLLECTIONS.map((c) => c.export.key)];

/** Checks one collection's place in the file. */
function checkPlace(collection: Placed, value: unknown, report: Report, now: Date) {
  const place = collection.export;
  if (place.kind === 'named') return checkNamed(place.key, value, collection, report);
  if (place.kind === 'value') return value === null || checkDoc(collection.holds[0]!, value, place.key, report);
  checkItems(place.key, value, itemType(collection), report, now);
  if (Array.isArray(value)) place.checkAll?.(value, (i) => `${place.key}[${i}]`, report);
}

/**
 * Checks a parsed export file completely. An item of an older export is read as its declaration's
 * `upgrade` says (posts public since before first publications were recorded get their creation
 * date as first publication, which is the date they show already); nothing else is changed.
 */
export function validateExportFile(value: unknown, now: Date = new Date()): ExportCheck {
  const problems: string[] = [];
  const report: Report = (path, problem) => problems.push(`${path}: ${problem}`);
  if (!isObj(value) || value.format !== EXPORT_FORMAT) {
    return { ok: false, problems: ['This is not an export of this site (its "format" is not "portfolio-export").'] };
  }
  if (value.version !== EXPORT_VERSION) {
    return { ok: false, problems: [`This export has version ${String(value.version)}; this site reads version ${EXPORT_VERSION}.`] };
  }
  prototypeKeys(value, '', report);
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  const top = Object.fromEntries(TOP.map((k) => [k, object({}, { label: k })]));
  if (!checkKeys(value, top, 'file', report)) return { ok: false, problems };
  time({ label: 'Exported' }).check(value.exported_at, 'exported_at', report, { now });
  for (const collection of EXPORTED_COLLECTIONS) checkPlace(collection, value[collection.export.key], report, now);

  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`…and ${problems.length - MAX_PROBLEMS} more problems.`);
    return { ok: false, problems: shown };
  }
  const file: Obj = { ...value };
  for (const { export: place } of EXPORTED_COLLECTIONS) {
    if (place.kind === 'items' && place.upgrade) file[place.key] = (file[place.key] as Obj[]).map(place.upgrade);
  }
  return { ok: true, file: file as unknown as ExportFile };
}

/** What an import stored, for the owner's message: '3 sections, 4 settings groups, 5 resume entries, …', in the registry's order. */
export function exportSummary(file: ExportFile): string {
  const n = (count: number, { singular, plural }: { singular: string; plural: string }) => `${count} ${count === 1 ? singular : plural}`;
  const lower = ({ singular, plural }: { singular: string; plural: string }) => ({
    singular: singular.toLowerCase(),
    plural: plural.toLowerCase(),
  });
  const held = file as unknown as Obj;
  const items = (key: string) => (held[key] ?? []) as { revisions?: unknown[] }[];
  return (COLLECTION_LIST as readonly Collection[])
    .flatMap((collection) => {
      const place = collection.export;
      const words = lower(place && 'counted' in place && place.counted ? place.counted : collection.labels);
      if (isRevisions(collection)) {
        const count = EXPORTED_COLLECTIONS.flatMap((c) => (c.export.kind === 'items' ? items(c.export.key) : [])).reduce(
          (sum, item) => sum + (item.revisions?.length ?? 0),
          0,
        );
        return [n(count, words)];
      }
      if (place?.kind === 'items') return [n(items(place.key).length, words)];
      if (place?.kind === 'named') return [n(Object.keys(held[place.key] ?? {}).length, words)];
      return [];
    })
    .join(', ');
}
