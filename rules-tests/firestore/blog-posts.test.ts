/** firestore.rules: match /blog_posts/{id} — read: anyone if published, owner all; write: owner, shape-checked. */
import {
  addDoc,
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
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without, type Violation } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { blogPostFields, LONG, storedBlogPost } from '../support/fixtures';

const t = useRulesSuite();
const newPost = () => ({ ...blogPostFields(false), created_at: serverTimestamp() });

describe('match /blog_posts/{id}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      await setDoc(doc(db, 'blog_posts/published'), storedBlogPost(true));
      await setDoc(doc(db, 'blog_posts/draft'), storedBlogPost(false));
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
    it.each(NOT_OWNER)('%s may not get a draft', (role) => denied(getDoc(doc(t.db(role), 'blog_posts/draft'))));
    it.each(NOT_OWNER)('%s may not find a post by slug alone', (role) =>
      denied(getDocs(query(collection(t.db(role), 'blog_posts'), where('slug', '==', 'draft-notes')))),
    );
    it.each(NOT_OWNER)('%s may not list drafts', (role) =>
      denied(getDocs(query(collection(t.db(role), 'blog_posts'), where('published', '==', false)))),
    );
    it('owner may get a draft', () => allowed(getDoc(doc(t.db('owner'), 'blog_posts/draft'))));
    it('owner may list every post, newest first', () =>
      allowed(getDocs(query(collection(t.db('owner'), 'blog_posts'), orderBy('created_at', 'desc')))));
  });

  describe('create, update, delete: owner only', () => {
    it.each(NOT_OWNER)('%s may not add a post', (role) => denied(addDoc(collection(t.db(role), 'blog_posts'), newPost())));
    it.each(NOT_OWNER)('%s may not publish a draft', (role) => denied(updateDoc(doc(t.db(role), 'blog_posts/draft'), { published: true })));
    it.each(NOT_OWNER)('%s may not delete a post', (role) => denied(deleteDoc(doc(t.db(role), 'blog_posts/published'))));

    it('owner may add a post stamped with the server time', () => allowed(addDoc(collection(t.db('owner'), 'blog_posts'), newPost())));
    it('owner may save the edited record without created_at', () =>
      allowed(
        updateDoc(doc(t.db('owner'), 'blog_posts/draft'), {
          ...blogPostFields(true),
          slug: 'draft-notes-revised',
          title: 'Draft notes, revised',
        }),
      ));
    it('owner may delete a post', () => allowed(deleteDoc(doc(t.db('owner'), 'blog_posts/draft'))));
  });

  describe('created_at: set by the server on create, never changed', () => {
    it('owner may not create a post with a created_at of their choosing', () =>
      denied(setDoc(doc(t.db('owner'), 'blog_posts/p9'), storedBlogPost(true))));
    it('owner may not create a post without created_at', () => denied(setDoc(doc(t.db('owner'), 'blog_posts/p9'), blogPostFields(true))));
    it('owner may not backdate a post', () =>
      denied(updateDoc(doc(t.db('owner'), 'blog_posts/draft'), { created_at: Timestamp.fromDate(new Date('2020-01-01')) })));
    it('owner may not store created_at as text', () =>
      denied(updateDoc(doc(t.db('owner'), 'blog_posts/draft'), { created_at: '2026-01-02T03:04:05.000Z' })));
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
    ];
    it.each(violations)('owner may not create a post with %s', (_, data) => denied(setDoc(doc(t.db('owner'), 'blog_posts/p9'), data)));

    it('owner may create a post with content of exactly 100,000 characters', () =>
      allowed(setDoc(doc(t.db('owner'), 'blog_posts/p9'), withField(newPost(), 'content', LONG(100_000)))));
  });
});
