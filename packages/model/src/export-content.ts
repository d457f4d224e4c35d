/**
 * The export file built from a site's stored content, whoever reads it: the admin's Export (through
 * the data port, in the browser) and the nightly backup (firebase-admin, in the functions) make the
 * same file from the same content.
 */
import type { Project } from './content-types/index.js';
import type { CollectionName } from './collections.js';
import type { Collection, FieldOrder } from './declare/collection.js';
import { pickFields } from './declare/content-type.js';
import { EXPORT_FORMAT, EXPORTED_COLLECTIONS, EXPORT_VERSION, type ExportedRevision, type ExportFile } from './export-file.js';
import { revisionData, type RevisedCollection } from './revisions.js';
import type { PostRevisionData } from './content-types/index.js';

type Placed = (typeof EXPORTED_COLLECTIONS)[number];

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

/** The ordering fields that hold times (the reader gives them as ISO text). */
const timesOf = (collection: Collection, orderBy: readonly FieldOrder[]) =>
  orderBy.map((o) => o.field).filter((field) => collection.holds[0]!.fields[field]?.kind === 'time');

/** One collection's place in the file, read. */
async function readPlace(reader: ContentReader, collection: Placed, revisionsOf: Awaited<ReturnType<typeof revisionsByItem>>) {
  const place = collection.export;
  const name = collection.name as CollectionName;
  if (place.kind === 'value') return ((await reader.one(name, place.id))?.[place.field] ?? null) as unknown;
  if (place.kind === 'named') return Object.fromEntries((await reader.all(name, [])).map((doc) => [doc.id, doc[place.field]]));
  const type = collection.holds[0]!;
  const docs = await reader.all(name, place.orderBy, timesOf(collection, place.orderBy));
  // Each item's declared fields, in declared order, so two exports of the same content are the same text.
  return docs.map((doc) => ({
    id: doc.id,
    ...pickFields(type, doc),
    ...(type.revision ? { revisions: revisionsOf(name as RevisedCollection, doc.id) } : {}),
  }));
}

/** Everything the owner edits, as the export file holds it. */
export async function buildExportFile(reader: ContentReader, now: Date): Promise<ExportFile> {
  const revisionsOf = await revisionsByItem(reader);
  const places = await Promise.all(EXPORTED_COLLECTIONS.map((collection) => readPlace(reader, collection, revisionsOf)));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    ...Object.fromEntries(EXPORTED_COLLECTIONS.map((collection, i) => [collection.export.key, places[i]])),
  } as ExportFile;
}

/** The export as a file's text (the admin's download and the nightly backup alike). */
export const exportText = (file: ExportFile): string => `${JSON.stringify(file, null, 2)}\n`;
