/**
 * firestore.rules: match /slugs/{slug} — one claim per slug a post holds (current or kept from
 * before), so no two posts share a slug. read: owner. create: owner, for a post that holds the slug
 * after the write. update: owner, never to another post. delete: owner, once no post holds it.
 */
import { deleteDoc, doc, getDoc, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { useRulesSuite } from '../support/env';
import { storedBlogPost } from '../support/fixtures';

const t = useRulesSuite();
const owner = () => t.db('owner');

describe('match /slugs/{slug}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      await setDoc(doc(db, 'blog_posts/a'), { ...storedBlogPost(true), slug: 'alpha', previous_slugs: ['first-alpha'] });
      await setDoc(doc(db, 'blog_posts/b'), { ...storedBlogPost(false), slug: 'beta' });
      await setDoc(doc(db, 'slugs/alpha'), { post_id: 'a' });
      await setDoc(doc(db, 'slugs/first-alpha'), { post_id: 'a' });
      await setDoc(doc(db, 'slugs/beta'), { post_id: 'b' });
      // Left by a post deleted without it.
      await setDoc(doc(db, 'slugs/orphan'), { post_id: 'gone' });
    }),
  );

  describe('read: owner only (a draft’s slug tells its title)', () => {
    it.each(NOT_OWNER)('%s may not read a claim', (role) => denied(getDoc(doc(t.db(role), 'slugs/alpha'))));
    it('owner may read a claim', () => allowed(getDoc(doc(owner(), 'slugs/alpha'))));
  });

  describe('create: for a post that holds the slug', () => {
    it.each(NOT_OWNER)('%s may not claim a slug', (role) => denied(setDoc(doc(t.db(role), 'slugs/gamma'), { post_id: 'b' })));
    it('owner may claim a slug a post takes in the same batch', async () => {
      const db = owner();
      const batch = writeBatch(db);
      batch.update(doc(db, 'blog_posts/b'), { slug: 'gamma' });
      batch.set(doc(db, 'slugs/gamma'), { post_id: 'b' });
      await allowed(batch.commit());
    });
    it('owner may claim an earlier slug a post keeps (an import)', async () => {
      await t.seed((db) => setDoc(doc(db, 'blog_posts/c'), { ...storedBlogPost(true), slug: 'gamma', previous_slugs: ['old-gamma'] }));
      await allowed(setDoc(doc(owner(), 'slugs/old-gamma'), { post_id: 'c' }));
    });
    it('owner may not claim a slug for a post that does not hold it', () => denied(setDoc(doc(owner(), 'slugs/gamma'), { post_id: 'b' })));
    it('owner may not claim a slug for a post that does not exist', () => denied(setDoc(doc(owner(), 'slugs/gamma'), { post_id: 'nope' })));
    it('owner may not claim a slug with an extra field', async () => {
      const db = owner();
      const batch = writeBatch(db);
      batch.update(doc(db, 'blog_posts/b'), { slug: 'gamma' });
      batch.set(doc(db, 'slugs/gamma'), { post_id: 'b', note: 'x' });
      await denied(batch.commit());
    });
  });

  describe('update: never to another post', () => {
    it('owner may write the same claim again', () => allowed(setDoc(doc(owner(), 'slugs/beta'), { post_id: 'b' })));
    it('owner may not hand a current slug to another post', async () => {
      const db = owner();
      const batch = writeBatch(db);
      batch.update(doc(db, 'blog_posts/b'), { slug: 'alpha' });
      batch.set(doc(db, 'slugs/alpha'), { post_id: 'b' });
      await denied(batch.commit());
    });
    it('owner may not hand a kept earlier slug to another post', () =>
      denied(updateDoc(doc(owner(), 'slugs/first-alpha'), { post_id: 'b' })));
  });

  describe('delete: once no post holds the slug', () => {
    it.each(NOT_OWNER)('%s may not delete a claim', (role) => denied(deleteDoc(doc(t.db(role), 'slugs/orphan'))));
    it('owner may not release the slug a post has', () => denied(deleteDoc(doc(owner(), 'slugs/beta'))));
    it('owner may not release an earlier slug a post keeps', () => denied(deleteDoc(doc(owner(), 'slugs/first-alpha'))));
    it('owner may release a draft’s old slug when its title changes', async () => {
      const db = owner();
      const batch = writeBatch(db);
      batch.update(doc(db, 'blog_posts/b'), { slug: 'gamma' });
      batch.set(doc(db, 'slugs/gamma'), { post_id: 'b' });
      batch.delete(doc(db, 'slugs/beta'));
      await allowed(batch.commit());
    });
    it('owner may delete a post with its claims', async () => {
      const db = owner();
      const batch = writeBatch(db);
      batch.delete(doc(db, 'blog_posts/a'));
      batch.delete(doc(db, 'slugs/alpha'));
      batch.delete(doc(db, 'slugs/first-alpha'));
      await allowed(batch.commit());
    });
    it('owner may delete a claim its post left behind', () => allowed(deleteDoc(doc(owner(), 'slugs/orphan'))));
  });
});
