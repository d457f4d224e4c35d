/**
 * The Firebase adapter: the product's backend. Reads and writes use the lite Firestore SDK, loaded
 * with the app; live listeners use the full SDK, loaded once someone signs in (live.ts).
 * Authentication, Storage and Functions are loaded on first use, so visitors never download the
 * SDKs only the owner (or the contact form) needs.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import * as lite from 'firebase/firestore/lite';
import { FUNCTION_PATHS, SEARCH_INDEX_FILE, SEARCH_RESULTS_FILE, type CollectionName } from '@portfolio/model';
import { DataError, type BatchOp, type DataPort, type Doc } from '../port';
import type { FirebaseSettings } from './config';
import { fromFirestore, writeOps } from './convert';
import { toDataError } from './errors';
import { lazyAuth, lazyFunctions, lazyStorage } from './lazy-services';
import { ownerAuth, toSession } from './owner-auth';
import { liveFirestoreLoader, noteSession, ownerSignedInHere } from './live';
import { buildQuery } from './queries';
import { assertWritable, parsedDoc, withDerivedWrites } from '../declared';
import { retryAborted, retryUnanswered } from './retry';
import { sharedListeners } from './shared-listeners';
import { commitExpecting } from './transaction';
import { onReturnToPage, twoStepSubscription } from './two-step';

type Snapshot = { id: string; data: () => unknown };

/** A snapshot as the port gives it: plain values, parsed by its collection's declaration. */
function toDoc<C extends CollectionName>(collection: C, snapshot: Snapshot): Doc<C> {
  return parsedDoc(collection, { ...(fromFirestore(snapshot.data()) as object), id: snapshot.id });
}

/**
 * A search file of the render function (functions/src/render/search-files.ts), through Hosting: the
 * site's own address, so the CDN answers most of them. Not on the Vite dev server (no rewrites there).
 */
async function searchFile<T>(path: string): Promise<T> {
  const unavailable = () => new DataError('unavailable', 'Search is not available just now. Please try again in a moment.');
  const response = await fetch(new URL(path, window.location.origin)).catch(() => {
    throw unavailable();
  });
  if (!response.ok) throw unavailable();
  return (await response.json()) as T;
}

/** Wraps a promise so every rejection is a DataError. */
const guarded = <T>(work: () => Promise<T>): Promise<T> =>
  work().catch((error: unknown) => {
    throw toDataError(error);
  });

/**
 * Firestore checks the rules before it looks for the document, so an update of a document that is gone
 * (deleted in another tab) fails as permission-denied: the rules read fields of a document that does not
 * exist. Only on that failure, look: if a document the write needed is missing, say not-found, which is
 * what happened and what the twin says.
 */
async function missingAsNotFound(
  db: lite.Firestore,
  refs: { collection: string; id: string }[],
  write: () => Promise<void>,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    const dataError = toDataError(error);
    if (dataError.code === 'permission-denied' && refs.length > 0) {
      const exists = await Promise.all(
        refs.map((r) =>
          lite.getDoc(lite.doc(db, r.collection, r.id)).then(
            (s) => s.exists(),
            () => true,
          ),
        ),
      );
      if (exists.includes(false)) throw new DataError('not-found', 'This item no longer exists: it may have been deleted in another tab.');
    }
    throw dataError;
  }
}

