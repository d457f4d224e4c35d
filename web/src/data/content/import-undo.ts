/**
 * Undoing an import without taking its records on trust (import-job.ts, import-records.ts). A document
 * the records name is deleted only when the kept file says that batch wrote it so (when the kept file
 * is whole and is the one the import began with) and it still holds exactly what was written (its
 * hash); a document the import replaced is put back as it was before. Anything else is left as it is
 * and reported: changed since, not written by this import's file, or kept with a post or project left
 * as it is (its slug claims, its revisions). Each batch's documents are read again just before it is
 * taken back, and those a screen writes by name are expected as read (import-records.ts), so an edit
 * made meanwhile in another tab is left too.
 */
import { COLLECTION_DECLARATIONS, IMPORT_JOB_ID, importSeq, problemsOf } from '@portfolio/model';
import { DataError, type BatchOp, type DataPort, type Doc } from '../port';
import { expectAsRead, hashesOf, inPlan, readRefs, refParts, type PlanHashes, type RecordedWrite } from './import-records';

export type LeftReason = 'changed' | 'not-written' | 'kept-with' | 'unrestorable';
export interface LeftAlone {
  ref: string;
  why: LeftReason;
}

type Stored = Map<string, Record<string, unknown>>;
type Decision = { kind: 'delete' | 'restore' | 'none'; write: RecordedWrite; data?: Record<string, unknown> } | LeftAlone;

const JOB = { collection: 'import_jobs', id: IMPORT_JOB_ID } as const;
const isHash = (hash: string) => /^[0-9a-f]{64}$/.test(hash);

/** What a document held before the import, as it can be written back (times as Dates), or null when it cannot. */
function restorable(ref: string, before: string): Record<string, unknown> | null {
  const { collection, id } = refParts(ref);
  const type = COLLECTION_DECLARATIONS[collection].docType(id);
  try {
    const data = JSON.parse(before) as Record<string, unknown>;
    if (!type || typeof data !== 'object' || data === null || problemsOf(type, data).length > 0) return null;
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        type.fields[key]?.kind === 'time' && typeof value === 'string' ? new Date(value) : value,
      ]),
    );
  } catch {
    return null;
  }
}

function decideOne(write: RecordedWrite, stored: Stored, hashes: Map<string, string>, plan: PlanHashes | null): Decision {
  const { ref } = write;
  if (!isHash(write.hash) || (plan && !inPlan(plan, write.batch, ref, write.hash))) return { ref, why: 'not-written' };
  const here = stored.has(ref);
  if (here && hashes.get(ref) !== write.hash) return { ref, why: 'changed' };
  if (!write.before) return { kind: here ? 'delete' : 'none', write };
  const data = restorable(ref, write.before);
  return data ? { kind: 'restore', write, data } : { ref, why: 'unrestorable' };
}

/**
 * What Undo does with each document the records name (the newest record of a document decides), given
 * the site as it is now: delete, put back, nothing (gone already), or leave it, saying why.
 */
export function decideUndo(writes: readonly RecordedWrite[], stored: Stored, hashes: Map<string, string>, plan: PlanHashes | null) {
  const newest = new Map<string, RecordedWrite>();
  for (const write of writes) if ((newest.get(write.ref)?.batch ?? -1) < write.batch) newest.set(write.ref, write);
  const decided = new Map<string, Decision>([...newest].map(([ref, write]) => [ref, decideOne(write, stored, hashes, plan)]));
  // A post or project that stays keeps its slug claims and its revisions.
  const stays = (ref: string) => stored.has(ref) && (decided.get(ref) as { kind?: string } | undefined)?.kind !== 'delete';
  for (const [ref, decision] of decided) {
    if (!('kind' in decision) || decision.kind !== 'delete') continue;
    const doc = stored.get(ref)!;
    const { collection } = refParts(ref);
    const owner = collection === 'slugs' ? `blog_posts/${String(doc.post_id)}` : `${String(doc.collection)}/${String(doc.doc_id)}`;
    if ((collection === 'slugs' || collection === 'revisions') && stays(owner)) decided.set(ref, { ref, why: 'kept-with' });
  }
  return decided;
}

/** The writes of one batch of the undo: each deletion or restore expects the document as read (import-records.ts). */
function undoOps(decisions: readonly Decision[], stored: Stored): BatchOp[] {
  return decisions.flatMap((decision): BatchOp[] => {
    if (!('kind' in decision) || decision.kind === 'none') return [];
    const { ref } = decision.write;
    const { collection, id } = refParts(ref);
    const write: BatchOp =
      decision.kind === 'delete' ? { type: 'delete', collection, id } : { type: 'set', collection, id, data: decision.data! };
    return [...expectAsRead(ref, stored.get(ref) ?? null), write];
  });
}

/** Reads the documents again just before their batch is taken back, into `stored` and `hashes`. */
async function reread(port: DataPort, refs: readonly string[], stored: Stored, hashes: Map<string, string>) {
  const now = await readRefs(port, refs);
  const fresh = await hashesOf(now);
  for (const ref of refs) {
    if (now.has(ref)) {
      stored.set(ref, now.get(ref)!);
      hashes.set(ref, fresh.get(ref)!);
    } else {
      stored.delete(ref);
      hashes.delete(ref);
    }
  }
}

/** A batch's undo is tried again this often when a document it expects changes before it commits. */
const TRIES = 3;

/**
 * Takes back the recorded batches, newest first: each batch's deletions and restores, its record and
 * the job's count, in one batch. Returns what it left as it is.
 */
export async function takeBack(
  port: DataPort,
  records: readonly Doc<'import_batches'>[],
  writes: readonly RecordedWrite[],
  stored: Stored,
  plan: PlanHashes | null,
  onProgress?: (done: number, total: number) => void,
): Promise<LeftAlone[]> {
  const hashes = await hashesOf(stored);
  const left = new Map<string, LeftAlone>();
  const newestFirst = [...records].sort((a, b) => (a.id < b.id ? 1 : -1));
  onProgress?.(0, newestFirst.length);
  for (const [done, record] of newestFirst.entries()) {
    const refs = [...new Set(writes.filter((write) => importSeq(write.batch) === record.id).map((write) => write.ref))];
    const ofThisBatch = (): Decision[] => {
      const decided = decideUndo(writes, stored, hashes, plan);
      return refs.map((ref) => decided.get(ref)!).filter((d) => !('kind' in d) || importSeq(d.write.batch) === record.id);
    };
    let mine: Decision[] = [];
    for (let attempt = 1; ; attempt++) {
      await reread(port, refs, stored, hashes);
      mine = ofThisBatch();
      try {
        await port.batch([
          ...undoOps(mine, stored),
          { type: 'delete', collection: 'import_batches', id: record.id },
          { type: 'update', ...JOB, data: { written: newestFirst.length - done - 1 } },
        ]);
        break;
      } catch (error) {
        if (!(error instanceof DataError && error.code === 'failed-precondition') || attempt === TRIES) throw error;
      }
    }
    for (const decision of mine) {
      if (!('kind' in decision)) left.set(decision.ref, decision);
      // Gone now: a post or project deleted here keeps no claims or revisions in older batches.
      else if (decision.kind === 'delete') stored.delete(decision.write.ref);
    }
    onProgress?.(done + 1, newestFirst.length);
  }
  return [...left.values()];
}
