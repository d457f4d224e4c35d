/**
 * Whether a visitor-chosen string (a project id or a post slug from a URL, a page path in a beacon)
 * can be a Firestore document id at all. Firestore refuses a read of an id that cannot be one with an
 * error, so such an address would become a failed page and an error log instead of "not found":
 * every reader checks this first and treats a failing id as missing, without reading.
 *
 * Firestore's rules for a document id (documentation: "Usage and limits", collections, documents and
 * fields): valid UTF-8, at most 1,500 bytes, no forward slash, not `.` or `..`, and not matching
 * `__.*__` (reserved; `__proto__` is one).
 */
import { FIELD_LIMITS } from './field-rules.js';
import { SLUG_PATTERN } from './text.js';

export const MAX_DOCUMENT_ID_BYTES = 1500;

const RESERVED_ID = /^__.*__$/s;
// A lone surrogate has no UTF-8 encoding.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The length of a well-formed string in UTF-8. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    bytes += UTF8_LIMITS.filter((limit) => point >= limit).length + 1;
  }
  return bytes;
}

/** A code point takes one UTF-8 byte below 0x80, and one more from each of these on. */
const UTF8_LIMITS = [0x80, 0x800, 0x10000];

export function isDocumentId(id: unknown): id is string {
  if (typeof id !== 'string' || id === '' || id === '.' || id === '..') return false;
  if (id.includes('/') || RESERVED_ID.test(id) || LONE_SURROGATE.test(id)) return false;
  // UTF-8 takes at most 4 bytes a code unit: only a long id needs counting.
  return id.length <= MAX_DOCUMENT_ID_BYTES / 4 || utf8Bytes(id) <= MAX_DOCUMENT_ID_BYTES;
}

/**
 * Whether a post slug from an address could belong to a post: the rules store only slugs of the slug
 * pattern and at most a title's length (firestore.rules isSlug). Anything else is no post's, and is
 * not asked for: Firestore even refuses a query for a value of 1,500 bytes or more.
 */
export function isPossibleSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= FIELD_LIMITS.title && SLUG_PATTERN.test(slug);
}

/** The longest tag a post may have (blog-post.ts' tags field, firestore.rules). */
export const TAG_MAX_LENGTH = 40;

/** Whether a tag from an address could be on a post (lower-case words joined by hyphens, at most 40 characters). */
export function isPossibleTag(tag: unknown): tag is string {
  return typeof tag === 'string' && tag.length <= TAG_MAX_LENGTH && SLUG_PATTERN.test(tag);
}

/**
 * A name every JavaScript object has (Object.prototype's: __proto__, constructor, toString, valueOf…).
 * An export file may hold none, as an id or as a key: code that keeps documents or fields by name in
 * a plain object would read such a name as the object's own, or set the object's prototype.
 */
export const isPrototypeName = (name: string): boolean => name in Object.prototype;
