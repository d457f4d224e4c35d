/**
 * firestore.rules: preview_links. The owner reads them in a draft's editor (which links are out, until
 * when); only the preview functions write them, and each is keyed by the hash of its token, so the
 * records hold no working link.
 */
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';

const t = useRulesSuite();
const ID = 'a'.repeat(64);
const link = { collection: 'blog_posts', doc_id: 'post-5', created_at: '2026-11-28T08:00:00.000Z', expires_at: '2026-12-05T08:00:00.000Z' };

describe('match /preview_links/{id}', () => {
  beforeEach(() => t.seed(async (db) => setDoc(doc(db, `preview_links/${ID}`), link)));

  it("the owner may read them, one by one and a draft's links as the editor asks for them", async () => {
    await allowed(getDoc(doc(t.db('owner'), `preview_links/${ID}`)));
    await allowed(
      getDocs(query(collection(t.db('owner'), 'preview_links'), where('collection', '==', 'blog_posts'), where('doc_id', '==', 'post-5'))),
    );
  });
  it.each(NOT_OWNER)('%s may not read them', async (role) => {
    await denied(getDoc(doc(t.db(role), `preview_links/${ID}`)));
    await denied(getDocs(collection(t.db(role), 'preview_links')));
  });
  it.each(ROLES)('%s may not create, change or delete them (the functions do)', async (role) => {
    await denied(setDoc(doc(t.db(role), `preview_links/${'b'.repeat(64)}`), link));
    await denied(updateDoc(doc(t.db(role), `preview_links/${ID}`), { expires_at: '2030-01-01T00:00:00.000Z' }));
    await denied(deleteDoc(doc(t.db(role), `preview_links/${ID}`)));
  });
});
