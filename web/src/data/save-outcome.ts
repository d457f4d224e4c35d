import type { Status } from '@/lib/status';
import type { Basis } from './content/based-on';

/**
 * What a save, add or delete reports, as every write hook returns it (use-mutation.ts) and every admin
 * screen shows it: the type's message for the banner and the toast. Apart from the hook so screens,
 * which may not import the data hooks' plumbing, can name it.
 */
export interface SaveOutcome {
  ok: boolean;
  status: NonNullable<Status>;
  /** Refused because a document it was based on changed elsewhere (runBasedOn): nothing was written, and the editor offers the choice. */
  conflict?: boolean;
  /** After a save based on documents (runBasedOn): the documents as it left them, the basis of the editor's next save. */
  basis?: readonly Basis[];
}
