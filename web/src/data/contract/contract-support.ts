/** What the contract suites share: the port they are given, and how they wait and compare. */
import { afterEach, beforeEach, expect } from 'vitest';
import { newProject, type Project } from '@portfolio/model';
import { DataError, type DataPort } from '../port';

export interface ContractContext {
  port: DataPort;
  owner: { email: string; password: string };
  /** Signed in, but without the owner claim. */
  stranger: { email: string; password: string };
}

export interface ContractSetup {
  /** A port on an empty backend, signed out. */
  fresh: () => Promise<ContractContext>;
  teardown?: (ctx: ContractContext) => Promise<void>;
}

/**
 * The next value a live query reports, or a rejection after a timeout. The wait is generous: the
 * first session report loads the Auth SDK, which took over 5 s on a loaded CI machine.
 */
export const LIVE_UPDATE_WAIT_MS = 20_000;

export function nextValue<T>(
  subscribe: (onNext: (v: T) => void, onError: (e: DataError) => void) => () => void,
  accept: (v: T) => boolean = () => true,
) {
  return new Promise<T>((resolve, reject) => {
    // The callbacks below may run before subscribe() returns (a twin answers synchronously), so the
    // stop function is read through this holder once it exists.
    const holder: { stop?: () => void } = {};
    // What came, for the failure's message: no report at all and only unwanted ones are two faults.
    const reported: string[] = [];
    const timer = setTimeout(() => {
      holder.stop?.();
      const told = reported.length === 0 ? 'nothing was reported' : `reported, none matching: ${reported.join('; ')}`;
      reject(new Error(`No matching live update within ${LIVE_UPDATE_WAIT_MS / 1000} s (${told})`));
    }, LIVE_UPDATE_WAIT_MS);
    holder.stop = subscribe(
      (v) => {
        reported.push(JSON.stringify(v)?.slice(0, 200) ?? String(v));
        if (!accept(v)) return;
        clearTimeout(timer);
        queueMicrotask(() => holder.stop?.());
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

export async function expectCode(promise: Promise<unknown>, code: string) {
  const error = await codeOf(promise);
  expect(error.code, `expected a ${code} error`).toBe(code);
  return error;
}

export const project = (over: Partial<Project>): Project => ({ ...newProject(), title: 'P', description: 'D', ...over });

/** The error a promise rejects with, which must be the port's. */
export async function codeOf(promise: Promise<unknown>): Promise<DataError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataError);
  return error as DataError;
}

/** What a visitor's redirect lookup asks (features/blog/api/use-posts.ts previousSlugQuery). */
export const byPreviousSlug = (port: DataPort, slug: string) =>
  port.getDocs({
    collection: 'blog_posts',
    where: [
      { field: 'published', op: '==', value: true },
      { field: 'previous_slugs', op: 'array-contains', value: slug },
    ],
    limit: 1,
  });

/**
 * Gives each test of the enclosing `describe` a fresh backend with the owner signed in (handed to
 * `use`), and tears it down after.
 */
export function ownerOnFreshBackend(setup: ContractSetup, use: (ctx: ContractContext) => void) {
  let current: ContractContext | undefined;
  beforeEach(async () => {
    current = await setup.fresh();
    await current.port.signIn(current.owner.email, current.owner.password);
    use(current);
  });
  afterEach(async () => {
    if (current) await setup.teardown?.(current);
  });
}

/** `tab` as a page that closes after writing `n` batches of an import's content: later ones never finish. */
export function closingAfter(tab: DataPort, n: number): DataPort {
  let sent = 0;
  return {
    ...tab,
    batch: (ops) => {
      if (!ops.some((op) => op.collection === 'import_batches')) return tab.batch(ops);
      return sent++ < n ? tab.batch(ops) : new Promise<void>(() => {});
    },
  };
}
