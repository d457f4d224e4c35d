/**
 * Makes the Firestore emulator hold exactly the given documents, writing only what differs: a
 * document missing or changed is written, one that is not wanted is deleted, an equal one is left
 * alone. The seed before each browser test on the stack uses it, so a test that changed one message
 * costs one write instead of the whole sample again (and, when no post or project changed, no new
 * search index). Collections hold no subcollections here (firestore.rules matches none).
 */
import { Timestamp } from 'firebase-admin/firestore';

/** A value as one comparable string: Firestore's types by their content, maps with sorted keys. */
function canonical(value) {
  if (value instanceof Timestamp) return `t${value.seconds}.${value.nanoseconds}`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value.isEqual === 'function' && typeof value.path === 'string') return `ref:${value.path}`;
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('base64')}`;
  if ('latitude' in value && 'longitude' in value && Object.keys(value).length === 0) return `geo:${value.latitude},${value.longitude}`;
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
    .join(',')}}`;
}

/** A write batch holds at most 500 operations. */
const BATCH = 500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Commits, asking again while a function's transaction still holds a lock (ABORTED), for a minute at most. */
async function commit(batch) {
  const givenUpAt = Date.now() + 60_000;
  for (;;) {
    try {
      return await batch.commit();
    } catch (error) {
      if (error?.code !== 10 || Date.now() > givenUpAt) throw error;
      await sleep(250);
    }
  }
}

/**
 * What the emulator holds against what is wanted: `changed`, the wanted documents missing or
 * different; `extra`, the paths held that are not wanted.
 * @param db firebase-admin's Firestore on the emulator
 * @param wanted Map of 'collection/id' to the document's data
 */
export async function compareDocuments(db, wanted) {
  const held = new Map();
  for (const collection of await db.listCollections()) {
    for (const doc of (await collection.get()).docs) held.set(`${collection.id}/${doc.id}`, canonical(doc.data()));
  }
  return {
    held: new Set(held.keys()),
    changed: [...wanted.keys()].filter((path) => held.get(path) !== canonical(wanted.get(path))),
    extra: [...held.keys()].filter((path) => !wanted.has(path)),
  };
}

/**
 * Writes `write` (paths of `wanted`) and deletes `remove`, in batches.
 * @returns the write time of each document written
 */
export async function writeDocuments(db, wanted, write, remove) {
  const operations = [...write.map((path) => ({ path, data: wanted.get(path) })), ...remove.map((path) => ({ path, data: null }))];
  const writeTimes = new Map();
  for (let start = 0; start < operations.length; start += BATCH) {
    const batch = db.batch();
    const slice = operations.slice(start, start + BATCH);
    for (const { path, data } of slice) {
      if (data === null) batch.delete(db.doc(path));
      else batch.set(db.doc(path), data);
    }
    const results = await commit(batch);
    slice.forEach(({ path, data }, i) => data !== null && writeTimes.set(path, results[i].writeTime.toMillis()));
  }
  return writeTimes;
}
