import {
  buildSearchIndex,
  loadSearchCorpus,
  memorySearchStore,
  searchIndexFileOf,
  searchStoredIndex,
  visitorMayRead,
  type CollectionName,
} from '@portfolio/model';
import { type BatchOp, DataError, type DataPort, type Doc, type Query, type Session, type UploadedFile, type UploadOptions } from '../port';
import { parsedDoc } from '../declared';
import { assertCanQuery, assertCanRead, assertCanWrite } from './access';
import { changesOf, failureTarget } from './batch';
import { DemoAccounts, publicSession, readSession, SESSION_KEY, type DemoSession } from './demo-accounts';
import { demoCall, demoBeacon } from './demo-functions';
import { demoImageUploaded } from './demo-image-sizes';
import { Failures } from './failures';
import { runQuery } from './query';
import { MemoryStore, type StoreState } from './store';
import { newId } from './values';
import { watchStore } from './watch-store';

/** The demo keeps uploads in the browser's storage, which holds about 5 MB in all. */
export const DEMO_MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export interface MemoryPortOptions {
  /** Keep the data in localStorage and share it live across tabs (the demo); off in tests. */
  persist?: boolean;
  /** The starting content when nothing is persisted yet. */
  initial?: () => StoreState;
  /** Start signed in (tests). */
  session?: Session | null;
}

export interface MemoryPort extends DataPort {
  readonly failures: Failures;
  readonly store: MemoryStore;
}

const clone = <T>(v: T): T => structuredClone(v);
/** A stored document as the port gives it: a copy, parsed by its collection's declaration. */
const toDoc = <C extends CollectionName>(collection: C, id: string, data: Record<string, unknown>): Doc<C> =>
  parsedDoc(collection, { ...clone(data), id });

