/**
 * Private links to drafts: the owner sends `/preview/<token>` to a reviewer, who sees the draft exactly
 * as its public page will look, until the link expires, is revoked, or the item is published. Shared
 * by the editor's panel, the functions that make and serve the links, and the demo's twin of them.
 * The record is declared in content-types/preview-links.ts.
 */
import { PREVIEWED_COLLECTIONS, type PreviewedCollection } from './content-types/preview-links.js';
import { isDocumentId } from './document-id.js';

/** Where a preview link points: the path, then the token. */
export const PREVIEW_PATH = '/preview/';
/** How long a new link works, in days: the owner's choices, and the one chosen unless they pick another. */
export const PREVIEW_DAY_CHOICES = [1, 7, 30] as const;
export const PREVIEW_DEFAULT_DAYS = 7;
/** A token is 32 random bytes (256 bits) in base64url: 43 characters. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The word the preview's banner and the editor's panel use. */
export const PREVIEW_TEXT = {
  banner: 'Preview',
  bannerNote: 'This draft is not public yet. The link is private: please do not share it.',
} as const;

export const previewPath = (token: string) => `${PREVIEW_PATH}${token}`;

/** The token of a preview address, or null when it is none (a malformed token is no link at all). */
export function previewToken(path: string): string | null {
  if (!path.startsWith(PREVIEW_PATH)) return null;
  const token = path.slice(PREVIEW_PATH.length).replace(/\/+$/, '');
  return PREVIEW_TOKEN_PATTERN.test(token) ? token : null;
}

export type CreatePreviewInput = { collection: PreviewedCollection; id: string; days: number };

/** The editor's request for a link: which item, and for how many days. A sentence for the owner otherwise. */
export function validateCreatePreview(input: unknown): { ok: true; value: CreatePreviewInput } | { ok: false; error: string } {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const { collection, id, days } = record;
  if (!(PREVIEWED_COLLECTIONS as readonly unknown[]).includes(collection) || typeof id !== 'string' || !isDocumentId(id))
    return { ok: false, error: 'Save the draft before creating a preview link.' };
  if (!(PREVIEW_DAY_CHOICES as readonly unknown[]).includes(days))
    return { ok: false, error: `A preview link works for ${PREVIEW_DAY_CHOICES.join(', ')} days.` };
  return { ok: true, value: { collection: collection as PreviewedCollection, id, days: days as number } };
}

/** The revocation's input: the link's id (the hash of its token, 64 hex digits). */
export function validateRevokePreview(input: unknown): { ok: true; id: string } | { ok: false; error: string } {
  const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
  return typeof id === 'string' && /^[0-9a-f]{64}$/.test(id) ? { ok: true, id } : { ok: false, error: 'No such preview link.' };
}

/**
 * Whether a link still shows its item: not expired, and the item still a draft that was never public
 * (a post keeps its first publication time after being unpublished, so publishing ends a link for good).
 */
export function previewShows(link: { expires_at: string }, item: Record<string, unknown> | null, now: Date): boolean {
  if (!item || Date.parse(link.expires_at) <= now.getTime()) return false;
  if ('published' in item) return item.published !== true && !item.published_at;
  return item.status !== 'active';
}
