/**
 * Site search's index in Firestore, in bounded pieces (packages/model search-index.ts):
 *
 *   fn_search/meta                 which generation is current, how many entries, which shards
 *   fn_search/suggestions          the header box's file of that generation (search-index.json)
 *   fn_search_shards/<gen>_<key>   the postings of the terms starting with <key>, as JSON
 *   fn_search_entries/<gen>_<n>    entry n: what a result shows, the start of its body
 *
 * A build (build-index.ts) writes a new generation's pieces, then the description that points to them,
 * then deletes the older ones: a search always reads one whole generation. The render function reads
 * the description at most once every META_TTL_MS per instance, and keeps the shards it read (the most
 * recent SHARDS_KEPT), so a warm search costs only its results' entries.
 */
import {
  searchStoredIndex,
  type SearchIndexFile,
  type SearchIndexMeta,
  type SearchIndexStore,
  type SearchResults,
  type SearchShard,
  type StoredSearchEntry,
} from '@portfolio/model';
import type { Firestore } from 'firebase-admin/firestore';
import { PRIVATE_COLLECTIONS } from '../store/types.js';

export const META_DOC = 'meta';
export const SUGGESTIONS_DOC = 'suggestions';
export const BUILD_DOC = 'build';
/**
 * How long an instance trusts the description it read: with the build, how long an edit takes to
 * reach search. A search for a word an edit just added is a question the CDN has not answered yet,
 * so it reaches the function; with a minute here, an instance that had searched in the minute before
 * the build kept answering from the older generation for up to that minute. Ten seconds cost one
 * document read per instance at most every ten seconds.
 */
export const META_TTL_MS = 10_000;
const SHARDS_KEPT = 64;

export const pieceId = (generation: string, key: string | number) => `${generation}_${key}`;

/** The header box's file as stored beside the index. */
export interface StoredSuggestions {
  generation: string;
  json: string;
}

/** Search over the stored index, and the header box's file, as the render function answers them. */
export interface StoredSearch {
  /** The best `limit` results (SEARCH_RESULTS_MAX when not given). */
  find(q: string, limit?: number): Promise<SearchResults>;
  indexFile(): Promise<SearchIndexFile>;
}

const EMPTY_FILE: SearchIndexFile = { version: 1, entries: [] };

/** `countRead` hears of every document read (the tests hold a search's reads to a bound). */
export function storedSearch(
  db: Firestore,
  now: () => number = Date.now,
  countRead: (documents: number) => void = () => undefined,
): StoredSearch {
  // Reached only when a search is made, so a reader that never searches never touches Firestore.
  const state = () => db.collection(PRIVATE_COLLECTIONS.search);
  let meta: { at: number; value: Promise<SearchIndexMeta | null> } | undefined;
  let file: { at: number; value: Promise<SearchIndexFile> } | undefined;
  const shards = new Map<string, Promise<SearchShard | null>>();

  const readMeta = (fresh = false) => {
    if (fresh || !meta || now() - meta.at >= META_TTL_MS) {
      countRead(1);
      const value = state()
        .doc(META_DOC)
        .get()
        .then((snap) => (snap.exists ? (snap.data() as SearchIndexMeta) : null));
      meta = { at: now(), value };
      value.catch(() => (meta = undefined));
    }
    return meta.value;
  };

  const readShard = (generation: string, key: string) => {
    const id = pieceId(generation, key);
    let shard = shards.get(id);
    if (!shard) {
      countRead(1);
      shard = db
        .collection(PRIVATE_COLLECTIONS.searchShards)
        .doc(id)
        .get()
        .then((snap) => (snap.exists ? (JSON.parse(snap.get('data') as string) as SearchShard) : null));
      shard.catch(() => shards.delete(id));
      shards.set(id, shard);
      // The oldest read goes first when the instance keeps too many.
      if (shards.size > SHARDS_KEPT) shards.delete(shards.keys().next().value!);
    } else {
      shards.delete(id);
      shards.set(id, shard);
    }
    return shard;
  };

  const readEntries = async (generation: string, numbers: number[]) => {
    if (numbers.length === 0) return [];
    countRead(numbers.length);
    const refs = numbers.map((n) => db.collection(PRIVATE_COLLECTIONS.searchEntries).doc(pieceId(generation, n)));
    const snaps = await db.getAll(...refs);
    return snaps.map((snap) => (snap.exists ? (snap.data() as StoredSearchEntry) : null));
  };

  /** The store of one generation; `missing` notes a piece the description promised that is gone. */
  const storeOf = (current: SearchIndexMeta, missing: () => void): SearchIndexStore => ({
    meta: async () => current,
    shard: async (key) => (await readShard(current.generation, key)) ?? (missing(), null),
    entries: async (numbers) => {
      const entries = await readEntries(current.generation, numbers);
      if (entries.some((entry) => entry === null)) missing();
      return entries;
    },
  });

  return {
    async find(q, limit) {
      const current = await readMeta();
      if (!current) return searchStoredIndex(q, { meta: async () => null, shard: async () => null, entries: async () => [] }, limit);
      let gone = false;
      const results = await searchStoredIndex(
        q,
        storeOf(current, () => (gone = true)),
        limit,
      );
      if (!gone) return results;
      // A newer build replaced the generation this instance knew: once more, with the current one.
      const latest = await readMeta(true);
      return latest
        ? searchStoredIndex(
            q,
            storeOf(latest, () => undefined),
            limit,
          )
        : results;
    },
    indexFile() {
      if (!file || now() - file.at >= META_TTL_MS) {
        const value = state()
          .doc(SUGGESTIONS_DOC)
          .get()
          .then((snap) => (snap.exists ? (JSON.parse((snap.data() as StoredSuggestions).json) as SearchIndexFile) : EMPTY_FILE));
        file = { at: now(), value };
        value.catch(() => (file = undefined));
      }
      return file.value;
    },
  };
}
