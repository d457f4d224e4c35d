/**
 * firestore.rules: match /blog_posts/{id} — read: anyone if published, owner all; write: owner,
 * shape-checked, the slug claimed by the post in the same batch (match /slugs/{slug} has its own file).
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without, type Violation } from '../support/cases';
import { ROLES, useRulesSuite, type Role } from '../support/env';
import { blogPostFields, LONG, STORED_AT, storedBlogPost } from '../support/fixtures';

const t = useRulesSuite();
// A new post's slug is free (the seeded draft holds draft-notes).
const newPost = () => ({ ...blogPostFields(false), slug: 'new-post', created_at: serverTimestamp() });
const newPublishedPost = () => ({ ...blogPostFields(true), slug: 'fresh', created_at: serverTimestamp() });
const FUTURE = Timestamp.fromDate(new Date(Date.now() + 86_400_000));
const PAST = Timestamp.fromDate(new Date('2025-06-01T10:00:00Z'));

/** A post written the way the admin writes it: in one batch with the claim of its slug. */
function writePost(db: Firestore, id: string, data: Record<string, unknown>, mode: 'set' | 'update' = 'set') {
  const batch = writeBatch(db);
  const ref = doc(db, 'blog_posts', id);
  if (mode === 'set') batch.set(ref, data);
  else batch.update(ref, data);
  if (typeof data.slug === 'string' && data.slug !== '') batch.set(doc(db, 'slugs', data.slug), { post_id: id });
  return batch.commit();
}
const owner = () => t.db('owner');
/** The sizes of one picture placed in a post's text, as the admin keeps them. */
const PICTURE = {
  src: 'https://example.com/a.jpg',
  width: 1200,
  height: 800,
  placeholder: '',
  variants: [{ url: 'https://example.com/a-480.webp', width: 480, height: 320, format: 'webp' }],
};

