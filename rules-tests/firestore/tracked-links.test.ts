/** firestore.rules: match /tracked_links/{id} — read, create, update, delete: owner only, shape-checked. */
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without, type Violation } from '../support/cases';
import { useRulesSuite } from '../support/env';
import { LONG } from '../support/fixtures';

const t = useRulesSuite();
const link = () => ({ name: 'Acme application', slug: 'acme-2026', target: '/projects' });

describe('match /tracked_links/{id}', () => {
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'tracked_links/l1'), link())));

  describe('read: owner only', () => {
    it('owner may list the tracked links', () => allowed(getDocs(collection(t.db('owner'), 'tracked_links'))));
    it.each(NOT_OWNER)('%s may not get a tracked link (who the owner wrote to is private)', (role) =>
      denied(getDoc(doc(t.db(role), 'tracked_links/l1'))),
    );
    it.each(NOT_OWNER)('%s may not list tracked links', (role) => denied(getDocs(collection(t.db(role), 'tracked_links'))));
  });

  describe('create, update, delete: owner only', () => {
    it.each(NOT_OWNER)('%s may not add a tracked link', (role) => denied(addDoc(collection(t.db(role), 'tracked_links'), link())));
    it.each(NOT_OWNER)('%s may not change where one goes', (role) =>
      denied(updateDoc(doc(t.db(role), 'tracked_links/l1'), { target: '/blog' })),
    );
    it.each(NOT_OWNER)('%s may not delete one', (role) => denied(deleteDoc(doc(t.db(role), 'tracked_links/l1'))));
    it('owner may add one', () => allowed(addDoc(collection(t.db('owner'), 'tracked_links'), link())));
    it('owner may change where one goes', () => allowed(updateDoc(doc(t.db('owner'), 'tracked_links/l1'), { target: '/blog/first-post' })));
    it('owner may delete one', () => allowed(deleteDoc(doc(t.db('owner'), 'tracked_links/l1'))));
  });

  describe('shape', () => {
    const violations: Violation[] = [
      ['an empty name', withField(link(), 'name', '')],
      ['a name of 101 characters', withField(link(), 'name', LONG(101))],
      ['a slug with capitals', withField(link(), 'slug', 'Acme')],
      ['a slug with a slash', withField(link(), 'slug', 'acme/2026')],
      ['a slug of 61 characters', withField(link(), 'slug', 'a'.repeat(61))],
      ['a target on another site', withField(link(), 'target', 'https://evil.example/')],
      ['a target with a query string', withField(link(), 'target', '/?utm_campaign=other')],
      ['a target with a space', withField(link(), 'target', '/a b')],
      ['no target', without(link(), 'target')],
      ['a field of visits counted by the browser', withField(link(), 'visits', 1000)],
    ];
    it.each(violations)('owner may not store %s', (_, data) => denied(setDoc(doc(t.db('owner'), 'tracked_links/l2'), data)));
  });
});
