/**
 * Two failures the lite SDK this adapter uses gives up on at once, where the full SDK tries again:
 *
 * - A write Firestore answers `aborted` was not applied: it met another write on the same documents
 *   and waited too long for them ("Transaction lock timeout", "Too much contention"). A page closed
 *   during an import leaves its last batch committing while the owner's next visit resumes or undoes
 *   the import, on the same documents: on a loaded machine that showed as "Failed to resume the import".
 * - A read whose request never got an answer ("Failed to fetch": the connection was reset, often a
 *   kept-alive one the server closed as the request left). Reads change nothing, so asking again is
 *   safe; a write is not asked again on that failure, as it may have been applied.
 *
 * So each is tried again after a pause that doubles, a few times. Every other refusal (the rules, a
 * missing document, a server that answered) is final or the person's to retry.
 */
export interface RetryOptions {
  attempts?: number;
  firstPauseMs?: number;
  pause?: (ms: number) => Promise<void>;
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

const isAborted = (error: unknown) => codeOf(error) === 'aborted';

/** The lite SDK's failure of `fetch` itself: no HTTP status, so no code but `unknown`. */
const isUnanswered = (error: unknown) =>
  codeOf(error) === 'unknown' &&
  error instanceof Error &&
  /^Request failed with error: (?:Failed to fetch|NetworkError|Load failed)/.test(error.message);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const retrying =
  (retryable: (error: unknown) => boolean) =>
  async <T>(work: () => Promise<T>, { attempts = 5, firstPauseMs = 250, pause = wait }: RetryOptions = {}): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= attempts || !retryable(error)) throw error;
        await pause(firstPauseMs * 2 ** (attempt - 1));
      }
    }
  };

/** A write, tried again while Firestore answers `aborted`. */
export const retryAborted = retrying(isAborted);

/** A read, asked again while its request gets no answer at all. */
export const retryUnanswered = retrying(isUnanswered);
