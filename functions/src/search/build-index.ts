/**
 * Builds site search's stored index from the public documents, off any visitor's request:
 * the searchable items (packages/model search.ts, at most SEARCH_CORPUS_LIMITS of them), their index
 * (search-index.ts), written as a new generation of pieces (stored-index.ts), the description pointed
 * at it, the older generations deleted. And the header box's file: the newest items' titles, summaries
 * and keywords, as many as stay under SUGGESTIONS_MAX_GZIP however large the site (the box asks the
 * server beyond them).
 */
import { gzipSync } from 'node:zlib';
import {
  buildSearchIndex,
  loadSearchCorpus,
  SEARCH_INDEX_VERSION,
  searchIndexFileOf,
  type ReadPublic,
  type SearchEntry,
  type SearchIndexMeta,
  type SearchShard,
} from '@portfolio/model';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { PRIVATE_COLLECTIONS } from '../store/types.js';
import { META_DOC, pieceId, SUGGESTIONS_DOC, type StoredSuggestions } from './stored-index.js';

/** The header box's file stays under this, gzip-compressed as the CDN sends it (the budget is 100 KB). */
export const SUGGESTIONS_MAX_GZIP = 90 * 1024;
/** A shard document stays under this (Firestore's limit for a document is 1 MiB). */
export const SHARD_MAX_BYTES = 900_000;
/**
 * Items of a type searched without a date lead the header's file (projects: a site has few, where
 * posts are many), at most this many of them.
 */
const UNDATED_FIRST = 100;

type Log = (message: string, detail?: Record<string, unknown>) => void;

export interface BuildOutcome {
  generation: string;
  count: number;
  shards: number;
  suggestions: { entries: number; complete: boolean; gzipBytes: number };
}

/** The header's file: the undated items first (projects, up to a hundred), then the newest dated ones (posts), as many as fit. */
export function suggestionsFile(entries: readonly SearchEntry[]) {
  const undated = entries.filter((e) => e.date === '');
  const ordered = [...undated.slice(0, UNDATED_FIRST), ...entries.filter((e) => e.date !== ''), ...undated.slice(UNDATED_FIRST)];
  let take = ordered.length;
  for (;;) {
    const file = { ...searchIndexFileOf(ordered.slice(0, take)), complete: take === ordered.length };
    const json = JSON.stringify(file);
    const gzipBytes = gzipSync(json).length;
    if (gzipBytes <= SUGGESTIONS_MAX_GZIP || take === 0) return { json, entries: take, complete: file.complete, gzipBytes };
    // Shrink in proportion, a little more than needed, so a large site takes two or three rounds.
    take = Math.floor((take * SUGGESTIONS_MAX_GZIP * 0.95) / gzipBytes);
  }
}

/** A shard as stored: its JSON, the longest postings trimmed (lowest weights first) if it would not fit. */
function shardJson(key: string, shard: SearchShard, log: Log): string {
  let json = JSON.stringify(shard);
  while (json.length > SHARD_MAX_BYTES) {
    const [term, postings] = Object.entries(shard).sort((a, b) => b[1].length - a[1].length)[0]!;
    const pairs = Array.from({ length: postings.length / 2 }, (_, i) => [postings[2 * i]!, postings[2 * i + 1]!] as const);
    shard[term] = pairs
      .sort((a, b) => b[1] - a[1])
      .slice(0, Math.ceil(pairs.length / 2))
      .sort((a, b) => a[0] - b[0])
      .flat();
    log('A search shard was too large; its most common term keeps its best half', { key, term });
    json = JSON.stringify(shard);
  }
  return json;
}

/** A generation's name: sortable by time, so older ones are found by a range. */
const generationAt = (ms: number) => `${ms.toString(36).padStart(9, '0')}${Math.random().toString(36).slice(2, 6)}`;

/** Reads the public documents, writes a new generation of the index, and deletes the older ones. */
export async function buildStoredIndex(db: Firestore, read: ReadPublic, now: () => number, log: Log): Promise<BuildOutcome> {
  const items = await loadSearchCorpus((query) => read({ kind: 'query', query }) as Promise<unknown[]>);
  const built = buildSearchIndex(items);
  const generation = generationAt(now());
  const writer = db.bulkWriter();
  const shardsCol = db.collection(PRIVATE_COLLECTIONS.searchShards);
  const entriesCol = db.collection(PRIVATE_COLLECTIONS.searchEntries);
  for (const [key, shard] of built.shards)
    void writer.set(shardsCol.doc(pieceId(generation, key)), { generation, data: shardJson(key, shard, log) });
  built.entries.forEach((entry, n) => void writer.set(entriesCol.doc(pieceId(generation, n)), { ...entry, generation }));
  await writer.close();

  const suggestions = suggestionsFile(built.entries);
  const state = db.collection(PRIVATE_COLLECTIONS.search);
  await state.doc(SUGGESTIONS_DOC).set({ generation, json: suggestions.json } satisfies StoredSuggestions);
  const meta: SearchIndexMeta = { version: SEARCH_INDEX_VERSION, generation, count: built.count, shards: [...built.shards.keys()] };
  await state.doc(META_DOC).set(meta);

  await deleteOtherGenerations(db, generation);
  return {
    generation,
    count: built.count,
    shards: built.shards.size,
    suggestions: { entries: suggestions.entries, complete: suggestions.complete, gzipBytes: suggestions.gzipBytes },
  };
}

/** Deletes every piece of another generation (the one replaced, and any a failed build left). */
async function deleteOtherGenerations(db: Firestore, current: string): Promise<void> {
  const writer = db.bulkWriter();
  for (const name of [PRIVATE_COLLECTIONS.searchShards, PRIVATE_COLLECTIONS.searchEntries]) {
    const col = db.collection(name);
    // Names sort by generation: everything before `<current>_` and from `<current>` + 1 on.
    for (const range of [
      col.where(FieldPath.documentId(), '<', pieceId(current, '')),
      col.where(FieldPath.documentId(), '>=', `${current}\``),
    ]) {
      for (;;) {
        const snap = await range.select().limit(400).get();
        if (snap.empty) break;
        for (const doc of snap.docs) void writer.delete(doc.ref);
        await writer.flush();
      }
    }
  }
  await writer.close();
}