describe('match /blog_posts/{id}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      await setDoc(doc(db, 'blog_posts/published'), storedBlogPost(true));
      await setDoc(doc(db, 'blog_posts/draft'), storedBlogPost(false));
      await setDoc(doc(db, 'slugs/hello-world'), { post_id: 'published' });
      await setDoc(doc(db, 'slugs/draft-notes'), { post_id: 'draft' });
      // A scheduled draft, and a post renamed after it was public (its first slug kept).
      await setDoc(doc(db, 'blog_posts/scheduled'), { ...storedBlogPost(false), slug: 'coming-soon', publish_at: FUTURE });
      await setDoc(doc(db, 'slugs/coming-soon'), { post_id: 'scheduled' });
      await setDoc(doc(db, 'blog_posts/renamed'), { ...storedBlogPost(true), slug: 'new-name', previous_slugs: ['old-name'] });
      await setDoc(doc(db, 'slugs/new-name'), { post_id: 'renamed' });
      await setDoc(doc(db, 'slugs/old-name'), { post_id: 'renamed' });
    }),
  );

  describe('read: anyone when published; owner everything', () => {
    it.each(ROLES)('%s may get a published post', (role) => allowed(getDoc(doc(t.db(role), 'blog_posts/published'))));
    it.each(ROLES)('%s may list published posts, newest first', (role) =>
      allowed(getDocs(query(collection(t.db(role), 'blog_posts'), where('published', '==', true), orderBy('created_at', 'desc')))),
    );
    it.each(ROLES)('%s may find a published post by slug', (role) =>
      allowed(getDocs(query(collection(t.db(role), 'blog_posts'), where('slug', '==', 'hello-world'), where('published', '==', true)))),
    );
    it.each(ROLES)('%s may find a published post by an earlier slug (the redirect lookup)', (role: Role) =>
      allowed(
        getDocs(
          query(
            collection(t.db(role), 'blog_posts'),
            where('published', '==', true),
            where('previous_slugs', 'array-contains', 'old-name'),
          ),
        ),
      ),
    );
    it.each(NOT_OWNER)('%s may not find a post by an earlier slug without the published filter', (role) =>
      denied(getDocs(query(collection(t.db(role), 'blog_posts'), where('previous_slugs', 'array-contains', 'old-name')))),
    );
    it.each(NOT_OWNER)('%s may not get a draft', (role) => denied(getDoc(doc(t.db(role), 'blog_posts/draft'))));
    it.each(NOT_OWNER)('%s may not get a scheduled post before it is published', (role) =>
      denied(getDoc(doc(t.db(role), 'blog_posts/scheduled'))),
    );
    it.each(NOT_OWNER)('%s may not find a post by slug alone', (role) =>
      denied(getDocs(query(collection(t.db(role), 'blog_posts'), where('slug', '==', 'draft-notes')))),
    );
    it.each(NOT_OWNER)('%s may not list drafts', (role) =>
      denied(getDocs(query(collection(t.db(role), 'blog_posts'), where('published', '==', false)))),
    );
    it('owner may get a draft', () => allowed(getDoc(doc(owner(), 'blog_posts/draft'))));
    it('owner may list every post, newest first', () =>
      allowed(getDocs(query(collection(owner(), 'blog_posts'), orderBy('created_at', 'desc')))));
  });

  describe('create, update, delete: owner only', () => {
    it.each(NOT_OWNER)('%s may not add a post', (role) => denied(writePost(t.db(role), 'p9', newPost())));
    it.each(NOT_OWNER)('%s may not publish a draft', (role) => denied(updateDoc(doc(t.db(role), 'blog_posts/draft'), { published: true })));
    it.each(NOT_OWNER)('%s may not delete a post', (role) => denied(deleteDoc(doc(t.db(role), 'blog_posts/published'))));

    it('owner may add a post stamped with the server time, with its slug claimed', () => allowed(writePost(owner(), 'p9', newPost())));
    it('owner may save the edited record without created_at', () =>
      allowed(
        writePost(
          owner(),
          'draft',
          { ...blogPostFields(true), slug: 'draft-notes-revised', title: 'Draft notes, revised', published_at: serverTimestamp() },
          'update',
        ),
      ));
    it('owner may delete a post', () => allowed(deleteDoc(doc(owner(), 'blog_posts/draft'))));
  });

  describe('slug: claimed by this post in the same write', () => {
    it('owner may not add a post without claiming its slug', () => denied(setDoc(doc(owner(), 'blog_posts/p9'), newPost())));
    it('owner may not add a post whose slug another post holds', () =>
      denied(writePost(owner(), 'p9', { ...newPost(), slug: 'hello-world' })));
    it('owner may not give a post a slug another post keeps from before', () =>
      denied(writePost(owner(), 'draft', { ...blogPostFields(false), slug: 'old-name' }, 'update')));
    it('owner may not change a slug without claiming the new one', () =>
      denied(updateDoc(doc(owner(), 'blog_posts/draft'), { slug: 'unclaimed-slug' })));
    it('owner may keep the earlier slug when renaming a published post', () =>
      allowed(writePost(owner(), 'published', { slug: 'hello-again', previous_slugs: ['hello-world'] }, 'update')));
    it('owner may not keep the current slug as an earlier one too', () =>
      denied(writePost(owner(), 'published', { previous_slugs: ['hello-world'] }, 'update')));
    it('owner may not keep more than 20 earlier slugs', () =>
      denied(writePost(owner(), 'published', { previous_slugs: Array.from({ length: 21 }, (_, i) => `slug-${i}`) }, 'update')));
  });

  describe('previous_slugs: every earlier slug is claimed by the post (one old address, one post)', () => {
    const claims = (db: Firestore, id: string, slugs: string[]) => slugs.map((slug) => [doc(db, 'slugs', slug), { post_id: id }] as const);
    /** A post written in one batch with the claims named (its current slug's included). */
    function writeWithClaims(db: Firestore, id: string, data: Record<string, unknown>, claimed: string[], mode: 'set' | 'update') {
      const batch = writeBatch(db);
      const ref = doc(db, 'blog_posts', id);
      if (mode === 'set') batch.set(ref, data);
      else batch.update(ref, data);
      for (const [claim, value] of claims(db, id, claimed)) batch.set(claim, value);
      return batch.commit();
    }

    it('owner may not list another post’s current slug as an earlier one', () =>
      denied(writePost(owner(), 'draft', { previous_slugs: ['hello-world'] }, 'update')));
    it('owner may not list another post’s earlier slug as an earlier one', () =>
      denied(writePost(owner(), 'published', { slug: 'hello-world', previous_slugs: ['old-name'] }, 'update')));
    it('owner may not list a slug nobody claims as an earlier one without claiming it', () =>
      denied(writePost(owner(), 'published', { previous_slugs: ['never-claimed'] }, 'update')));
    it('owner may not add an unclaimed earlier slug beside the one the post leaves', () =>
      denied(writePost(owner(), 'renamed', { slug: 'newest-name', previous_slugs: ['old-name', 'new-name', 'never-claimed'] }, 'update')));
    it('owner may not create a post listing another post’s slug as an earlier one', () =>
      denied(writeWithClaims(owner(), 'p9', { ...newPublishedPost(), previous_slugs: ['hello-world'] }, ['fresh'], 'set')));
    it('owner may not create a post with an earlier slug it does not claim in the same batch', () =>
      denied(writeWithClaims(owner(), 'p9', { ...newPublishedPost(), previous_slugs: ['older'] }, ['fresh'], 'set')));

    it('owner may rename a renamed post again, keeping both earlier slugs', () =>
      allowed(writePost(owner(), 'renamed', { slug: 'newest-name', previous_slugs: ['old-name', 'new-name'] }, 'update')));
    it('owner may drop an earlier slug (its claim can then go)', () =>
      allowed(writePost(owner(), 'renamed', { previous_slugs: [] }, 'update')));
    it('owner may save a post keeping its earlier slugs as they are', () =>
      allowed(writePost(owner(), 'renamed', { title: 'Retitled, same slug' }, 'update')));
    it('owner may add an earlier slug claimed by the post in the same batch', () =>
      allowed(writeWithClaims(owner(), 'renamed', { previous_slugs: ['old-name', 'recovered'] }, ['recovered'], 'update')));
    it('owner may create a post with its earlier slugs when each is claimed in the same batch (an import)', () =>
      allowed(
        writeWithClaims(
          owner(),
          'p9',
          { ...newPublishedPost(), published_at: PAST, created_at: PAST, previous_slugs: Array.from({ length: 20 }, (_, i) => `was-${i}`) },
          ['fresh', ...Array.from({ length: 20 }, (_, i) => `was-${i}`)],
          'set',
        ),
      ));
    it('an owner with a second factor, its sessions state in force, may create a post with all its earlier slugs', async () => {
      await t.seed((db) => setDoc(doc(db, 'owner_state/sessions'), { valid_after: 1_000_000_000, second_factor: true }));
      const token = {
        admin: true,
        second_factor: true,
        auth_time: Math.floor(Date.now() / 1000),
        firebase: { sign_in_provider: 'password', sign_in_second_factor: 'totp' },
      };
      const earlier = Array.from({ length: 20 }, (_, i) => `was-${i}`);
      await allowed(
        writeWithClaims(
          t.dbWithToken('owner', token),
          'p9',
          { ...newPublishedPost(), published_at: PAST, created_at: PAST, previous_slugs: earlier },
          ['fresh', ...earlier],
          'set',
        ),
      );
    });
    it('owner may import many posts with their earlier slugs in one batch', async () => {
      const db = owner();
      const batch = writeBatch(db);
      for (let i = 0; i < 30; i += 1) {
        const previous = [`post-${i}-was-a`, `post-${i}-was-b`];
        batch.set(doc(db, 'blog_posts', `imported-${i}`), {
          ...newPublishedPost(),
          slug: `post-${i}`,
          created_at: PAST,
          published_at: PAST,
          previous_slugs: previous,
        });
        for (const [claim, value] of claims(db, `imported-${i}`, [`post-${i}`, ...previous])) batch.set(claim, value);
      }
      await allowed(batch.commit());
    });
  });

  describe('created_at: the server time or an earlier date on create (an import), never changed', () => {
    it('owner may create a post dated in the past (an import keeps its dates)', () =>
      allowed(writePost(owner(), 'p9', { ...storedBlogPost(true), slug: 'imported', created_at: PAST, published_at: PAST })));
    it('owner may not create a post dated in the future', () => denied(writePost(owner(), 'p9', { ...newPost(), created_at: FUTURE })));
    it('owner may not create a post without created_at', () => denied(writePost(owner(), 'p9', without(newPost(), 'created_at'))));
    it('owner may not backdate a post', () =>
      denied(writePost(owner(), 'draft', { created_at: Timestamp.fromDate(new Date('2020-01-01')) }, 'update')));
    it('owner may not store created_at as text', () =>
      denied(writePost(owner(), 'draft', { created_at: '2026-01-02T03:04:05.000Z' }, 'update')));
  });

  describe('published_at: the first publication, recorded once', () => {
    it('owner may create a published post stamped with the server time', () => allowed(writePost(owner(), 'p9', newPublishedPost())));
    it('owner may create a draft published before (an import of a post unpublished since)', () =>
      allowed(writePost(owner(), 'p9', { ...newPost(), published_at: PAST })));
    it('owner may not create a draft published in the future', () =>
      denied(writePost(owner(), 'p9', { ...newPost(), published_at: FUTURE })));
    it('owner may not create a published post without a first publication', () =>
      denied(writePost(owner(), 'p9', { ...newPublishedPost(), published_at: null })));
    it('owner may not create a post published in the future', () =>
      denied(writePost(owner(), 'p9', { ...newPublishedPost(), published_at: FUTURE })));
    it('owner may publish a draft, recording the server time', () =>
      allowed(writePost(owner(), 'draft', { published: true, published_at: serverTimestamp() }, 'update')));
    it('owner may not publish a draft with a publication time of their choosing', () =>
      denied(writePost(owner(), 'draft', { published: true, published_at: PAST }, 'update')));
    it('owner may not publish a draft without recording when', () => denied(writePost(owner(), 'draft', { published: true }, 'update')));
    it('owner may unpublish and republish a post, its first publication unchanged', () =>
      allowed(writePost(owner(), 'published', { published: false }, 'update')));
    it('owner may not change the first publication', () =>
      denied(writePost(owner(), 'published', { published_at: serverTimestamp() }, 'update')));
    it('owner may save a post public since before the field existed without one', () =>
      t
        .seed((db) => setDoc(doc(db, 'blog_posts/legacy'), without(without(storedBlogPost(true), 'published_at'), 'previous_slugs')))
        .then(() =>
          allowed(
            writePost(
              owner(),
              'legacy',
              { ...without(storedBlogPost(true), 'created_at'), slug: 'legacy', published_at: null, publish_at: null, previous_slugs: [] },
              'update',
            ),
          ),
        ));
  });

  describe('publish_at: only a draft may be scheduled', () => {
    it('owner may schedule a draft', () => allowed(writePost(owner(), 'draft', { publish_at: FUTURE }, 'update')));
    it('owner may not schedule a published post', () => denied(writePost(owner(), 'published', { publish_at: FUTURE }, 'update')));
    it('owner may not store publish_at as text', () =>
      denied(writePost(owner(), 'draft', { publish_at: '2030-01-01T00:00:00.000Z' }, 'update')));
  });

  describe('shape', () => {
    const violations: Violation[] = [
      ['a slug with capitals', withField(newPost(), 'slug', 'Hello-World')],
      ['a slug with a double hyphen', withField(newPost(), 'slug', 'hello--world')],
      ['a slug with a leading hyphen', withField(newPost(), 'slug', '-hello')],
      ['an empty slug', withField(newPost(), 'slug', '')],
      ['a slug with a slash', withField(newPost(), 'slug', 'a/b')],
      ['a title of 201 characters', withField(newPost(), 'title', LONG(201))],
      ['an excerpt of 501 characters', withField(newPost(), 'excerpt', LONG(501))],
      ['content of 100,001 characters', withField(newPost(), 'content', LONG(100_001))],
      ['published as text', withField(newPost(), 'published', 'true')],
      ['a javascript: image url', withField(newPost(), 'image_url', 'javascript:alert(1)')],
      ['an extra field', withField(newPost(), 'author', 'Mallory')],
      ['a missing excerpt', without(newPost(), 'excerpt')],
      ['no previous_slugs', without(newPost(), 'previous_slugs')],
      ['previous_slugs as text', withField(newPost(), 'previous_slugs', 'old')],
      ['no publish_at', without(newPost(), 'publish_at')],
      // Tags go into queries: Firestore refuses a query for a string of 1,500 bytes or more.
      ['a tag of 41 characters', withField(newPost(), 'tags', ['ok', 'a'.repeat(41)])],
      ['a tag of 2,000 characters as the tenth', withField(newPost(), 'tags', [...'abcdefghi'].concat('x'.repeat(2000)))],
      ['a tag with capitals', withField(newPost(), 'tags', ['Kubernetes'])],
      ['a tag holding a comma', withField(newPost(), 'tags', ['a,b'])],
      ['an empty tag', withField(newPost(), 'tags', ['ok', ''])],
      ['eleven tags', withField(newPost(), 'tags', [...'abcdefghijk'])],
      // The sizes of the pictures placed in the text: a list of at most 20 (the model checks each).
      ['picture sizes of the text as text', withField(newPost(), 'content_images', 'big')],
      [
        'sizes of 21 pictures in the text',
        withField(
          newPost(),
          'content_images',
          Array.from({ length: 21 }, () => PICTURE),
        ),
      ],
      ['alt text as a number', withField(newPost(), 'image_alt', 7)],
      ['picture sizes as text', withField(newPost(), 'image_meta', 'big')],
    ];
    it.each(violations)('owner may not create a post with %s', (_, data) =>
      // A slug with a slash cannot even name a claim document; the post alone is refused.
      denied(String(data.slug).includes('/') ? setDoc(doc(owner(), 'blog_posts/p9'), data) : writePost(owner(), 'p9', data)),
    );

    it('owner may create a post with the sizes of 20 pictures placed in its text', () =>
      allowed(
        writePost(
          owner(),
          'p9',
          withField(
            newPost(),
            'content_images',
            Array.from({ length: 20 }, () => PICTURE),
          ),
        ),
      ));

    it('owner may create a post with ten tags of 40 characters', () =>
      allowed(
        writePost(
          owner(),
          'p9',
          withField(
            newPost(),
            'tags',
            [...'abcdefghij'].map((c) => c.repeat(40)),
          ),
        ),
      ));
    it('owner may create a post with content of exactly 100,000 characters', () =>
      allowed(writePost(owner(), 'p9', withField(newPost(), 'content', LONG(100_000)))));
    it('the stored fixtures are valid posts (so the denials above are for their reason)', () =>
      allowed(writePost(owner(), 'p9', { ...storedBlogPost(false), slug: 'p-nine', created_at: STORED_AT })));
  });
});
