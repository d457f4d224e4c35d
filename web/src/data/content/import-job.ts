/**
 * An import as a recorded job, so that no import stays half-written: before it writes any
 * content, the import keeps the checked file in parts (import_parts) and a job record
 * (import_jobs/current); every batch of content it writes carries, in the same atomic batch, the list
 * of what it wrote (import_batches/{n}) and the job's new count. If the page closes midway, the next
 * visit finds the job: Resume writes the batches not yet written from the kept file, Undo takes back
 * what the recorded batches wrote. The job goes first when the import or its undo ends, its parts and
 * lists after it (leftovers of an interrupted clean-up are swept by the next import).
 *
 * Nothing recorded is taken on trust, since any owner-scoped write can change it (import-records.ts):
 * the job keeps the hash of the file it keeps, each batch's list the hash of what it wrote to each
 * document and what that document held before. Resume refuses unless the kept file matches its hash,
 * the lists match the file, and the site is as the import left it; Undo deletes only what still holds
 * exactly what the file wrote, puts back what was replaced, and reports what it left (import-undo.ts).
 *
 * The declarations are in packages/model/src/content-types/import-job.ts; the rules keep them to the owner.
 */
import { exportSummary, IMPORT_JOB_ID, IMPORT_LIMITS, importSeq, type CollectionTypes, type ExportFile } from '@portfolio/model';
import { DataError, SERVER_TIME, type BatchOp, type DataPort, type Doc } from '../port';
import { checkImportFile, contentPresent, importPlan, ImportRefused } from './export-import';
import {
  hashesOf,
  inPlan,
  isContent,
  keptFile,
  planHashes,
  recordBatch,
  recordedWrites,
  sha256,
  storedContent,
  type PlanHashes,
} from './import-records';
import { takeBack, type LeftAlone } from './import-undo';

export type ImportJob = Doc<'import_jobs'>;

/** How far a running import (or undo) is: batches done of all. */
export type ImportProgress = (done: number, total: number) => void;

export const IMPORT_MESSAGES = {
  unfinished: 'An earlier import did not finish: resume or undo it first (Settings, Export and Import).',
  changedFile: 'The kept copy of the import file no longer matches its record; undo the import instead.',
  notStored: 'This import stopped before it kept its whole file, so it cannot resume; undo it and import the file again.',
  undoing: 'This import is being undone: finish the undo (Finish Undo), then import the file again.',
  elsewhere: 'This import was finished or undone in another tab or window: reload this page to see the site as it is.',
  stopped: 'The import stopped part-way and could not be taken back yet: resume or undo it below.',
  recordsChanged: 'The records of this import no longer match the file it kept, so it cannot resume; undo it instead.',
  siteChanged: (refs: readonly string[]) =>
    `The site changed since this import stopped (${namesOf(refs)}): resuming could overwrite that. Undo the import instead, then import the file again.`,
  written: 'Documents the import is about to write changed while it wrote them; import the file again.',
  partlyTakenBack: (left: readonly LeftAlone[]) =>
    `The import stopped part-way and was taken back, except ${namesOf(left.map((l) => l.ref))}, which changed meanwhile and were left as they are.`,
};

/** Documents named in a message: the first few, and how many. */
export function namesOf(refs: readonly string[]): string {
  const count = `${refs.length} ${refs.length === 1 ? 'document' : 'documents'}`;
  const shown = refs.slice(0, 5).join(', ');
  return `${count}: ${shown}${refs.length > 5 ? ', …' : ''}`;
}

const JOB = { collection: 'import_jobs', id: IMPORT_JOB_ID } as const;
/** Parts of the file written per batch: 4 × 300,000 characters stays far below a request's 10 MiB. */
const PARTS_PER_BATCH = 4;
/** Deletions per batch when clearing parts and lists (Firestore takes 500 writes a batch). */
const CLEAR_BATCH = 400;

/** The file's text in parts of at most IMPORT_LIMITS.partChars characters. */
export function splitText(text: string, size: number = IMPORT_LIMITS.partChars): string[] {
  const parts: string[] = [];
  for (let at = 0; at < text.length; at += size) parts.push(text.slice(at, at + size));
  return parts.length ? parts : [''];
}

async function inBatches(port: DataPort, ops: BatchOp[], size: number) {
  for (let at = 0; at < ops.length; at += size) await port.batch(ops.slice(at, at + size));
}

