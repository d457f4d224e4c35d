/**
 * The owner's preview links: made from a draft's editor, ended by the owner. A token is 256 random
 * bits; only its SHA-256 is stored (the link record's id), so the records leak no working link, and the
 * answer to the owner holds the token's only copy.
 */
import { createHash, randomBytes } from 'node:crypto';
import { previewPath, validateCreatePreview, validateRevokePreview, type FunctionContracts } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Clock } from '../shared/clock.js';
import type { PreviewStore } from './preview-store.js';

export interface PreviewLinkDeps {
  /** Refuses anyone but the owner, as the security rules do (auth/owner-account.ts's assertOwner). */
  assertOwner: () => Promise<unknown>;
  store: PreviewStore;
  clock: Clock;
}

/** A link's record id: the hash of its token, so a token is looked up without being stored. */
export const previewLinkId = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY = 86_400_000;

export async function createPreviewLink(deps: PreviewLinkDeps, data: unknown): Promise<FunctionContracts['createPreviewLink']['response']> {
  await deps.assertOwner();
  const checked = validateCreatePreview(data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  const { collection, id, days } = checked.value;
  if (!(await deps.store.item(collection, id))) throw new HttpsError('not-found', 'Save the draft before creating a preview link.');
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  const link = { collection, doc_id: id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + days * DAY).toISOString() };
  const linkId = previewLinkId(token);
  await deps.store.putLink(linkId, link);
  return { id: linkId, path: previewPath(token), expires_at: link.expires_at };
}

export async function revokePreviewLink(deps: PreviewLinkDeps, data: unknown): Promise<FunctionContracts['revokePreviewLink']['response']> {
  await deps.assertOwner();
  const checked = validateRevokePreview(data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  return { revoked: await deps.store.removeLink(checked.id) };
}
