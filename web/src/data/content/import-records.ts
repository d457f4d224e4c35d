/**
 * What an import records as it writes, and the checks that take none of it on trust (import-job.ts):
 * any owner-scoped write can change the records, so Undo and Resume check each document against the
 * hash of what the import wrote to it, and each record against the kept file, itself checked against
 * the hash the job took of it before it was kept.
 */
import { CONTENT_COLLECTIONS, importSeq, NAMED_CONTENT, type CollectionName } from '@portfolio/model';
import type { BatchOp, DataPort, Doc } from '../port';
import { basisOf } from './based-on';
import { checkImportFile, importPlan, readInPages } from './export-import';

/** "collection/id": how the records name a document. */
export const refOf = (op: { collection: string; id: string }) => `${op.collection}/${op.id}`;
export function refParts(ref: string): { collection: CollectionName; id: string } {
  const at = ref.indexOf('/');
  return { collection: ref.slice(0, at) as CollectionName, id: ref.slice(at + 1) };
}

/** SHA-256 of a text, as 64 hex digits. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * JSON with every object's keys in code-point order, the same whatever order a backend gave them in.
 * (data/expected.ts has the same for the adapters' commits: importing it here split the adapter's
 * chunk in two and cost every visitor 0.5 KB gzip.)
 */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * What a document holds, as a hash of its fields but its id: the same whether `data` was read through
 * the port (times as ISO text) or is about to be written (its Dates become ISO text, as they read back).
 */
export function docHash(data: Record<string, unknown>): Promise<string> {
  const { id: _id, ...fields } = data;
  return sha256(canonical(fields));
}

/** What one batch of an import records beside its writes (import_batches/{n}). */
export interface BatchRecord {
  refs: string[];
  /** The hash of what the batch wrote to each document. */
  hashes: string[];
  /** What each held before the batch replaced it (JSON), or '' when it did not exist. */
  before: string[];
}

/** Documents an admin screen writes under a fixed name (NAMED_CONTENT): a batch reads only these before it writes. */
const isNamed = (ref: string) => NAMED_CONTENT.has(refParts(ref).collection);

const withoutId = ({ id: _id, ...data }: Record<string, unknown>) => data;

/** Firestore takes at most 30 values in an `in` filter. */
const IDS_PER_QUERY = 30;

/** The documents stored now under these refs (absent ones left out), read 30 ids a query. */
export async function readRefs(port: DataPort, refs: Iterable<string>): Promise<Map<string, Record<string, unknown>>> {
  const byCollection = new Map<CollectionName, string[]>();
  for (const ref of new Set(refs)) {
    const { collection, id } = refParts(ref);
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), id]);
  }
  const queries = [...byCollection].flatMap(([collection, ids]) =>
    Array.from({ length: Math.ceil(ids.length / IDS_PER_QUERY) }, (_, i) =>
      port
        .getDocs({ collection, where: [{ field: '__name__', op: 'in', value: ids.slice(i * IDS_PER_QUERY, (i + 1) * IDS_PER_QUERY) }] })
        .then((docs) => docs.map((doc) => [refOf({ collection, id: doc.id }), doc as Record<string, unknown>] as const)),
    ),
  );
  return new Map((await Promise.all(queries)).flat());
}

/**
 * What a write expects of a document it read (`doc`, null when absent), so that what it records of
 * it stays true until it commits: a document that exists, or one a screen writes by name, must still
 * be as read. (Expecting every document would read each again in the transaction: on the emulator,
 * 400 such reads took 14 s a batch on a loaded machine.)
 */
export function expectAsRead(ref: string, doc: Record<string, unknown> | null): BatchOp[] {
  const { collection, id } = refParts(ref);
  if (!doc && !isNamed(ref)) return [];
  return [{ type: 'expect', collection, id, data: basisOf(collection, id, doc).data }];
}

/**
 * A batch's record, from what its documents hold now, and the `expect` ops that keep that true until
 * it commits: a document written meanwhile refuses the batch rather than being replaced unrecorded.
 */
export async function recordBatch(port: DataPort, batch: readonly BatchOp[]): Promise<{ record: BatchRecord; expects: BatchOp[] }> {
  const writes = batch.filter((op): op is Extract<BatchOp, { type: 'set' }> => op.type === 'set');
  const targets = writes.map(refOf).filter(isNamed);
  const stored = await readRefs(port, targets);
  const refs = writes.map(refOf);
  const hashes = await Promise.all(writes.map((op) => docHash(op.data)));
  const before = refs.map((ref) => {
    const doc = stored.get(ref);
    return doc ? JSON.stringify(withoutId(doc)) : '';
  });
  return { record: { refs, hashes, before }, expects: targets.flatMap((ref) => expectAsRead(ref, stored.get(ref) ?? null)) };
}

/** What each batch of a plan writes: each document's hash by ref, and (fresh ids) its revisions' hashes. */
export interface PlanHashes {
  byRef: Map<string, string>[];
  revisions: Set<string>[];
}

