/**
 * A draft's private preview links (packages/model preview-links.ts), live; and making and ending one,
 * through the createPreviewLink and revokePreviewLink functions (the links are written by them only).
 */
import type { FunctionContracts, PreviewedCollection } from '@portfolio/model';
import { useLiveQuery } from '@/data/use-live';
import { useMutation } from '@/data/use-mutation';

export const PREVIEW_MESSAGES = {
  fetchFailed: 'Failed to load the preview links.',
  create: { success: '', failure: 'The preview link could not be created. Please try again.' },
  revoke: { success: '', failure: 'The preview link could not be revoked. Please try again.' },
} as const;

export function usePreviewLinks(collection: PreviewedCollection, docId: string) {
  return useLiveQuery({
    collection: 'preview_links',
    where: [
      { field: 'collection', op: '==', value: collection },
      { field: 'doc_id', op: '==', value: docId },
    ],
  });
}

type Created = FunctionContracts['createPreviewLink']['response'];

/** Makes a link; `done` gets its address, shown once (only its hash is stored). */
export function useCreatePreviewLink() {
  return useMutation(
    async (port, request: FunctionContracts['createPreviewLink']['request'], done: (created: Created) => void) =>
      done(await port.call('createPreviewLink', request)),
    PREVIEW_MESSAGES.create,
  );
}

export function useRevokePreviewLink() {
  return useMutation((port, id: string) => port.call('revokePreviewLink', { id }), PREVIEW_MESSAGES.revoke);
}
