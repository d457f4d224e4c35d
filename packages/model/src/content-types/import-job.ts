/**
 * An import in progress: the owner's admin writes an export file into an empty site in
 * batches, and records as it goes what it has written, so that an import the owner's page left
 * midway (a closed tab, a lost connection) can be resumed or undone on the next visit and never
 * stays half-written. All three are owner-only and are removed when the import or its undo ends.
 *
 * - import_jobs/current: the one import under way and how far it got;
 * - import_parts/{n}: the checked file, in parts (a document holds at most 1 MiB), to resume from;
 * - import_batches/{n}: the documents batch n wrote ("collection/id"), written in that same batch, to undo:
 *   with the hash of what it wrote to each (Undo deletes only a document that still holds exactly that)
 *   and what each held before (Undo puts it back).
 *
 * None of them is trusted: any owner-scoped write can change them. Undo and Resume check each against
 * the kept file (whose hash the job keeps) and the documents against their hashes (import-job.ts).
 */
import { collectionOf, namedCollection } from '../declare/collection.js';
import { list } from '../declare/composite.js';
import { contentType, type DocOf } from '../declare/content-type.js';
import { choice, integer, text, time } from '../declare/kinds.js';

export const IMPORT_LIMITS = {
  /** Characters of the file per part: at most 3 bytes each in UTF-8, so a part stays far below 1 MiB. */
  partChars: 300_000,
  /** Parts of one file: 300 MB of text, far beyond what an export of 10,000 posts is. */
  parts: 1_000,
  /** Batches of one import (each at most 400 writes). */
  batches: 10_000,
  /** Documents one batch writes: the import's own batch limit, with room. */
  batchRefs: 450,
  /** A SHA-256 in hex. */
  hashChars: 64,
} as const;

/** The id of the one import under way. */
export const IMPORT_JOB_ID = 'current';

export const IMPORT_STATES = ['storing', 'writing', 'undoing'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const IMPORT_JOB = contentType({
  name: 'import',
  rules: 'isImportJob',
  fields: {
    /** storing: the file's parts are being kept (nothing written yet); writing: batches go in; undoing: they come out. */
    state: choice(IMPORT_STATES, { label: 'State', initial: 'storing' }),
    started_at: time({ label: 'Started' }),
    /** What the file holds, as the import's message says it ("3 projects, 4 posts, …"). */
    summary: text({ label: 'What it holds', max: 500 }),
    parts: integer({ label: 'Parts of the file', min: 0, max: IMPORT_LIMITS.parts }),
    batches: integer({ label: 'Batches', min: 0, max: IMPORT_LIMITS.batches }),
    /** Batches written so far (counting down again while undoing). */
    written: integer({ label: 'Batches written', min: 0, max: IMPORT_LIMITS.batches }),
    /**
     * The SHA-256 of the kept file's text (64 hex digits), recorded before its parts are written: a
     * resume refuses a kept file that no longer matches it. Absent on a job from before it was kept.
     */
    file_hash: text({ label: 'Hash of the kept file', max: IMPORT_LIMITS.hashChars, optional: true }),
  },
});

export const IMPORT_PART = contentType({
  name: 'import file part',
  rules: 'isImportPart',
  fields: { text: text({ label: 'Part of the file', max: IMPORT_LIMITS.partChars }) },
});

export const IMPORT_BATCH = contentType({
  name: 'import batch',
  rules: 'isImportBatch',
  fields: {
    /** "collection/id" of each document the batch wrote. */
    refs: list(text({ label: 'Document', max: 1600 }), { label: 'Documents written', max: IMPORT_LIMITS.batchRefs }),
    /** For each of them, the SHA-256 of what it wrote (the document as read back, parsed by its declaration). */
    hashes: list(text({ label: 'Hash', max: IMPORT_LIMITS.hashChars }), {
      label: 'What each holds',
      max: IMPORT_LIMITS.batchRefs,
      optional: true,
    }),
    /** For each of them, what it held before the batch replaced it (its JSON), or '' when it did not exist. */
    before: list(text({ label: 'Replaced document', max: IMPORT_LIMITS.partChars }), {
      label: 'What each replaced',
      max: IMPORT_LIMITS.batchRefs,
      optional: true,
    }),
  },
});

/** Ids of parts and batches, which sort as their numbers do. */
export const importSeq = (n: number): string => String(n).padStart(5, '0');

export const IMPORT_JOBS = namedCollection<DocOf<typeof IMPORT_JOB>>()(
  'import_jobs',
  { [IMPORT_JOB_ID]: IMPORT_JOB },
  { labels: { singular: 'Import', plural: 'Imports' }, read: 'owner', write: 'owner' },
);
export const IMPORT_PARTS = collectionOf('import_parts', IMPORT_PART, {
  labels: { singular: 'Import file part', plural: 'Import file parts' },
  read: 'owner',
  write: 'owner',
});
export const IMPORT_BATCHES = collectionOf('import_batches', IMPORT_BATCH, {
  labels: { singular: 'Import batch', plural: 'Import batches' },
  read: 'owner',
  write: 'owner',
});