export function createMemoryPort(options: MemoryPortOptions = {}): MemoryPort {
  const persist = options.persist ?? false;
  const store = new MemoryStore(options.initial ?? (() => ({ docs: {}, files: {} })), persist);
  const failures = new Failures();
  const accounts = new DemoAccounts(persist, store);
  const sessionListeners = new Set<(s: Session | null) => void>();
  const persisted = persist ? readSession() : null;
  let session: DemoSession | null = options.session ? { ...options.session, signedInAt: Date.now(), usedSecondFactor: false } : persisted;

  if (persist) {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_KEY) return;
      session = readSession();
      sessionListeners.forEach((l) => l(publicSession(session)));
    });
  }

  function setSession(next: DemoSession | null) {
    session = next;
    if (persist) {
      if (next) window.localStorage.setItem(SESSION_KEY, JSON.stringify(next));
      else window.localStorage.removeItem(SESSION_KEY);
    }
    sessionListeners.forEach((l) => l(publicSession(session)));
  }
  /** The owner's functions ask what the rules ask (functions/src/auth/owner-account.ts). */
  const ownerSession = (): DemoSession => {
    if (!session?.isOwner) throw new DataError('permission-denied', 'Only the owner may do this.');
    return session;
  };
  const signedIn = (): DemoSession => {
    if (!session) throw new DataError('unauthenticated', 'You are signed out. Sign in again.');
    return session;
  };

  /** Writes are async like Firestore's: the promise settles after listeners have run. */
  const later = <T>(work: () => T): Promise<T> =>
    new Promise((resolve, reject) =>
      queueMicrotask(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error instanceof DataError ? error : new DataError('unknown', String(error)));
        }
      }),
    );

  // The server's time, strictly increasing like Firestore's (microseconds there): two writes in the
  // same millisecond still order as they happened (revisions listed newest first).
  let lastStamp = 0;
  const now = () => {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return new Date(lastStamp).toISOString();
  };

  const batchChanges = (ops: BatchOp[]) => changesOf(store, ops, now());

  /** What a visitor may search: public documents only, whoever is signed in (as the render function reads them). */
  const searchCorpus = () =>
    loadSearchCorpus(async (query) =>
      runQuery(store.list(query.collection), query as Query)
        .filter((d) => visitorMayRead(query.collection, d.data))
        .map((d) => toDoc(query.collection, d.id, d.data)),
    );

  const port: MemoryPort = {
    kind: 'memory',
    failures,
    store,

    subscribe(query, onNext, onError) {
      const check = () => {
        failures.check('subscribe', query.collection);
        assertCanQuery(session, query);
      };
      const read = () => runQuery(store.list(query.collection), query as Query).map((d) => toDoc(query.collection, d.id, d.data));
      return watchStore(store, query.collection, check, read, onNext, onError);
    },

    subscribeDoc(collection, id, onNext, onError) {
      const check = () => {
        failures.check('subscribe', collection);
        assertCanRead(session, collection, store.get(collection, id));
      };
      const read = () => {
        const data = store.get(collection, id);
        return data ? toDoc(collection, id, data) : null;
      };
      return watchStore(store, collection, check, read, onNext, onError);
    },

    getDocs(query) {
      return later(() => {
        failures.check('get', query.collection);
        assertCanQuery(session, query);
        return runQuery(store.list(query.collection), query as Query).map((d) => toDoc(query.collection, d.id, d.data));
      });
    },

    getDoc(collection, id) {
      return later(() => {
        failures.check('get', collection);
        const data = store.get(collection, id);
        assertCanRead(session, collection, data);
        return data ? toDoc(collection, id, data) : null;
      });
    },

    add(collection, data) {
      return later(() => {
        failures.check('add', collection);
        assertCanWrite(session, [collection]);
        const id = newId();
        store.write(batchChanges([{ type: 'set', collection, id, data }]));
        return id;
      });
    },

    set(collection, id, data, options) {
      return later(() => {
        failures.check('set', collection);
        assertCanWrite(session, [collection]);
        store.write(batchChanges([{ type: 'set', collection, id, data, merge: options?.merge }]));
      });
    },

    update(collection, id, data) {
      return later(() => {
        failures.check('update', collection);
        assertCanWrite(session, [collection]);
        store.write(batchChanges([{ type: 'update', collection, id, data }]));
      });
    },

    remove(collection, id) {
      return later(() => {
        failures.check('remove', collection);
        assertCanWrite(session, [collection]);
        store.write(batchChanges([{ type: 'delete', collection, id }]));
      });
    },

    batch(ops) {
      return later(() => {
        failures.check(...failureTarget(ops));
        assertCanWrite(
          session,
          ops.filter((op) => op.type !== 'expect').map((op) => op.collection),
        );
        store.write(batchChanges(ops));
      });
    },

    async uploadFile(path: string, file: Blob, options: UploadOptions): Promise<UploadedFile> {
      failures.check('upload', path);
      assertCanWrite(session);
      if (file.size > DEMO_MAX_UPLOAD_BYTES) {
        throw new DataError(
          'resource-exhausted',
          'The demo keeps files in your browser and accepts files up to 2 MB. Choose a smaller file.',
        );
      }
      options.onProgress?.(0);
      const url = await readAsDataUrl(file, options.contentType);
      options.onProgress?.(0.5);
      try {
        store.writeFile(path, { url, contentType: options.contentType });
      } catch {
        throw new DataError('resource-exhausted', 'The browser storage for the demo is full. Delete a file and retry.');
      }
      options.onProgress?.(1);
      // As the Storage trigger runs after the upload, its stand-in's record arrives later.
      void demoImageUploaded(store, path, file, options.contentType);
      return { url, path, textUrl: `/demo-files/${path}` };
    },

    async deleteFile(path) {
      await later(() => {
        failures.check('deleteFile', path);
        assertCanWrite(session);
        if (!store.file(path)) throw new DataError('not-found', `No file at ${path}`);
        store.writeFile(path, null);
      });
    },

    onSessionChange(listener) {
      sessionListeners.add(listener);
      queueMicrotask(() => sessionListeners.has(listener) && listener(publicSession(session)));
      return () => sessionListeners.delete(listener);
    },

    signIn(email, password) {
      return later(() => {
        failures.check('signIn');
        return publicSession(accounts.signIn(email, password, setSession))!;
      });
    },

    signOut() {
      return later(() => setSession(null));
    },

    secondFactors: () => later(() => accounts.secondFactors(signedIn())),
    startTotpEnrolment: () => later(() => accounts.startTotpEnrolment(signedIn(), setSession)),
    reauthenticate: (password) => later(() => accounts.reauthenticate(signedIn(), password, setSession)),
    changePassword: (newPassword) => later(() => accounts.changePassword(signedIn(), newPassword)),

    call(name, data) {
      return later(() => {
        failures.check('call', name);
        // The owner's functions act on the account, which the twin's auth keeps.
        if (name === 'requireSecondFactor') return accounts.requireSecondFactor(ownerSession());
        if (name === 'endOtherSessions') return accounts.endOtherSessions(ownerSession());
        if (name === 'signOutEverywhere') {
          ownerSession();
          const ended = accounts.signOutEverywhere();
          setSession(null);
          return ended;
        }
        return undefined;
      }).then((answer) => (answer !== undefined ? (answer as never) : demoCall(port.store, name, data, publicSession(session))));
    },

    // The render function's index and engine, built from the twin's own documents on each search.
    search: async (q, limit) => {
      await later(() => failures.check('search', 'results'));
      return searchStoredIndex(q, memorySearchStore(buildSearchIndex(await searchCorpus())), limit);
    },
    searchIndex: async () => {
      await later(() => failures.check('search', 'index'));
      return { ...searchIndexFileOf(await searchCorpus()), complete: true };
    },

    beacon(name, data) {
      void demoBeacon(port.store, name, data).catch((error) => console.error('Analytics beacon failed', error));
    },
  };
  return port;
}

async function readAsDataUrl(file: Blob, contentType: string): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${contentType};base64,${btoa(binary)}`;
}
