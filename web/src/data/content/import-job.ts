/**
 * An import as a recorded job (issue 22), so that no import stays half-written: before it writes any
 * content, the import keeps the checked file in parts (import_parts) and a job record
 * (import_jobs/current); every batch of content it writes carries, in the same atomic batch, the list
 * of what it wrote (import_batches/{n}) and the job's new count. If the page closes midway, the next
 * visit finds the job: Resume writes the batches not yet written from the kept file, Undo deletes
 * exactly what the recorded batches wrote. The job goes first when the import or its undo ends, its
 * parts and lists after it (leftovers of an interrupted clean-up are swept by the next import).
 *
 * The declarations are in packages/model/src/content-types/import-job.ts; the rules keep them to the owner.
 */
import {
  exportSummary,
  IMPORT_JOB_ID,
  IMPORT_LIMITS,
  importSeq,
  type CollectionName,
  type CollectionTypes,
  type ExportFile,
} from '@portfolio/model';
import { DataError, SERVER_TIME, type BatchOp, type DataPort, type Doc } from '../port';
import { checkImportFile, contentPresent, importPlan, ImportRefused } from './export-import';

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
} as const;

const JOB = { collection: 'import_jobs', id: IMPORT_JOB_ID } as const;
/** Parts of the file written per batch: 4 × 300,000 characters stays far below a request's 10 MiB. */
const PARTS_PER_BATCH = 4;
/** Deletions per batch when clearing parts and lists (Firestore takes 500 writes a batch). */
const CLEAR_BATCH = 400;

const refOf = (op: BatchOp) => `${op.collection}/${op.id}`;
function opOf(ref: string): BatchOp {
  const at = ref.indexOf('/');
  return { type: 'delete', collection: ref.slice(0, at) as CollectionName, id: ref.slice(at + 1) };
}

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

/**
 * Writes the plan's batches from `from` on, each with its list of what it wrote and the job's count.
 * A batch is written only while the job is still writing *and* still at that batch, so each batch is
 * written once, by one writer: an undo begun in another tab stops this one (a batch that went in
 * after the undo read the lists would be left behind by it); and a batch that another tab resuming
 * the same import, or a closed tab's last request, wrote first is taken as done, and this one goes on
 * after it. (Both writing it would put a post's revisions in twice: each plan draws their ids anew.)
 */
async function writeFrom(port: DataPort, plan: BatchOp[][], from: number, onProgress?: ImportProgress) {
  let n = from;
  while (n < plan.length) {
    const batch = plan[n]!;
    try {
      await port.batch([
        { type: 'expect', ...JOB, data: { state: 'writing', written: n } },
        ...batch,
        { type: 'set', collection: 'import_batches', id: importSeq(n), data: { refs: batch.map(refOf) } },
        { type: 'update', ...JOB, data: { written: n + 1 } },
      ]);
      n += 1;
    } catch (error) {
      if (!(error instanceof DataError && error.code === 'failed-precondition')) throw error;
      const job = await unfinishedImport(port);
      if (job?.state === 'undoing') throw new ImportRefused(IMPORT_MESSAGES.undoing);
      if (job?.state !== 'writing' || job.written <= n) throw new ImportRefused(IMPORT_MESSAGES.elsewhere);
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
  const parts = splitText(JSON.stringify(file));
  const job: CollectionTypes['import_jobs'] = {
    state: 'storing',
    started_at: '',
    summary: exportSummary(file),
    parts: parts.length,
    batches: plan.length,
    written: 0,
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
      () => true,
      (undo: unknown) => (console.error('Undoing a failed import failed', undo), false),
    );
    if (!undone) throw new ImportRefused(IMPORT_MESSAGES.stopped);
    throw error;
  }
  await finish(port);
  return file;
}

/** Writes the batches an interrupted import had not written yet, from the file it kept. */
export async function resumeImport(port: DataPort, options: { now?: Date; onProgress?: ImportProgress } = {}): Promise<ExportFile> {
  const job = await unfinishedImport(port);
  if (!job) throw new ImportRefused('There is no unfinished import to resume.');
  // Another tab (or an earlier visit) began taking it back: resuming would write what it is deleting.
  if (job.state === 'undoing') throw new ImportRefused(IMPORT_MESSAGES.undoing);
  if (job.state !== 'writing') throw new ImportRefused(IMPORT_MESSAGES.notStored);
  const parts = await port.getDocs({ collection: 'import_parts', orderBy: [{ field: '__name__' }] });
  const file = parts.length === job.parts ? checkImportFile(parts.map((p) => p.text).join(''), options.now) : null;
  const plan = file ? importPlan(file) : [];
  if (!file || plan.length !== job.batches) throw new ImportRefused(IMPORT_MESSAGES.changedFile);
  options.onProgress?.(job.written, plan.length);
  await writeFrom(port, plan, job.written, options.onProgress);
  await finish(port);
  return file;
}

/** Deletes exactly what an unfinished import wrote, newest batch first, then the job itself. */
export async function undoImport(port: DataPort, options: { onProgress?: ImportProgress } = {}): Promise<void> {
  const job = await unfinishedImport(port);
  if (!job) return;
  if (job.state !== 'undoing') await port.update(JOB.collection, JOB.id, { state: 'undoing' });
  // Newest first; Firestore scans document ids only ascending.
  const written = (await port.getDocs({ collection: 'import_batches', orderBy: [{ field: '__name__' }] })).reverse();
  let left = written.length;
  options.onProgress?.(0, left);
  for (const batch of written) {
    left -= 1;
    await port.batch([
      ...batch.refs.map(opOf),
      { type: 'delete', collection: 'import_batches', id: batch.id },
      { type: 'update', ...JOB, data: { written: left } },
    ]);
    options.onProgress?.(written.length - left, written.length);
  }
  await finish(port);
}