export function createFirebasePort(settings: FirebaseSettings, app: FirebaseApp = initializeApp(settings.options)): DataPort {
  const db = lite.initializeFirestore(app, { ignoreUndefinedProperties: true });
  if (settings.useEmulators) lite.connectFirestoreEmulator(db, settings.emulators.firestore.host, settings.emulators.firestore.port);
  const live = liveFirestoreLoader(app, settings);
  const { listen, stopIdle } = sharedListeners();
  if (ownerSignedInHere()) live.start();
  // Named picks rather than the namespace, so the bundler keeps only what is used.
  const liteQuery = {
    collection: lite.collection,
    query: lite.query,
    where: lite.where,
    orderBy: lite.orderBy,
    limit: lite.limit,
    startAfter: lite.startAfter,
  };

  const auth = lazyAuth(app, settings);
  const storage = lazyStorage(app, settings);
  const functions = lazyFunctions(app, settings);
  const owner = ownerAuth(auth, settings.useEmulators, () => {
    live.start();
    noteSession(true);
  });

  /**
   * Every write, one document's or many: checked against the content declarations, committed as one
   * batch (a single setDoc is a commit of one write too), written again when Firestore answers
   * 'aborted', and an update of a document deleted elsewhere told as not-found. A batch that expects
   * documents to hold values is a transaction (transaction.ts), which loads the live SDK if it is not
   * loaded yet (the owner's admin has it).
   */
  const commit = (written: readonly BatchOp[]): Promise<void> =>
    guarded(() => {
      const ops = withDerivedWrites(written);
      assertWritable(ops);
      const expects = ops.some((op) => op.type === 'expect');
      if (expects) live.start();
      return missingAsNotFound(
        db,
        ops.filter((op) => op.type === 'update'),
        () =>
          retryAborted(async () => {
            if (expects) return commitExpecting(await live.wanted(), ops);
            const batch = lite.writeBatch(db);
            writeOps(ops, batch, (op) => lite.doc(db, op.collection, op.id));
            return batch.commit();
          }),
      );
    });

  return {
    kind: 'firebase',

    subscribe(q, onNext, onError) {
      const emit = (docs: Snapshot[]) => onNext(docs.map((d) => toDoc(q.collection, d)));
      return twoStepSubscription(
        async () => (await retryUnanswered(() => lite.getDocs(buildQuery(liteQuery, db, q) as lite.Query))).docs,
        async (onLive) => {
          const { sdk, db: liveDb } = await live.wanted();
          return listen<import('firebase/firestore').QueryDocumentSnapshot[]>(
            `query:${JSON.stringify(q)}`,
            (next, error) =>
              sdk.onSnapshot(
                buildQuery(sdk, liveDb, q) as import('firebase/firestore').Query,
                (snapshot) => next(snapshot.docs),
                (e) => error(toDataError(e)),
              ),
            { next: onLive, error: onError },
          );
        },
        emit,
        onError,
        live.current() !== undefined,
        onReturnToPage,
      );
    },

    subscribeDoc(collectionName, id, onNext, onError) {
      const emit = (snapshot: Snapshot & { exists: () => boolean }) => onNext(snapshot.exists() ? toDoc(collectionName, snapshot) : null);
      return twoStepSubscription(
        () => retryUnanswered(() => lite.getDoc(lite.doc(db, collectionName, id))),
        async (onLive) => {
          const { sdk, db: liveDb } = await live.wanted();
          return listen<import('firebase/firestore').DocumentSnapshot>(
            `doc:${collectionName}/${id}`,
            (next, error) => sdk.onSnapshot(sdk.doc(liveDb, collectionName, id), next, (e) => error(toDataError(e))),
            { next: onLive, error: onError },
          );
        },
        emit,
        onError,
        live.current() !== undefined,
        onReturnToPage,
      );
    },

    getDocs: (q) =>
      guarded(async () =>
        (await retryUnanswered(() => lite.getDocs(buildQuery(liteQuery, db, q) as lite.Query))).docs.map((d) => toDoc(q.collection, d)),
      ),

    getDoc: (collectionName, id) =>
      guarded(async () => {
        const snapshot = await retryUnanswered(() => lite.getDoc(lite.doc(db, collectionName, id)));
        return snapshot.exists() ? toDoc(collectionName, snapshot) : null;
      }),

    add: async (collectionName, data) => {
      // The id is made here, as addDoc makes it, so the write is a commit like every other.
      const id = lite.doc(lite.collection(db, collectionName)).id;
      await commit([{ type: 'set', collection: collectionName, id, data }]);
      return id;
    },

    set: (collectionName, id, data, options) =>
      commit([{ type: 'set', collection: collectionName, id, data, merge: options?.merge ?? false }]),

    update: (collectionName, id, data) => commit([{ type: 'update', collection: collectionName, id, data }]),

    remove: (collectionName, id) => commit([{ type: 'delete', collection: collectionName, id }]),

    batch: (ops) => commit(ops),

    uploadFile: (path, file, options) =>
      guarded(async () => {
        const { sdk, instance } = await storage();
        const ref = sdk.ref(instance, path);
        const task = sdk.uploadBytesResumable(ref, file, { contentType: options.contentType });
        options.onProgress?.(0);
        await new Promise<void>((resolve, reject) =>
          task.on(
            'state_changed',
            (s) => options.onProgress?.(s.totalBytes ? s.bytesTransferred / s.totalBytes : 0),
            reject,
            () => resolve(),
          ),
        );
        options.onProgress?.(1);
        const url = await sdk.getDownloadURL(ref);
        return { url, path, textUrl: url };
      }),

    deleteFile: (path) =>
      guarded(async () => {
        const { sdk, instance } = await storage();
        await sdk.deleteObject(sdk.ref(instance, path));
      }),

    onSessionChange(listener) {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      void auth().then(({ sdk, instance }) => {
        if (cancelled) return;
        // onIdTokenChanged (not onAuthStateChanged) so a refreshed token with a new claim counts.
        unsubscribe = sdk.onIdTokenChanged(instance, async (user) => {
          if (user) live.start();
          noteSession(user !== null);
          listener(user ? await toSession(user) : null);
        });
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },

    signIn: owner.signIn,
    reauthenticate: owner.reauthenticate,
    secondFactors: owner.secondFactors,
    startTotpEnrolment: owner.startTotpEnrolment,
    changePassword: owner.changePassword,

    signOut: () =>
      guarded(async () => {
        // The owner's kept listeners would only be refused from now on.
        stopIdle();
        const { sdk, instance } = await auth();
        await sdk.signOut(instance);
        noteSession(false);
      }),

    call: (name, data) =>
      guarded(async () => {
        const { sdk, instance } = await functions();
        // A few are reached through Hosting (FUNCTION_PATHS), except on the Vite dev server, which has no rewrites.
        const path = FUNCTION_PATHS[name];
        const callable =
          path && !settings.functionsDirect
            ? sdk.httpsCallableFromURL(instance, new URL(path, window.location.origin).href)
            : sdk.httpsCallable(instance, name);
        const result = await callable(data);
        return result.data as never;
      }),

    search: (q, limit) => searchFile(`${SEARCH_RESULTS_FILE}?${new URLSearchParams(limit ? { q, limit: String(limit) } : { q })}`),
    searchIndex: () => searchFile(SEARCH_INDEX_FILE),

    beacon(name, data) {
      if (name !== 'trackPageView') return;
      // text/plain keeps the request "simple": no CORS preflight, and sendBeacon accepts it.
      const body = new Blob([JSON.stringify(data)], { type: 'text/plain' });
      if (navigator.sendBeacon?.(settings.trackUrl, body)) return;
      void fetch(settings.trackUrl, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    },
  };
}
