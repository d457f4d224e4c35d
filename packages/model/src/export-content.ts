/**
 * The export file built from a site's stored content, whoever reads it: the admin's Export (through
 * the data port, in the browser) and the nightly backup (firebase-admin, in the functions) make the
 * same file from the same content.
 */
import { BLOG_POST, PROJECT, RESUME_ENTRY, SKILL, type Project, type ResumeEntry, type Skill } from './content-types/index.js';
import type { CollectionName } from './collections.js';
import { pickFields } from './declare/content-type.js';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportedPost, type ExportedRevision, type ExportFile } from './export-file.js';
import { revisionData, type RevisedCollection } from './revisions.js';
import type { PostRevisionData } from './content-types/index.js';

type Stored = Record<string, unknown> & { id: string };

/** How an export reads a site: whole collections in an order (times as ISO text), and one document. */
export interface ContentReader {
  /**
   * Every document of `collection` in the given order (ties by document id), however many: a reader
   * reads them a page at a time. `times` names the ordering fields that hold times.
   */
  all(
    collection: CollectionName,
    orderBy: readonly { field: string; direction?: 'asc' | 'desc' }[],
    times?: readonly string[],
  ): Promise<Stored[]>;
  one(collection: CollectionName, id: string): Promise<Record<string, unknown> | null>;
}

/** Every revision, grouped by "collection/doc id", newest first. */
async function revisionsByItem(reader: ContentReader) {
  const all = await reader.all('revisions', [{ field: 'saved_at', direction: 'desc' }], ['saved_at']);
  const grouped = new Map<string, Stored[]>();
  for (const r of all)
    grouped.set(`${String(r.collection)}/${String(r.doc_id)}`, [...(grouped.get(`${String(r.collection)}/${String(r.doc_id)}`) ?? []), r]);
  return <C extends RevisedCollection>(collection: C, id: string) =>
    (grouped.get(`${collection}/${id}`) ?? []).map((r) => ({
      saved_at: r.saved_at,
      data: revisionData(collection, r.data as never),
    })) as ExportedRevision<C extends 'projects' ? Project : PostRevisionData>[];
}

/** Everything the owner edits, as the export file holds it. */
export async function buildExportFile(reader: ContentReader, now: Date): Promise<ExportFile> {
  const [sections, settings, resumeFile, projects, posts, resume, skills, revisionsOf] = await Promise.all([
    reader.all('sections', []),
    reader.all('site_settings', []),
    reader.one('meta_data', 'resume_file'),
    reader.all('projects', [{ field: 'sort_order' }]),
    reader.all('blog_posts', [{ field: 'created_at', direction: 'desc' }], ['created_at']),
    reader.all('resume_data', [{ field: 'type' }, { field: 'sort_order' }]),
    reader.all('skills', [{ field: 'sort_order' }]),
    revisionsByItem(reader),
  ]);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    sections: Object.fromEntries(sections.map((s) => [s.id, s.content])),
    settings: Object.fromEntries(settings.map((s) => [s.id, s.settings])),
    resume_file: (resumeFile?.value ?? null) as ExportFile['resume_file'],
    // Each item's declared fields, in declared order, so two exports of the same content are the same text.
    projects: projects.map((p) => ({ id: p.id, ...(pickFields(PROJECT, p) as Project), revisions: revisionsOf('projects', p.id) })),
    posts: posts.map((p) => ({ id: p.id, ...pickFields(BLOG_POST, p), revisions: revisionsOf('blog_posts', p.id) }) as ExportedPost),
    resume: resume.map((r) => ({ id: r.id, ...(pickFields(RESUME_ENTRY, r) as ResumeEntry) })),
    skills: skills.map((s) => ({ id: s.id, ...(pickFields(SKILL, s) as Skill) })),
  };
}

/** The export as a file's text (the admin's download and the nightly backup alike). */
export const exportText = (file: ExportFile): string => `${JSON.stringify(file, null, 2)}\n`;