/** Deletes every kept part and batch list (after the job is gone, or left over from an earlier one). */
async function sweep(port: DataPort) {
  for (const collection of ['import_parts', 'import_batches'] as const) {
    for (;;) {
      const docs = await port.getDocs({ collection, limit: CLEAR_BATCH });
      if (docs.length === 0) break;
      await port.batch(docs.map((d) => ({ type: 'delete', collection, id: d.id })));
    }
  }
}

async function finish(port: DataPort) {
  await port.remove(JOB.collection, JOB.id);
  await sweep(port);
}

/** A batch is tried again this often when a document it is about to write changes before it commits. */
const TRIES = 3;

/**
 * Writes the plan's batches from `from` on, each with its record (what it wrote, and what it replaced)
 * and the job's count. A batch is written only while the job is still writing *and* still at that
 * batch, so each batch is written once, by one writer: an undo begun in another tab stops this one (a
 * batch that went in after the undo read the lists would be left behind by it); and a batch that
 * another tab resuming the same import, or a closed tab's last request, wrote first is taken as done,
 * and this one goes on after it. (Both writing it would put a post's revisions in twice: each plan
 * draws their ids anew.) It also expects each document it writes to be as it read it for its record.
 */
async function writeFrom(port: DataPort, plan: BatchOp[][], from: number, onProgress?: ImportProgress) {
  let n = from;
  let tries = 0;
  while (n < plan.length) {
    const batch = plan[n]!;
    try {
      const { record, expects } = await recordBatch(port, batch);
      await port.batch([
        { type: 'expect', ...JOB, data: { state: 'writing', written: n } },
        ...expects,
        ...batch,
        { type: 'set', collection: 'import_batches', id: importSeq(n), data: { ...record } },
        { type: 'update', ...JOB, data: { written: n + 1 } },
      ]);
      n += 1;
      tries = 0;
    } catch (error) {
      if (!(error instanceof DataError && error.code === 'failed-precondition')) throw error;
      const job = await unfinishedImport(port);
      if (job?.state === 'undoing') throw new ImportRefused(IMPORT_MESSAGES.undoing);
      if (job?.state !== 'writing' || job.written < n) throw new ImportRefused(IMPORT_MESSAGES.elsewhere);
      // Still at this batch: one of its documents changed after it was read. Read them again.
      if (job.written === n && ++tries >= TRIES) throw new ImportRefused(IMPORT_MESSAGES.written);
      n = job.written;
    }
    onProgress?.(n, plan.length);
  }
}

/** The import under way, if there is one. */
export const unfinishedImport = (port: DataPort): Promise<ImportJob | null> => port.getDoc(JOB.collection, JOB.id);

/**
 * Checks the whole file, then that the site is empty and no import is under way, then keeps the file
 * and writes it batch by batch. Rejects with ImportRefused (nothing stored) when the file is not valid
 * or the site has content. Should a batch fail, what was written is undone at once; should that fail
 * too (or the page close), the job stays for Resume or Undo.
 */
export async function importContent(
  port: DataPort,
  text: string,
  options: { now?: Date; onProgress?: ImportProgress } = {},
): Promise<ExportFile> {
  const file = checkImportFile(text, options.now);
  if (await unfinishedImport(port)) throw new ImportRefused(IMPORT_MESSAGES.unfinished);
  const present = await contentPresent(port);
  if (present.length > 0) {
    throw new ImportRefused(`Import works only into an empty site; this one already has ${present.join(', ')}.`);
  }
  await sweep(port);
  const plan = importPlan(file);
  const kept = JSON.stringify(file);
  const parts = splitText(kept);
  const job: CollectionTypes['import_jobs'] = {
    state: 'storing',
    started_at: '',
    summary: exportSummary(file),
    parts: parts.length,
    batches: plan.length,
    written: 0,
    file_hash: await sha256(kept),
  };
  await port.set(JOB.collection, JOB.id, { ...job, started_at: SERVER_TIME });
  const partOps = parts.map((part, n): BatchOp => ({ type: 'set', collection: 'import_parts', id: importSeq(n), data: { text: part } }));
  await inBatches(port, partOps, PARTS_PER_BATCH);
  await port.update(JOB.collection, JOB.id, { state: 'writing' });
  try {
    await writeFrom(port, plan, 0, options.onProgress);
  } catch (error) {
    // A refused or failed batch: take back what went in, so that "nothing was stored" holds. If
    // that fails too, the job stays and the admin offers Resume and Undo.
    const undone = await undoImport(port).then(
      (report) => report,
      (undo: unknown) => (console.error('Undoing a failed import failed', undo), null),
    );
    if (!undone) throw new ImportRefused(IMPORT_MESSAGES.stopped);
    if (undone.left.length > 0) throw new ImportRefused(IMPORT_MESSAGES.partlyTakenBack(undone.left));
    throw error;
  }
  await finish(port);
  return file;
}

