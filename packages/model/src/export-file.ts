/**
 * The export file: all of a site's content in one JSON document (sections, settings, the
 * resume file record, projects and posts with their revisions, resume entries, skills), files as
 * their URLs. Messages and analytics are not content and stay out.
 *
 * validateExportFile checks a whole file before anything is written, each item by its content
 * type's declaration (content-types/: the limits firestore.rules applies, and the list items it
 * cannot check), plus what only a whole file can break: duplicate ids, two posts with one slug,
 * dates in the future. An import stores a file only when it has no problem at all.
 */
import {
  BLOG_POST,
  PROJECT,
  RESUME_ENTRY,
  RESUME_FILE,
  SECTIONS,
  SETTINGS,
  SKILL,
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
import { checkKeys, isObj, list, object, type Obj } from './declare/composite.js';
import { checkDoc, type ContentType } from './declare/content-type.js';
import { makeField, scalar, type AnyField, type Report } from './declare/field.js';
import { time, type IsoDateTime } from './declare/kinds.js';
import { FIELD_LIMITS } from './field-rules.js';
import { MAX_REVISIONS } from './revisions.js';

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

export type ExportCheck = { ok: true; file: ExportFile } | { ok: false; problems: string[] };

/** Problems past this many are summed up: a wrong file would otherwise list thousands. */
const MAX_PROBLEMS = 20;

/**
 * A name every JavaScript object has (Object.prototype's: __proto__, constructor, toString, valueOf…).
 * A file may hold none, as an id or as a key: code that keeps documents or fields by name in a plain
 * object would read such a name as the object's own, or set the object's prototype.
 */
export const isPrototypeName = (name: string): boolean => name in Object.prototype;

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

/** An exported item: its id, its declared fields and, for posts and projects, its revisions. */
const item = (type: ContentType, more: Record<string, AnyField> = {}): ContentType => ({
  name: type.name,
  fields: { id: ID, ...type.fields, ...more },
  ...(type.refine ? { refine: type.refine } : {}),
});

const EXPORTED = {
  project: item(PROJECT, { revisions: revisions('projects') }),
  post: item(BLOG_POST, { revisions: revisions('blog_posts') }),
  resume: item(RESUME_ENTRY),
  skill: item(SKILL),
};

/** An export's list of items: each checked by its declaration, no id used twice. */
function checkItems(path: string, value: unknown, type: ContentType, report: Report, now: Date, each?: (item: Obj, at: string) => void) {
  const items = list(object(type.fields, { label: type.name }), { label: path, max: 10_000 });
  if (!Array.isArray(value)) return items.check(value, path, report, { now });
  if (value.length > 10_000) report(path, 'more than 10000 items');
  const seen = new Set<string>();
  value.forEach((entry, i) => {
    const at = `${path}[${i}]`;
    checkDoc(type, entry, at, report, { now });
    if (isObj(entry)) each?.(entry, at);
  });
  value.forEach((entry, i) => {
    const id = isObj(entry) ? entry.id : undefined;
    if (typeof id !== 'string') return;
    if (seen.has(id)) report(`${path}[${i}].id`, `"${id}" is used twice`);
    seen.add(id);
  });
}

/** Sections or settings: an object of some of the declared documents, by name. */
function checkNamed(path: string, value: unknown, types: Record<string, ContentType>, report: Report) {
  const optional = Object.fromEntries(Object.keys(types).map((k) => [k, { ...object({}, { label: k }), optional: true }]));
  if (!checkKeys(value, optional, path, report)) return;
  for (const [name, type] of Object.entries(types)) {
    if ((value as Obj)[name] !== undefined) checkDoc(type, (value as Obj)[name], `${path}.${name}`, report);
  }
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

const TOP = ['format', 'version', 'exported_at', 'sections', 'settings', 'resume_file', 'projects', 'posts', 'resume', 'skills'];

/**
 * Checks a parsed export file completely. Posts public since before first publications were
 * recorded (published, no published_at) get their creation date as first publication, which is
 * the date they show already; nothing else is changed.
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
  checkNamed('sections', value.sections, SECTIONS, report);
  checkNamed('settings', value.settings, SETTINGS, report);
  if (value.resume_file !== null) checkDoc(RESUME_FILE, value.resume_file, 'resume_file', report);

  checkItems('projects', value.projects, EXPORTED.project, report, now);
  // One slug leads to one post: no slug, current or earlier, belongs to two posts.
  const slugOwners = new Map<string, string>();
  checkItems('posts', value.posts, EXPORTED.post, report, now, (post, at) => {
    const slugs = [post.slug, ...(Array.isArray(post.previous_slugs) ? (post.previous_slugs as unknown[]) : [])];
    for (const slug of slugs) {
      if (typeof slug !== 'string') continue;
      // A slug is the id of its claim (slugs/{slug}).
      if (isPrototypeName(slug)) report(`${at}.slug`, `"${slug}" is a name every JavaScript object has, so no slug may be it`);
      const owner = slugOwners.get(slug);
      if (owner !== undefined && owner !== post.id) report(`${at}.slug`, `"${slug}" is also a slug of post "${owner}"`);
      slugOwners.set(slug, String(post.id));
    }
  });
  checkItems('resume', value.resume, EXPORTED.resume, report, now);
  checkItems('skills', value.skills, EXPORTED.skill, report, now);

  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`…and ${problems.length - MAX_PROBLEMS} more problems.`);
    return { ok: false, problems: shown };
  }
  const checked = value as unknown as ExportFile;
  return {
    ok: true,
    file: {
      ...checked,
      posts: checked.posts.map((post) => (post.published && !post.published_at ? { ...post, published_at: post.created_at } : post)),
    },
  };
}

/** What an import stored, for the owner's message. */
export function exportSummary(file: ExportFile): string {
  const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  const revisions = [...file.projects, ...file.posts].reduce((sum, item) => sum + item.revisions.length, 0);
  return [
    n(file.projects.length, 'project'),
    n(file.posts.length, 'post'),
    n(revisions, 'revision'),
    n(file.resume.length, 'resume entry', 'resume entries'),
    n(file.skills.length, 'skill'),
    n(Object.keys(file.sections).length, 'section'),
    n(Object.keys(file.settings).length, 'settings group'),
  ].join(', ');
}
