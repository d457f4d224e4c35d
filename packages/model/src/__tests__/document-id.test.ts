import { describe, expect, it } from 'vitest';
import { isDocumentId, isPossibleSlug, MAX_DOCUMENT_ID_BYTES, utf8Bytes } from '../document-id.js';

describe('isDocumentId: what Firestore can read as a document id', () => {
  it('accepts ordinary ids, slugs and generated ids', () => {
    for (const id of ['p1', 'zero-downtime-deployments', 'Ab3xYz09QqWe', '_x', 'x__', '__x', 'a.b', '...', 'ünïcode', '日本語']) {
      expect(isDocumentId(id), id).toBe(true);
    }
  });

  it('refuses what Firestore refuses: empty, a slash, . and .., __reserved__ names, lone surrogates', () => {
    for (const id of ['', 'x/y', '/', '.', '..', '__x__', '__proto__', '____', '__.*__', 'a\uD800b', '\uDC00']) {
      expect(isDocumentId(id), JSON.stringify(id)).toBe(false);
    }
    expect(isDocumentId(undefined)).toBe(false);
    expect(isDocumentId(42)).toBe(false);
  });

  it('refuses more than 1,500 bytes of UTF-8, counting bytes rather than characters', () => {
    expect(isDocumentId('a'.repeat(MAX_DOCUMENT_ID_BYTES))).toBe(true);
    expect(isDocumentId('a'.repeat(MAX_DOCUMENT_ID_BYTES + 1))).toBe(false);
    // 500 three-byte characters are 1,500 bytes; one more is over.
    expect(isDocumentId('日'.repeat(500))).toBe(true);
    expect(isDocumentId('日'.repeat(501))).toBe(false);
    expect(utf8Bytes('a€😀')).toBe(1 + 3 + 4);
  });
});

describe('isPossibleSlug: what a post slug can be', () => {
  it("accepts slugs the rules store, up to a title's length", () => {
    expect(isPossibleSlug('zero-downtime-deployments')).toBe(true);
    expect(isPossibleSlug('a'.repeat(200))).toBe(true);
  });

  it('refuses anything else, which no post can hold', () => {
    for (const slug of ['', '__x__', 'x/y', 'x%2Fy', 'Hello', '-a', 'a--b', 'a'.repeat(201), 'a'.repeat(1500), undefined]) {
      expect(isPossibleSlug(slug), String(slug).slice(0, 20)).toBe(false);
    }
  });
});
