/**
 * firestore.rules: match /revisions/{id} — earlier versions of posts and projects. read: owner.
 * create: owner, shape-checked, saved_at not in the future. update: nobody. delete: owner.
 */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without, type Violation } from '../support/cases';
import { useRulesSuite } from '../support/env';
import { postRevision, project, STORED_AT } from '../support/fixtures';

const t = useRulesSuite();
const owner = () => t.db('owner');
const projectRevision = () => ({ ...postRevision(), collection: 'projects', doc_id: 'lab', data: project() });

describe('match /revisions/{id}', () => {
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'revisions/r1'), { ...postRevision(), saved_at: STORED_AT })));

  describe('read: owner only', () => {
    it.each(NOT_OWNER)('%s may not read a revision', (role) => denied(getDoc(doc(t.db(role), 'revisions/r1'))));
    it('owner may list a post’s revisions, newest first', () =>
      allowed(
        getDocs(
          query(
            collection(owner(), 'revisions'),
            where('collection', '==', 'blog_posts'),
            where('doc_id', '==', 'published'),
            orderBy('saved_at', 'desc'),
          ),
        ),
      ));
  });

  describe('create: owner, shape-checked', () => {
    it.each(NOT_OWNER)('%s may not add a revision', (role) => denied(addDoc(collection(t.db(role), 'revisions'), postRevision())));
    it('owner may keep a post’s earlier version', () => allowed(addDoc(collection(owner(), 'revisions'), postRevision())));
    it('owner may keep a project’s earlier version', () => allowed(addDoc(collection(owner(), 'revisions'), projectRevision())));
    it('owner may import a revision with its original time', () =>
      allowed(addDoc(collection(owner(), 'revisions'), { ...postRevision(), saved_at: STORED_AT })));

    const violations: Violation[] = [
      ['saved_at in the future', withField(postRevision(), 'saved_at', Timestamp.fromDate(new Date(Date.now() + 86_400_000)))],
      ['saved_at as text', withField(postRevision(), 'saved_at', '2026-01-02T03:04:05.000Z')],
      ['another collection', withField(postRevision(), 'collection', 'skills')],
      ['post data with an extra field', withField(postRevision(), 'data', { ...postRevision().data, published: true })],
      ['post data with an unsafe image url', withField(postRevision(), 'data', { ...postRevision().data, image_url: 'javascript:x' })],
      ['project data that is not a project', withField(projectRevision(), 'data', without(project(), 'status'))],
      ['no doc_id', without(postRevision(), 'doc_id')],
      ['an extra field', withField(postRevision(), 'note', 'x')],
    ];
    it.each(violations)('owner may not add a revision with %s', (_, data) => denied(addDoc(collection(owner(), 'revisions'), data)));
  });

  describe('update: nobody (a revision is history); delete: owner', () => {
    it('owner may not change a revision', () => denied(updateDoc(doc(owner(), 'revisions/r1'), { 'data.title': 'Rewritten' })));
    it.each(NOT_OWNER)('%s may not delete a revision', (role) => denied(deleteDoc(doc(t.db(role), 'revisions/r1'))));
    it('owner may delete a revision', () => allowed(deleteDoc(doc(owner(), 'revisions/r1'))));
  });
});
