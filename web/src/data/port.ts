/**
 * The one data port. Every read and write of the app goes through this interface; it has two
 * adapters: Firebase (the product, ./firebase) and an in-memory twin (tests and the offline demo,
 * ./memory). The contract suite in ./contract proves they behave the same.
 *
 * No component imports `firebase/*`: components use feature hooks, the hooks use this port.
 */
import type { CollectionName, CollectionTypes, FunctionContracts, FunctionName } from '@portfolio/model';

export type WithId<T> = T & { id: string };
export type Doc<C extends CollectionName> = WithId<CollectionTypes[C]>;
export type Unsubscribe = () => void;

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';
export interface Where {
  field: string;
  op: WhereOp;
  /** Compare timestamp fields with a Date; everything else with plain values. */
  value: unknown;
}
export interface OrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}
export interface Query<C extends CollectionName = CollectionName> {
  collection: C;
  where?: Where[];
  orderBy?: OrderBy[];
  limit?: number;
}

/** Written in place of a value, it becomes the server's time (an ISO string when read back). */
export const SERVER_TIME = Object.freeze({ __serverTime: true as const });
export type ServerTime = typeof SERVER_TIME;

/** Document data as written: any field may take the server's time instead of its value. */
export type WriteData<T> = { [K in keyof T]: T[K] | ServerTime };

export type BatchOp =
  | { type: 'set'; collection: CollectionName; id: string; data: Record<string, unknown>; merge?: boolean }
  | { type: 'update'; collection: CollectionName; id: string; data: Record<string, unknown> }
  | { type: 'delete'; collection: CollectionName; id: string };

export interface Session {
  uid: string;
  email: string | null;
  /** The custom claim `admin: true`: only the owner administers the site. */
  isOwner: boolean;
}

export interface UploadOptions {
  contentType: string;
  /** Called with 0..1 as the upload proceeds. */
  onProgress?: (fraction: number) => void;
}
export interface UploadedFile {
  url: string;
  path: string;
}

export type DataErrorCode =
  | 'not-found'
  | 'permission-denied'
  | 'unauthenticated'
  | 'invalid-argument'
  | 'resource-exhausted'
  | 'unavailable'
  | 'already-exists'
  | 'failed-precondition'
  | 'unknown';

/** Every adapter rejects with this, so screens need not know which backend they talk to. */
export class DataError extends Error {
  constructor(
    readonly code: DataErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DataError';
  }
}

export interface DataPort {
  readonly kind: 'firebase' | 'memory';

  // ---- documents ----
  /** Live query: `onNext` runs with the current result, then after every change. */
  subscribe<C extends CollectionName>(query: Query<C>, onNext: (docs: Doc<C>[]) => void, onError: (error: DataError) => void): Unsubscribe;
  /** Live single document; `null` while it does not exist. */
  subscribeDoc<C extends CollectionName>(
    collection: C,
    id: string,
    onNext: (doc: Doc<C> | null) => void,
    onError: (error: DataError) => void,
  ): Unsubscribe;
  getDocs<C extends CollectionName>(query: Query<C>): Promise<Doc<C>[]>;
  getDoc<C extends CollectionName>(collection: C, id: string): Promise<Doc<C> | null>;
  /** Creates a document with a generated id and returns the id. */
  add<C extends CollectionName>(collection: C, data: WriteData<CollectionTypes[C]>): Promise<string>;
  /** Creates or replaces (or, with merge, merges into) the document `id`. */
  set<C extends CollectionName>(
    collection: C,
    id: string,
    data: WriteData<Partial<CollectionTypes[C]>>,
    options?: { merge?: boolean },
  ): Promise<void>;
  /** Changes fields of an existing document; rejects with `not-found` when it does not exist. */
  update<C extends CollectionName>(collection: C, id: string, data: WriteData<Partial<CollectionTypes[C]>>): Promise<void>;
  remove(collection: CollectionName, id: string): Promise<void>;
  /** All or nothing. */
  batch(ops: BatchOp[]): Promise<void>;

  // ---- files ----
  uploadFile(path: string, file: Blob, options: UploadOptions): Promise<UploadedFile>;
  deleteFile(path: string): Promise<void>;

  // ---- authentication ----
  /** Runs with the current session as soon as it is known, then on every change. */
  onSessionChange(listener: (session: Session | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<Session>;
  signOut(): Promise<void>;

  // ---- functions ----
  call<N extends FunctionName>(name: N, data: FunctionContracts[N]['request']): Promise<FunctionContracts[N]['response']>;
  /** Fire and forget (navigator.sendBeacon where available): analytics must never slow a page. */
  beacon<N extends FunctionName>(name: N, data: FunctionContracts[N]['request']): void;
}
