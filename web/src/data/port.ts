/**
 * The one data port. Every read and write of the app goes through this interface; it has two
 * adapters: Firebase (the product, ./firebase) and an in-memory twin (tests and the offline demo,
 * ./memory). The contract suite in ./contract proves they behave the same.
 *
 * No component imports `firebase/*`: components use feature hooks, the hooks use this port.
 */
import type {
  CollectionName,
  CollectionTypes,
  FunctionContracts,
  FunctionName,
  QueryOp,
  QueryOrderBy,
  QueryWhere,
  SearchIndexFile,
  SearchResults,
  ServedQuery,
} from '@portfolio/model';

export type WithId<T> = T & { id: string };
export type Doc<C extends CollectionName> = WithId<CollectionTypes[C]>;
export type Unsubscribe = () => void;

/**
 * A read of one collection: the model's, which a served page's render answers too, so a query the
 * server read for a page is the one the browser's first render finds (use-live.ts trims summaries).
 */
export type Query<C extends CollectionName = CollectionName> = ServedQuery<C>;
export type Where = QueryWhere;
export type WhereOp = QueryOp;
export type OrderBy = QueryOrderBy;

/** Written in place of a value, it becomes the server's time (an ISO string when read back). */
export const SERVER_TIME = Object.freeze({ __serverTime: true as const });
export type ServerTime = typeof SERVER_TIME;

/** Document data as written: any field may take the server's time instead of its value. */
export type WriteData<T> = { [K in keyof T]: T[K] | ServerTime };

export type BatchOp =
  | { type: 'set'; collection: CollectionName; id: string; data: Record<string, unknown>; merge?: boolean }
  | { type: 'update'; collection: CollectionName; id: string; data: Record<string, unknown> }
  | { type: 'delete'; collection: CollectionName; id: string }
  /**
   * Writes nothing: the batch is written only if this document, as stored when the batch commits and
   * read as the port reads it (parsed by its declaration), holds these values (compared as values:
   * lists and maps too; a field absent reads as null), or, with `data: null`, does not exist.
   * Otherwise nothing of the batch is written and it rejects with `failed-precondition`. For work that
   * another tab may change, stop or take over midway: an owner's save names the document it was based
   * on (data/content/based-on.ts), an import's batches stop once its undo has begun.
   */
  | { type: 'expect'; collection: CollectionName; id: string; data: Record<string, unknown> | null };

export interface Session {
  uid: string;
  email: string | null;
  /**
   * The custom claim `admin: true`, and, once the owner has a second factor, a sign-in that gave it:
   * what the security rules ask of an owner (firestore.rules isOwner()).
   */
  isOwner: boolean;
}

/** A second factor of the account: an authenticator app (TOTP), or a phone (the Auth emulator's stand-in). */
export interface SecondFactor {
  id: string;
  method: 'totp' | 'sms';
  name: string;
  /** ISO time. */
  enrolledAt: string;
}

export interface SecondFactorState {
  factors: SecondFactor[];
  /** The claim second_factor: the rules want a second factor in every sign-in. */
  required: boolean;
  /** This session signed in with a second factor (or enrolled one). */
  usedThisSession: boolean;
}

/** A sign-in waiting for its second factor: `confirm` with the code the owner reads on the device. */
export interface SecondFactorChallenge {
  method: 'totp' | 'sms';
  /** What the code comes from, for the prompt: the app's name, or the masked phone number. */
  hint: string;
  confirm(code: string): Promise<Session>;
}

/** An authenticator app being added: show the key (and its QR code), then `confirm` with a code from the app. */
export interface TotpEnrolment {
  /** The shared secret, base32, for typing into the app. */
  secretKey: string;
  /** otpauth:// URI, for the QR code. */
  uri: string;
  confirm(code: string, name: string): Promise<void>;
}

export interface UploadOptions {
  contentType: string;
  /** Called with 0..1 as the upload proceeds. */
  onProgress?: (fraction: number) => void;
}
export interface UploadedFile {
  url: string;
  path: string;
  /**
   * The address a Markdown text names the file by (a picture placed in a post). Storage's download
   * URL, the same as `url`; the twin keeps a file as a data: URL, far longer than a text may be, so
   * there it is a short address of this site, `/demo-files/<path>`, and the page draws the picture
   * from the sizes the demo made in the browser.
   */
  textUrl: string;
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
  /** The action wants a fresh sign-in: `reauthenticate` with the password, then try again. */
  | 'requires-recent-login'
  /** The sign-in needs its second factor: the error is a SecondFactorRequired holding the challenge. */
  | 'second-factor-required'
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

/** signIn and reauthenticate reject with this when the account has a second factor. */
export class SecondFactorRequired extends DataError {
  constructor(readonly challenge: SecondFactorChallenge) {
    super('second-factor-required', 'Enter the code from your authenticator app to finish signing in.');
    this.name = 'SecondFactorRequired';
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

  // ---- site search (packages/model/src/search.ts) ----
  /**
   * Published posts and active projects matching `q`, ranked, bodies included. The Firebase adapter
   * asks the render function (/search.json, tested on the emulator stack), the twin searches itself.
   * `limit`: the best that many (a page's worth when not given).
   */
  search(q: string, limit?: number): Promise<SearchResults>;
  /** The header box's small index (titles, summaries, keywords), fetched when the box is first focused. */
  searchIndex(): Promise<SearchIndexFile>;

  // ---- files ----
  uploadFile(path: string, file: Blob, options: UploadOptions): Promise<UploadedFile>;
  deleteFile(path: string): Promise<void>;

  // ---- authentication ----
  /** Runs with the current session as soon as it is known, then on every change. */
  onSessionChange(listener: (session: Session | null) => void): Unsubscribe;
  /** Rejects with SecondFactorRequired when the account has a second factor. */
  signIn(email: string, password: string): Promise<Session>;
  signOut(): Promise<void>;

  // ---- the owner's account security ----
  secondFactors(): Promise<SecondFactorState>;
  /** Rejects with `requires-recent-login` when the sign-in is too old: reauthenticate, then start again. */
  startTotpEnrolment(): Promise<TotpEnrolment>;
  /** Signs the current account in again with its password (rejects with SecondFactorRequired as signIn does). */
  reauthenticate(password: string): Promise<void>;
  /** Rejects with `requires-recent-login` as startTotpEnrolment does. */
  changePassword(newPassword: string): Promise<void>;

  // ---- functions ----
  call<N extends FunctionName>(name: N, data: FunctionContracts[N]['request']): Promise<FunctionContracts[N]['response']>;
  /** Fire and forget (navigator.sendBeacon where available): analytics must never slow a page. */
  beacon<N extends FunctionName>(name: N, data: FunctionContracts[N]['request']): void;
}
