/**
 * The Firebase adapter: the product's backend. Firestore is loaded with the app because every
 * public page reads it; Authentication, Storage and Functions are loaded on first use, so
 * visitors never download the SDKs only the owner (or the contact form) needs.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  query as firestoreQuery,
  setDoc,
  updateDoc,
  addDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { CollectionName } from '@portfolio/model';
import type { DataPort, Doc, Query, Session } from '../port';
import { EMULATORS, type FirebaseSettings } from './config';
import { filterValue, fromFirestore, toFirestore } from './convert';
import { toDataError } from './errors';
import { lazyAuth, lazyFunctions, lazyStorage } from './lazy-services';

function toDoc<C extends CollectionName>(snapshot: DocumentSnapshot): Doc<C> {
  return { ...(fromFirestore(snapshot.data()) as object), id: snapshot.id } as Doc<C>;
}

function buildQuery(db: Firestore, q: Query) {
  const constraints: QueryConstraint[] = [
    ...(q.where ?? []).map((w) => where(w.field, w.op, filterValue(w.value))),
    ...(q.orderBy ?? []).map((o) => orderBy(o.field, o.direction ?? 'asc')),
    ...(q.limit !== undefined ? [limit(q.limit)] : []),
  ];
  return firestoreQuery(collection(db, q.collection), ...constraints);
}

/** Wraps a promise so every rejection is a DataError. */
const guarded = <T>(work: () => Promise<T>): Promise<T> =>
  work().catch((error: unknown) => {
    throw toDataError(error);
  });

export function createFirebasePort(settings: FirebaseSettings, app: FirebaseApp = initializeApp(settings.options)): DataPort {
  const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
  if (settings.useEmulators) connectFirestoreEmulator(db, EMULATORS.firestore.host, EMULATORS.firestore.port);

  const auth = lazyAuth(app, settings);
  const storage = lazyStorage(app, settings);
  const functions = lazyFunctions(app, settings);

  return {
    kind: 'firebase',

    subscribe(q, onNext, onError) {
      return onSnapshot(
        buildQuery(db, q),
        (snapshot) => onNext(snapshot.docs.map((d) => toDoc<typeof q.collection>(d))),
        (error) => onError(toDataError(error)),
      );
    },

    subscribeDoc(collectionName, id, onNext, onError) {
      return onSnapshot(
        doc(db, collectionName, id),
        (snapshot) => onNext(snapshot.exists() ? toDoc<typeof collectionName>(snapshot) : null),
        (error) => onError(toDataError(error)),
      );
    },

    getDocs: (q) => guarded(async () => (await getDocs(buildQuery(db, q))).docs.map((d) => toDoc<typeof q.collection>(d))),

    getDoc: (collectionName, id) =>
      guarded(async () => {
        const snapshot = await getDoc(doc(db, collectionName, id));
        return snapshot.exists() ? toDoc<typeof collectionName>(snapshot) : null;
      }),

    add: (collectionName, data) => guarded(async () => (await addDoc(collection(db, collectionName), toFirestore(data))).id),

    set: (collectionName, id, data, options) =>
      guarded(() => setDoc(doc(db, collectionName, id), toFirestore(data), { merge: options?.merge ?? false })),

    update: (collectionName, id, data) => guarded(() => updateDoc(doc(db, collectionName, id), toFirestore(data))),

    remove: (collectionName, id) => guarded(() => deleteDoc(doc(db, collectionName, id))),

    batch: (ops) =>
      guarded(() => {
        const batch = writeBatch(db);
        for (const op of ops) {
          const ref = doc(db, op.collection, op.id);
          if (op.type === 'delete') batch.delete(ref);
          else if (op.type === 'update') batch.update(ref, toFirestore(op.data));
          else batch.set(ref, toFirestore(op.data), { merge: op.merge ?? false });
        }
        return batch.commit();
      }),

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
        return { url: await sdk.getDownloadURL(ref), path };
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
          listener(user ? await toSession(user) : null);
        });
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },

    signIn: (email, password) =>
      guarded(async () => {
        const { sdk, instance } = await auth();
        const credential = await sdk.signInWithEmailAndPassword(instance, email, password);
        return toSession(credential.user);
      }),

    signOut: () =>
      guarded(async () => {
        const { sdk, instance } = await auth();
        await sdk.signOut(instance);
      }),

    call: (name, data) =>
      guarded(async () => {
        const { sdk, instance } = await functions();
        const result = await sdk.httpsCallable(instance, name)(data);
        return result.data as never;
      }),

    beacon(name, data) {
      if (name !== 'trackPageView') return;
      // text/plain keeps the request "simple": no CORS preflight, and sendBeacon accepts it.
      const body = new Blob([JSON.stringify(data)], { type: 'text/plain' });
      if (navigator.sendBeacon?.(settings.trackUrl, body)) return;
      void fetch(settings.trackUrl, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    },
  };
}

async function toSession(user: {
  uid: string;
  email: string | null;
  getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }>;
}): Promise<Session> {
  const { claims } = await user.getIdTokenResult();
  return { uid: user.uid, email: user.email, isOwner: claims.admin === true };
}
