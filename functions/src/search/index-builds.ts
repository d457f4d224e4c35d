/**
 * When site search's index is built: after a change that search can see (a public post or
 * project added, changed or gone), by whichever function noticed it, one build at a time. A burst of
 * changes (an import of two thousand posts) is one or two builds, not one per post:
 *
 * - a change is recorded as `requestedAt` in fn_search/build, unless a request at least as recent is
 *   there already (then a build that starts after it sees the change);
 * - the function that finds no build running takes the lease and builds, and builds again while
 *   requests arrived after its last build began; the others leave;
 * - a build that died leaves its lease to expire; the scheduled check (`buildIfStale`) builds when a
 *   request is older than the last build, or when the index is missing or of an older version.
 */
import {
  parseWithId,
  SEARCH_INDEX_VERSION,
  searchEntryOf,
  visitorMayRead,
  type SearchedCollection,
  type SearchIndexMeta,
} from '@portfolio/model';
import type { Firestore } from 'firebase-admin/firestore';
import { PRIVATE_COLLECTIONS } from '../store/types.js';
import { BUILD_DOC, META_DOC } from './stored-index.js';

/** A build holds the lease this long (a build of the largest index takes well under it). */
export const BUILD_LEASE_MS = 5 * 60_000;

interface BuildState {
  requestedAt?: number;
  leaseUntil?: number;
  builtAt?: number;
}

/** What search sees of a document (plain values: times as ISO text): its entry when public, else nothing. */
function searchedAs(collection: SearchedCollection, id: string, data: Record<string, unknown> | undefined): string | null {
  if (!data || !visitorMayRead(collection, data)) return null;
  return JSON.stringify(
    searchEntryOf(
      collection,
      parseWithId(collection, { ...data, id }, () => undefined),
    ),
  );
}

/**
 * Whether a write changed what search finds (a draft's edit, or a field search does not read, did
 * not). `before` and `after` as plain values (shared/firestore-values.ts).
 */
export function changesSearch(
  collection: SearchedCollection,
  id: string,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
) {
  return searchedAs(collection, id, before) !== searchedAs(collection, id, after);
}

export interface IndexBuilds {
  /** A change at `changedAt` (ms) needs a build: builds now, or leaves it to the build under way. */
  changed(changedAt: number): Promise<'built' | 'covered' | 'queued'>;
  /** The scheduled check: builds when a request was left unbuilt, or the index is missing or outdated. */
  buildIfStale(): Promise<boolean>;
}

export function indexBuilds(db: Firestore, build: () => Promise<unknown>, now: () => number = Date.now): IndexBuilds {
  const stateRef = db.collection(PRIVATE_COLLECTIONS.search).doc(BUILD_DOC);

  /**
   * Records a request and takes the lease if no build holds it. A change that a request recorded
   * since already covers is left alone, checked in the same transaction: a caller that read the
   * state before another's whole build ran would otherwise build a second time.
   */
  const request = (changedAt: number) =>
    db.runTransaction(async (tx): Promise<'lead' | 'queued' | 'covered'> => {
      const state = ((await tx.get(stateRef)).data() ?? {}) as BuildState;
      if ((state.requestedAt ?? 0) >= changedAt) return 'covered';
      const requestedAt = Math.max(state.requestedAt ?? 0, now());
      const free = (state.leaseUntil ?? 0) < now();
      tx.set(stateRef, { ...state, requestedAt, ...(free ? { leaseUntil: now() + BUILD_LEASE_MS } : {}) });
      return free ? 'lead' : 'queued';
    });

  /** Builds while requests keep arriving after the last build began; then gives the lease back. */
  const lead = async () => {
    for (;;) {
      const startedAt = now();
      try {
        await build();
      } catch (error) {
        await stateRef.set({ leaseUntil: 0 }, { merge: true });
        throw error;
      }
      const again = await db.runTransaction(async (tx) => {
        const state = ((await tx.get(stateRef)).data() ?? {}) as BuildState;
        const more = (state.requestedAt ?? 0) >= startedAt;
        tx.set(stateRef, { ...state, builtAt: startedAt, leaseUntil: more ? now() + BUILD_LEASE_MS : 0 });
        return more;
      });
      if (!again) return;
    }
  };

  return {
    async changed(changedAt) {
      // A plain read first: in a burst (an import) most calls are covered already, and answering them
      // without a transaction spares the one document the contention. The transaction checks again.
      const state = ((await stateRef.get()).data() ?? {}) as BuildState;
      if ((state.requestedAt ?? 0) >= changedAt) return 'covered';
      const outcome = await request(changedAt);
      if (outcome !== 'lead') return outcome;
      await lead();
      return 'built';
    },
    async buildIfStale() {
      const [state, meta] = await Promise.all([
        stateRef.get().then((snap) => (snap.data() ?? {}) as BuildState),
        db
          .collection(PRIVATE_COLLECTIONS.search)
          .doc(META_DOC)
          .get()
          .then((snap) => snap.data() as SearchIndexMeta | undefined),
      ]);
      const stale = !meta || meta.version !== SEARCH_INDEX_VERSION || (state.requestedAt ?? 0) >= (state.builtAt ?? 0);
      if (!stale || (await request(Number.POSITIVE_INFINITY)) !== 'lead') return false;
      await lead();
      return true;
    },
  };
}
