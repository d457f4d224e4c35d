/** firestore.rules: match /resume_data/{id} — read: anyone; write: owner, shape-checked. */
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without, type Violation } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { LONG, resumeEntry } from '../support/fixtures';

const t = useRulesSuite();

describe('match /resume_data/{id}', () => {
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'resume_data/r1'), resumeEntry())));

  describe('read: anyone', () => {
    it.each(ROLES)('%s may get an entry', (role) => allowed(getDoc(doc(t.db(role), 'resume_data/r1'))));
    it.each(ROLES)('%s may list entries ordered by type, then sort_order', (role) =>
      allowed(getDocs(query(collection(t.db(role), 'resume_data'), orderBy('type'), orderBy('sort_order')))),
    );
  });

  describe('create, update, delete: owner only', () => {
    it.each(NOT_OWNER)('%s may not add an entry', (role) => denied(addDoc(collection(t.db(role), 'resume_data'), resumeEntry())));
    it.each(NOT_OWNER)('%s may not edit an entry', (role) => denied(updateDoc(doc(t.db(role), 'resume_data/r1'), { title: 'CEO' })));
    it.each(NOT_OWNER)('%s may not delete an entry', (role) => denied(deleteDoc(doc(t.db(role), 'resume_data/r1'))));

    it('owner may add a certification with a badge and no end date', () =>
      allowed(
        addDoc(collection(t.db('owner'), 'resume_data'), {
          ...resumeEntry(),
          type: 'certification',
          image_url: 'https://storage.example.com/badges/cka.png',
          end_date: null,
        }),
      ));
    it('owner may edit the fields the resume form sends', () =>
      allowed(
        updateDoc(doc(t.db('owner'), 'resume_data/r1'), {
          title: 'Senior platform engineer',
          organization: 'Example Ltd',
          start_date: '2021-06-01',
          end_date: '2024-02-01',
          description: 'More **pipelines**.',
          url: '',
        }),
      ));
    it('owner may delete an entry', () => allowed(deleteDoc(doc(t.db('owner'), 'resume_data/r1'))));
  });

  describe('shape', () => {
    const violations: Violation[] = [
      ['a type outside experience, certification, education', withField(resumeEntry(), 'type', 'hobby')],
      ['an extra field', withField(resumeEntry(), 'salary', 100)],
      ['a missing organization', without(resumeEntry(), 'organization')],
      ['a title of 201 characters', withField(resumeEntry(), 'title', LONG(201))],
      ['a description of 100,001 characters', withField(resumeEntry(), 'description', LONG(100_001))],
      ['a start date that is not YYYY-MM-DD', withField(resumeEntry(), 'start_date', 'January 2022')],
      ['an end date that is a number', withField(resumeEntry(), 'end_date', 2024)],
      ['a javascript: verification url', withField(resumeEntry(), 'url', 'javascript:alert(1)')],
      ['a protocol-relative url (another host)', withField(resumeEntry(), 'url', '//evil.example/cert')],
      ['a backslash url (another host to browsers)', withField(resumeEntry(), 'url', '/\\evil.example/cert')],
      ['a month 13', withField(resumeEntry(), 'start_date', '2024-13-01')],
      ['a day 45', withField(resumeEntry(), 'start_date', '2024-12-45')],
      ['31 April', withField(resumeEntry(), 'start_date', '2024-04-31')],
      ['29 February of a common year', withField(resumeEntry(), 'end_date', '2023-02-29')],
    ];
    it.each(violations)('owner may not write an entry with %s', (_, data) => denied(setDoc(doc(t.db('owner'), 'resume_data/r2'), data)));

    const fine: Violation[] = [
      ['29 February of a leap year', withField(resumeEntry(), 'start_date', '2024-02-29')],
      ['31 December', withField(resumeEntry(), 'start_date', '2024-12-31')],
      ['no end date', withField(resumeEntry(), 'end_date', null)],
      ['a site path as url', withField(resumeEntry(), 'url', '/certs/cka.pdf')],
      ['the site root as url', withField(resumeEntry(), 'url', '/')],
    ];
    it.each(fine)('owner may write an entry with %s', (_, data) => allowed(setDoc(doc(t.db('owner'), 'resume_data/r2'), data)));
  });
});
