/**
 * An import in progress (issue 22): the owner's admin writes an export file into an empty site in
 * batches, and records as it goes what it has written, so that an import the owner's page left
 * midway (a closed tab, a lost connection) can be resumed or undone on the next visit and never
 * stays half-written. All three are owner-only and are removed when the import or its undo ends.
 *
 * - import_jobs/current: the one import under way and how far it got;
 * - import_parts/{n}: the checked file, in parts (a document holds at most 1 MiB), to resume from;
 * - import_batches/{n}: the documents batch n wrote ("collection/id"), written in that same batch, to undo.
 */
import { list } from '../declare/composite.js';
import { contentType } from '../declare/content-type.js';
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
  },
});

/** Ids of parts and batches, which sort as their numbers do. */
export const importSeq = (n: number): string => String(n).padStart(5, '0');
