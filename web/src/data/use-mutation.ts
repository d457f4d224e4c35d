/**
 * The shape every admin write hook shares (use<Verb><Noun>): run the write through the data
 * port, report the product's success or failure message, and say whether a save is running so
 * submit buttons can be disabled. The hook never throws, so a failed save leaves the form as it
 * was and the owner can retry.
 */
import { useCallback, useRef, useState } from 'react';
import { useDataPort } from '@/data/data-provider';
import { DataError, type DataPort } from '@/data/port';
import { basedOn, ChangedElsewhere, type Basis } from '@/data/content/based-on';
import type { SaveOutcome } from './save-outcome';

export interface Mutation<A extends unknown[]> {
  run: (...args: A) => Promise<SaveOutcome>;
  /**
   * The same write, based on the documents as the editor read them: refused (`conflict`) when one of
   * them changed since, in another tab or on another device (data/content/based-on.ts).
   */
  runBasedOn: (basis: readonly Basis[], ...args: A) => Promise<SaveOutcome>;
  pending: boolean;
}

/** Said under the banner's message when a save was refused for a change made elsewhere. */
const CONFLICT_DETAIL = 'Nothing was saved, and what you typed is still here: choose below what to keep.';

/**
 * Errors whose own text helps the owner act (a file too big, no permission, a slug another post
 * holds, an import refused); others stay generic.
 */
const EXPLAINED: ReadonlySet<string> = new Set([
  'resource-exhausted',
  'invalid-argument',
  'permission-denied',
  'already-exists',
  'failed-precondition',
]);

export function errorDetail(error: unknown): string | undefined {
  return error instanceof DataError && EXPLAINED.has(error.code) ? error.message : undefined;
}

export function useMutation<A extends unknown[]>(
  work: (port: DataPort, ...args: A) => Promise<unknown>,
  messages: { success: string; failure: string },
): Mutation<A> {
  const port = useDataPort();
  const [pending, setPending] = useState(false);
  // The latest work function, so callers may pass an inline closure without re-creating `run`.
  const workRef = useRef(work);
  workRef.current = work;

  const runBasedOn = useCallback(
    async (basis: readonly Basis[], ...args: A): Promise<SaveOutcome> => {
      setPending(true);
      const based = basis.length > 0 ? basedOn(port, basis) : null;
      try {
        await workRef.current(based ?? port, ...args);
        return { ok: true, status: { kind: 'success', message: messages.success }, ...(based ? { basis: based.bases } : {}) };
      } catch (error) {
        if (error instanceof ChangedElsewhere)
          return { ok: false, conflict: true, status: { kind: 'error', message: error.message, detail: CONFLICT_DETAIL } };
        console.error(messages.failure, error);
        return { ok: false, status: { kind: 'error', message: messages.failure, detail: errorDetail(error) } };
      } finally {
        setPending(false);
      }
    },
    [port, messages.success, messages.failure],
  );
  const run = useCallback((...args: A) => runBasedOn([], ...args), [runBasedOn]);
  return { run, runBasedOn, pending };
}
