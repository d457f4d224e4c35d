/**
 * A post's or project's earlier versions, newest first, live; and restoring one, which
 * saves it as the current version and keeps the version it replaces (data/content).
 */
import type { RevisedCollection } from '@portfolio/model';
import { restoreRevision } from '@/data/content/content-writes';
import { revisionsQuery } from '@/data/content/revisions';
import type { Doc } from '@/data/port';
import { useLiveQuery } from '@/data/use-live';
import { useMutation } from '@/data/use-mutation';

export const REVISION_MESSAGES = {
  fetchFailed: 'Failed to load earlier versions.',
  restore: {
    success: 'Version restored successfully! The version it replaced is kept in the history.',
    failure: 'Failed to restore the version. Please try again.',
  },
} as const;

export function useRevisions(collection: RevisedCollection, docId: string) {
  return useLiveQuery(revisionsQuery(collection, docId));
}

export function useRestoreRevision() {
  return useMutation((port, revision: Doc<'revisions'>) => restoreRevision(port, revision), REVISION_MESSAGES.restore);
}
