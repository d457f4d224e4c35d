/**
 * A write Firestore answers `aborted` was not applied: it met another write on the same documents
 * and waited too long for them ("Transaction lock timeout", "Too much contention"). The full SDK
 * writes such a write again; the lite SDK this adapter writes with does not. A page closed during an
 * import leaves its last batch committing while the owner's next visit resumes or undoes the import,
 * on the same documents: on a loaded machine that showed as "Failed to resume the import".
 *
 * So a refused write is tried again after a pause that doubles, a few times. Only `aborted`: every
 * other refusal (the rules, a missing document, the network) is final or the person's to retry.
 */
export interface RetryOptions {
  attempts?: number;
  firstPauseMs?: number;
  pause?: (ms: number) => Promise<void>;
}

const isAborted = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'aborted';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryAborted<T>(
  write: () => Promise<T>,
  { attempts = 5, firstPauseMs = 250, pause = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isAborted(error)) throw error;
      await pause(firstPauseMs * 2 ** (attempt - 1));
    }
  }
}