/**
 * Refuses to resume unless the site is as the import left it: the records list exactly the batches
 * written, each as the kept file's plan writes it; every document they name still holds what was
 * written; and no other content is there (the import began on an empty site).
 */
async function assertAsLeft(port: DataPort, job: ImportJob, plan: PlanHashes) {
  const records = await port.getDocs({ collection: 'import_batches', orderBy: [{ field: '__name__' }] });
  const writes = recordedWrites(records);
  const complete = records.length === job.written && records.every((record, n) => record.id === importSeq(n));
  if (!complete || !writes.every((write) => inPlan(plan, write.batch, write.ref, write.hash)))
    throw new ImportRefused(IMPORT_MESSAGES.recordsChanged);
  const stored = await storedContent(port);
  const hashes = await hashesOf(stored);
  const recorded = new Map(writes.map((write) => [write.ref, write.hash]));
  const changed = [...recorded].filter(([ref, hash]) => hashes.get(ref) !== hash).map(([ref]) => ref);
  const added = [...stored].filter(([ref, doc]) => !recorded.has(ref) && isContent(ref, doc)).map(([ref]) => ref);
  if (changed.length + added.length > 0) throw new ImportRefused(IMPORT_MESSAGES.siteChanged([...changed, ...added]));
}

/** Writes the batches an interrupted import had not written yet, from the file it kept. */
export async function resumeImport(port: DataPort, options: { now?: Date; onProgress?: ImportProgress } = {}): Promise<ExportFile> {
  const job = await unfinishedImport(port);
  if (!job) throw new ImportRefused('There is no unfinished import to resume.');
  // Another tab (or an earlier visit) began taking it back: resuming would write what it is deleting.
  if (job.state === 'undoing') throw new ImportRefused(IMPORT_MESSAGES.undoing);
  if (job.state !== 'writing') throw new ImportRefused(IMPORT_MESSAGES.notStored);
  const kept = await keptFile(port, job, options.now);
  if (!kept) throw new ImportRefused(IMPORT_MESSAGES.changedFile);
  const plan = await planHashes(kept.plan);
  let at = job;
  // A closed tab's last batch may land while the site is being read: then read it again, after that batch.
  for (let landed = true; landed;) {
    try {
      await assertAsLeft(port, at, plan);
      landed = false;
    } catch (error) {
      const now = await unfinishedImport(port);
      if (!(now?.state === 'writing' && now.written > at.written)) throw error;
      at = now;
    }
  }
  options.onProgress?.(at.written, kept.plan.length);
  await writeFrom(port, kept.plan, at.written, options.onProgress);
  await finish(port);
  return kept.file;
}

/** What an undo left as it was, and why (none: the site is as it was before the import). */
export interface UndoReport {
  left: LeftAlone[];
}

/**
 * Takes back what an unfinished import wrote, newest batch first, then the job itself: deletes what
 * still holds exactly what the import's file wrote, puts back what it replaced, leaves the rest.
 */
export async function undoImport(port: DataPort, options: { onProgress?: ImportProgress } = {}): Promise<UndoReport> {
  const job = await unfinishedImport(port);
  if (!job) return { left: [] };
  if (job.state !== 'undoing') await port.update(JOB.collection, JOB.id, { state: 'undoing' });
  const records = await port.getDocs({ collection: 'import_batches', orderBy: [{ field: '__name__' }] });
  // The kept file says what each batch wrote, when it is whole and the one the import began with.
  const kept = await keptFile(port, job);
  const plan = kept ? await planHashes(kept.plan) : null;
  const left = await takeBack(port, records, recordedWrites(records), await storedContent(port), plan, options.onProgress);
  await finish(port);
  return { left };
}
