import { COLLECTIONS } from '@portfolio/model';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { publicReader } from '../../src/render/public-reads';

/** A Firestore that fails the test if anything reaches it. */
const untouchable = new Proxy({} as Firestore, {
  get: (_target, name) => {
    throw new Error(`Firestore was touched (${String(name)})`);
  },
});

describe('publicReader', () => {
  it('answers "missing" for an id that cannot be a document id, without reaching Firestore', async () => {
    const read = publicReader(untouchable);
    for (const id of ['__x__', '__proto__', 'x/y', '.', '..', '', 'a'.repeat(1501)]) {
      expect(await read({ kind: 'doc', collection: COLLECTIONS.projects, id }), id).toBeNull();
    }
  });

  it('answers "missing" for a collection visitors may not read, without reaching Firestore', async () => {
    expect(await publicReader(untouchable)({ kind: 'doc', collection: COLLECTIONS.contactMessages, id: 'm1' })).toBeNull();
  });

  it('answers no documents for a query Firestore would refuse (a year-0000 cursor, an over-long tag), without reaching Firestore', async () => {
    const read = publicReader(untouchable);
    const posts = { collection: COLLECTIONS.blogPosts, orderBy: [{ field: 'created_at', direction: 'desc' as const }] };
    expect(await read({ kind: 'query', query: { ...posts, startAfter: [new Date('0000-01-01T00:00:00Z'), 'p1'] } })).toEqual([]);
    expect(
      await read({ kind: 'query', query: { ...posts, where: [{ field: 'tags', op: 'array-contains-any', value: ['x'.repeat(1600)] }] } }),
    ).toEqual([]);
  });
});
