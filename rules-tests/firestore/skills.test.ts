/** firestore.rules: match /skills/{id} — read: anyone; write: owner, shape-checked. */
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without, type Violation } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { LONG, skill } from '../support/fixtures';

const t = useRulesSuite();

describe('match /skills/{id}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      await setDoc(doc(db, 'skills/s1'), skill());
      await setDoc(doc(db, 'skills/s2'), { ...skill(), name: 'Terraform', icon_ref: 'terraform', sort_order: 3 });
    }),
  );

  describe('read: anyone', () => {
    it.each(ROLES)('%s may get a skill', (role) => allowed(getDoc(doc(t.db(role), 'skills/s1'))));
    it.each(ROLES)('%s may list skills ordered by sort_order', (role) =>
      allowed(getDocs(query(collection(t.db(role), 'skills'), orderBy('sort_order')))),
    );
  });

  describe('create, update, delete: owner only', () => {
    it.each(NOT_OWNER)('%s may not add a skill', (role) => denied(addDoc(collection(t.db(role), 'skills'), skill())));
    it.each(NOT_OWNER)('%s may not edit a skill', (role) => denied(updateDoc(doc(t.db(role), 'skills/s1'), { name: 'Mallory' })));
    it.each(NOT_OWNER)('%s may not delete a skill', (role) => denied(deleteDoc(doc(t.db(role), 'skills/s1'))));

    it('owner may add a skill', () => allowed(addDoc(collection(t.db('owner'), 'skills'), skill())));
    it('owner may edit a skill', () => allowed(updateDoc(doc(t.db('owner'), 'skills/s1'), { description: 'Images and containers' })));
    it('owner may save a new order for the whole list in one batch', () => {
      // One Firestore instance for the batch and its documents (t.db() hands out a new one per call).
      const db = t.db('owner');
      const batch = writeBatch(db);
      batch.update(doc(db, 'skills/s1'), { sort_order: 1 });
      batch.update(doc(db, 'skills/s2'), { sort_order: 0 });
      return allowed(batch.commit());
    });
    it('owner may delete a skill', () => allowed(deleteDoc(doc(t.db('owner'), 'skills/s1'))));
  });

  describe('shape', () => {
    const violations: Violation[] = [
      ['an id field', withField(skill(), 'id', 's3')],
      ['a missing description', without(skill(), 'description')],
      ['a name of 201 characters', withField(skill(), 'name', LONG(201))],
      ['an icon reference with a slash', withField(skill(), 'icon_ref', '../admin')],
      ['a description of 501 characters', withField(skill(), 'description', LONG(501))],
      ['a sort order that is not an integer', withField(skill(), 'sort_order', 1.5)],
      ['a negative sort order', withField(skill(), 'sort_order', -1)],
      ['a sort order as text', withField(skill(), 'sort_order', '1')],
    ];
    it.each(violations)('owner may not write a skill with %s', (_, data) => denied(setDoc(doc(t.db('owner'), 'skills/s3'), data)));
  });
});