export async function planHashes(plan: readonly BatchOp[][]): Promise<PlanHashes> {
  const byRef: Map<string, string>[] = [];
  const revisions: Set<string>[] = [];
  for (const batch of plan) {
    const sets = batch.filter((op): op is Extract<BatchOp, { type: 'set' }> => op.type === 'set');
    const hashes = await Promise.all(sets.map((op) => docHash(op.data)));
    // A revision's id is drawn afresh by each plan: it is known by what it holds.
    const isRevision = (op: BatchOp) => op.collection === 'revisions';
    byRef.push(new Map(sets.flatMap((op, i) => (isRevision(op) ? [] : [[refOf(op), hashes[i]!]]))));
    revisions.push(new Set(sets.flatMap((op, i) => (isRevision(op) ? [hashes[i]!] : []))));
  }
  return { byRef, revisions };
}

/** Whether batch `n` of the kept file's plan writes this document with this content. */
export function inPlan(plan: PlanHashes, n: number, ref: string, hash: string): boolean {
  if (refParts(ref).collection === 'revisions') return plan.revisions[n]?.has(hash) ?? false;
  return plan.byRef[n]?.get(ref) === hash;
}

/**
 * The kept file, when it is whole and is the file the job began with (its hash), with its plan;
 * else null. `now` as the import's checks take it.
 */
export async function keptFile(port: DataPort, job: Doc<'import_jobs'>, now?: Date) {
  if (!job.file_hash) return null;
  const parts = await port.getDocs({ collection: 'import_parts', orderBy: [{ field: '__name__' }] });
  if (parts.length !== job.parts) return null;
  const text = parts.map((part) => part.text).join('');
  if ((await sha256(text)) !== job.file_hash) return null;
  try {
    const file = checkImportFile(text, now);
    const plan = importPlan(file);
    return plan.length === job.batches ? { file, plan } : null;
  } catch {
    return null;
  }
}

/** One document a recorded batch wrote, as its record says. */
export interface RecordedWrite {
  batch: number;
  ref: string;
  hash: string;
  before: string;
}

/** Every document the records say were written, batch by batch (records whose id is not a batch's are skipped). */
export function recordedWrites(records: readonly Doc<'import_batches'>[]): RecordedWrite[] {
  return records.flatMap((record) => {
    const batch = Number(record.id);
    if (!Number.isInteger(batch) || importSeq(batch) !== record.id) return [];
    return record.refs.map((ref, i) => ({ batch, ref, hash: record.hashes?.[i] ?? '', before: record.before?.[i] ?? '' }));
  });
}

/**
 * The collections an import writes, whose documents count as content, read whole; a collection of one
 * named value (the resume file record) is read by its id, as the rules let no query list it.
 */
const CONTENT = CONTENT_COLLECTIONS.filter((c) => c.export?.kind !== 'value').map((c) => c.name as CollectionName);
const VALUES = CONTENT_COLLECTIONS.flatMap(({ name, export: place }) =>
  place?.kind === 'value' ? [{ collection: name as CollectionName, id: place.id }] : [],
);

/** What the site holds now, by ref: every document of the collections an import writes (read 500 at a time). */
export async function storedContent(port: DataPort): Promise<Map<string, Record<string, unknown>>> {
  const all = await Promise.all(CONTENT.map((collection) => readInPages(port, { collection })));
  const stored = new Map<string, Record<string, unknown>>();
  CONTENT.forEach((collection, i) => {
    for (const doc of all[i]!) stored.set(refOf({ collection, id: doc.id }), doc as Record<string, unknown>);
  });
  const values = await Promise.all(VALUES.map(({ collection, id }) => port.getDoc(collection, id)));
  VALUES.forEach((ref, i) => {
    if (values[i]) stored.set(refOf(ref), values[i] as Record<string, unknown>);
  });
  return stored;
}

/** Where a collection holds one named value that may be null (the resume file record), by "collection/id". */
const NULLABLE_VALUES = new Map<string, string>(
  CONTENT_COLLECTIONS.flatMap(({ name, export: place }) =>
    place?.kind === 'value' ? [[`${name}/${place.id}`, place.field] as const] : [],
  ),
);

/** A document that makes a site not empty (an import goes into an empty site only): all but an empty value record. */
export const isContent = (ref: string, doc: Record<string, unknown>) => {
  const field = NULLABLE_VALUES.get(ref);
  return field === undefined || doc[field] != null;
};

/** The hash of each stored document, by ref. */
export async function hashesOf(stored: ReadonlyMap<string, Record<string, unknown>>): Promise<Map<string, string>> {
  const refs = [...stored.keys()];
  const hashes = await Promise.all(refs.map((ref) => docHash(stored.get(ref)!)));
  return new Map(refs.map((ref, i) => [ref, hashes[i]!]));
}
