/**
 * Preview links, made and ended in the browser for the offline demo as the functions do it
 * (functions/src/preview/links.ts): the same checks, a token of 256 random bits, only its SHA-256
 * stored. The demo has no render function, so its links do not open a page.
 */
import {
  COLLECTIONS,
  previewPath,
  validateCreatePreview,
  validateRevokePreview,
  type FunctionContracts,
  type PreviewLink,
} from '@portfolio/model';
import { DataError, type Session } from '../port';
import type { MemoryStore } from './store';

const DAY = 86_400_000;

function ownerOnly(session: Session | null) {
  if (!session?.isOwner) throw new DataError('permission-denied', 'Only the owner may do this.');
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function demoCreatePreviewLink(
  store: MemoryStore,
  data: unknown,
  session: Session | null,
): Promise<FunctionContracts['createPreviewLink']['response']> {
  ownerOnly(session);
  const checked = validateCreatePreview(data);
  if (!checked.ok) throw new DataError('invalid-argument', checked.error);
  const { collection, id, days } = checked.value;
  if (!store.get(collection, id)) throw new DataError('not-found', 'Save the draft before creating a preview link.');
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const now = Date.now();
  const link: PreviewLink = {
    collection,
    doc_id: id,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + days * DAY).toISOString(),
  };
  const linkId = await sha256Hex(token);
  store.write([{ collection: COLLECTIONS.previewLinks, id: linkId, data: { ...link } }]);
  return { id: linkId, path: previewPath(token), expires_at: link.expires_at };
}

export function demoRevokePreviewLink(
  store: MemoryStore,
  data: unknown,
  session: Session | null,
): FunctionContracts['revokePreviewLink']['response'] {
  ownerOnly(session);
  const checked = validateRevokePreview(data);
  if (!checked.ok) throw new DataError('invalid-argument', checked.error);
  if (!store.get(COLLECTIONS.previewLinks, checked.id)) return { revoked: false };
  store.write([{ collection: COLLECTIONS.previewLinks, id: checked.id, data: null }]);
  return { revoked: true };
}
