/** firestore.rules: match /meta_data/resume_file — read: anyone; write: owner, shape-checked. */
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without, type Violation } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { LONG, resumeFile } from '../support/fixtures';

const t = useRulesSuite();
const ref = (role: Parameters<typeof t.db>[0]) => doc(t.db(role), 'meta_data/resume_file');

describe('match /meta_data/resume_file', () => {
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'meta_data/resume_file'), resumeFile())));

  describe('read: anyone', () => {
    it.each(ROLES)('%s may get the resume file record', (role) => allowed(getDoc(ref(role))));
  });

  describe('create, update, delete: owner only', () => {
    it.each(NOT_OWNER)('%s may not replace the record', (role) => denied(setDoc(ref(role), resumeFile())));
    it.each(NOT_OWNER)('%s may not empty the record', (role) => denied(updateDoc(ref(role), { value: null })));
    it.each(NOT_OWNER)('%s may not delete the record', (role) => denied(deleteDoc(ref(role))));

    it('owner may create the record after clearing it', async () => {
      await t.seed((db) => deleteDoc(doc(db, 'meta_data/resume_file')));
      await allowed(setDoc(ref('owner'), resumeFile()));
    });
    it('owner may set the value empty (resume deleted)', () => allowed(updateDoc(ref('owner'), { value: null })));
    it('owner may store a file with only its url', () =>
      allowed(setDoc(ref('owner'), { value: { url: 'https://storage.example.com/r.pdf' } })));
    it('owner may delete the record', () => allowed(deleteDoc(ref('owner'))));
  });

  describe('shape', () => {
    const violations: Violation[] = [
      ['an extra top-level field', withField(resumeFile(), 'key', 'resume_file')],
      ['no value', {}],
      ['a value without url', { value: without(resumeFile().value, 'url') }],
      ['an extra value field', { value: withField(resumeFile().value, 'size', 1) }],
      ['a data: url', { value: withField(resumeFile().value, 'url', 'data:application/pdf;base64,AAAA') }],
      ['a filename of 201 characters', { value: withField(resumeFile().value, 'filename', LONG(201)) }],
      ['a path outside resume/', { value: withField(resumeFile().value, 'path', 'images/resume.pdf') }],
      ['a value that is text', { value: 'https://storage.example.com/r.pdf' }],
    ];
    it.each(violations)('owner may not write a record with %s', (_, data) => denied(setDoc(ref('owner'), data)));

    it('nobody, not even the owner, may write another meta_data key', async () => {
      await denied(setDoc(doc(t.db('owner'), 'meta_data/other'), resumeFile()));
      await denied(getDoc(doc(t.db('owner'), 'meta_data/other')));
    });
  });
});
