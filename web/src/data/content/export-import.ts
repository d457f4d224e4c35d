/**
 * Export of all content, and the checks and plan of an import (the file's shape and checks
 * are in packages/model/src/export-file.ts; the import itself, a recorded job that can be resumed or
 * undone, is in import-job.ts).
 */
import {
  buildExportFile,
  CONTENT_COLLECTIONS,
  EXPORTED_COLLECTIONS,
  exportText,
  validateExportFile,
  type CollectionName,
  type ContentReader,
  type ContentType,
  type ExportedRevision,
  type ExportFile,
} from '@portfolio/model';
import { DataError, type BatchOp, type DataPort, type Doc, type Query } from '../port';
import { newDocId } from './ids';

/** Documents read per request by the export (no read of a whole collection at once). */
export const EXPORT_PAGE = 500;

/**
 * A whole collection in the query's order, read EXPORT_PAGE documents at a time with a cursor (ties
 * broken by document id, in the direction of the last ordering, as Firestore does). `times` names
 * the ordering fields that hold times, whose cursor values go back as Dates.
 */
export async function readInPages<C extends CollectionName>(
  port: DataPort,
  query: Query<C>,
  times: readonly string[] = [],
): Promise<Doc<C>[]> {
  const orderBy = [...(query.orderBy ?? []), { field: '__name__', direction: query.orderBy?.at(-1)?.direction ?? 'asc' }];
  const all: Doc<C>[] = [];
  let after: unknown[] | undefined;
  for (;;) {
    const page = await port.getDocs({ ...query, orderBy, limit: EXPORT_PAGE, ...(after ? { startAfter: after } : {}) });
    all.push(...page);
    if (page.length < EXPORT_PAGE) return all;
    const last = page.at(-1)! as unknown as Record<string, unknown>;
    after = orderBy.map(({ field }) => {
      if (field === '__name__') return last.id;
      return times.includes(field) ? new Date(String(last[field])) : last[field];
    });
  }
}

/** The data port as the export reads it: whole collections a page at a time. */
const portReader = (port: DataPort): ContentReader => ({
  all: (collection, orderBy, times) =>
    readInPages(port, { collection, orderBy: orderBy.map((o) => ({ ...o })) }, times) as Promise<
      (Record<string, unknown> & { id: string })[]
    >,
  one: async (collection, id) => (await port.getDoc(collection, id)) as Record<string, unknown> | null,
});

/** Everything the owner edits, read through the port (the owner may read it all). */
export const exportContent = (port: DataPort, now: Date = new Date()): Promise<ExportFile> => buildExportFile(portReader(port), now);

export { exportText };

/** What a site already holds, by collection ('projects', 'a resume file'); empty for a site an import may go into. */
export async function contentPresent(port: DataPort): Promise<string[]> {
  const found = await Promise.all(
    CONTENT_COLLECTIONS.map(async (collection) => {
      const name = collection.name as CollectionName;
      const place = collection.export;
      if (place?.kind === 'value') return (await port.getDoc(name, place.id))?.[place.field as never] != null;
      return (await port.getDocs({ collection: name, limit: 1 })).length > 0;
    }),
  );
  const present = CONTENT_COLLECTIONS.filter((_, i) => found[i]);
  // What is kept beside content (post slugs, revisions) is named only when nothing else is there.
  const named = present.filter((c) => c.export?.kind !== 'beside');
  return (named.length > 0 ? named : present).map(({ export: place, labels }) =>
    place?.kind === 'value' ? `a ${labels.singular.toLowerCase()}` : labels.plural.toLowerCase(),
  );
}

/** An item as written: its times as Dates, which the adapters store as timestamps. */
function withDates(type: ContentType, item: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) => [
      key,
      type.fields[key]?.kind === 'time' && typeof value === 'string' ? new Date(value) : value,
    ]),
  );
}

export class ImportRefused extends DataError {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length ? 'invalid-argument' : 'failed-precondition', message);
  }
}

/** Parses and checks a whole file; rejects with ImportRefused, listing every problem, when it is not valid. */
export function checkImportFile(text: string, now: Date = new Date()): ExportFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ImportRefused('This file cannot be imported: it is not JSON.', ['The file is not valid JSON.']);
  }
  const checked = validateExportFile(parsed, now);
  if (!checked.ok) throw new ImportRefused(`This file cannot be imported: ${checked.problems[0]}`, checked.problems);
  return checked.file;
}

/**
 * The batches an import writes, in order. The same file always gives the same batches (the same
 * groups in the same places), so an import can resume after the batches it recorded as written.
 */
export const importPlan = (file: ExportFile): BatchOp[][] => toBatches(importGroups(file));

/**
 * The writes of an import, in groups that must share a batch (a post and its slug claims), in the
 * registry's order, each item followed by its revisions.
 */
function importGroups(file: ExportFile): BatchOp[][] {
  const set = (collection: string, id: string, data: Record<string, unknown>): BatchOp => ({
    type: 'set',
    collection: collection as CollectionName,
    id,
    data,
  });
  const held = file as unknown as Record<string, unknown>;
  const groups: BatchOp[][] = [];
  for (const collection of EXPORTED_COLLECTIONS) {
    const { name, export: place } = collection;
    const value = held[place.key];
    if (place.kind === 'value') {
      if (value) groups.push([set(name, place.id, { [place.field]: value })]);
    } else if (place.kind === 'named') {
      for (const [id, content] of Object.entries(value as Record<string, unknown>))
        groups.push([set(name, id, { [place.field]: content })]);
    } else {
      for (const { id, revisions, ...item } of value as ExportedItem[]) {
        const also = place.alsoWrites?.({ id, ...item }) ?? [];
        groups.push([set(name, id, withDates(collection.holds[0]!, item)), ...also.map((w) => set(w.collection, w.id, w.data))]);
        for (const r of revisions ?? []) {
          groups.push([set('revisions', newDocId(), { collection: name, doc_id: id, saved_at: new Date(r.saved_at), data: r.data })]);
        }
      }
    }
  }
  return groups;
}

type ExportedItem = Record<string, unknown> & { id: string; revisions?: ExportedRevision<unknown>[] };

/** Firestore takes 500 writes a batch; this leaves room. */
const BATCH_LIMIT = 400;

function toBatches(groups: BatchOp[][]): BatchOp[][] {
  const batches: BatchOp[][] = [];
  let current: BatchOp[] = [];
  for (const group of groups) {
    if (current.length + group.length > BATCH_LIMIT && current.length > 0) {
      batches.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
