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
});
