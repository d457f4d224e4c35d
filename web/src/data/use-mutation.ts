/**
 * The shape every admin write hook shares (use<Verb><Noun>): run the write through the data
 * port, report the spec's success or failure message, and say whether a save is running so
 * submit buttons can be disabled. The hook never throws, so a failed save leaves the form as it
 * was and the owner can retry.
 */
import { useCallback, useRef, useState } from 'react';
import { useDataPort } from '@/data/data-provider';
import { DataError, type DataPort } from '@/data/port';
import type { Status } from '@/lib/status';

export interface MutationResult {
  ok: boolean;
  status: NonNullable<Status>;
}

export interface Mutation<A extends unknown[]> {
  run: (...args: A) => Promise<MutationResult>;
  pending: boolean;
}

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

  const run = useCallback(
    async (...args: A): Promise<MutationResult> => {
      setPending(true);
      try {
        await workRef.current(port, ...args);
        return { ok: true, status: { kind: 'success', message: messages.success } };
      } catch (error) {
        console.error(messages.failure, error);
        return { ok: false, status: { kind: 'error', message: messages.failure, detail: errorDetail(error) } };
      } finally {
        setPending(false);
      }
    },
    [port, messages.success, messages.failure],
  );
  return { run, pending };
}
