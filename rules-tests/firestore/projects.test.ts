/** firestore.rules: match /projects/{id} — read: anyone if active, owner all; write: owner, shape-checked. */
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without, type Violation } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { LONG, project } from '../support/fixtures';

const t = useRulesSuite();

/** An uploaded picture's sizes, as the admin copies them from its image record. */
const IMAGE_META = {
  src: 'https://firebasestorage.googleapis.com/v0/b/demo/o/images%2Fdesk.jpg?alt=media',
  width: 3000,
  height: 2000,
  placeholder: 'data:image/webp;base64,UklGRg==',
  variants: [{ url: 'https://storage.googleapis.com/demo/images/variants/desk-480.avif', width: 480, height: 320, format: 'avif' }],
};

describe('match /projects/{id}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      await setDoc(doc(db, 'projects/live'), { ...project('active'), is_featured: true });
      await setDoc(doc(db, 'projects/old'), project('archived'));
      await setDoc(doc(db, 'projects/wip'), project('draft'));
    }),
  );

  describe('read: anyone when active; owner everything', () => {
    it.each(ROLES)('%s may get an active project', (role) => allowed(getDoc(doc(t.db(role), 'projects/live'))));
    it.each(ROLES)('%s may list active projects ordered by sort_order', (role) =>
      allowed(getDocs(query(collection(t.db(role), 'projects'), where('status', '==', 'active'), orderBy('sort_order')))),
    );
    it.each(ROLES)('%s may list the featured active projects (home preview)', (role) =>
      allowed(
        getDocs(
          query(
            collection(t.db(role), 'projects'),
            where('status', '==', 'active'),
            where('is_featured', '==', true),
            orderBy('sort_order'),
          ),
        ),
      ),
    );
    it.each(NOT_OWNER)('%s may not get an archived project', (role) => denied(getDoc(doc(t.db(role), 'projects/old'))));
    it.each(NOT_OWNER)('%s may not get a draft project', (role) => denied(getDoc(doc(t.db(role), 'projects/wip'))));
    it.each(NOT_OWNER)('%s may not list projects without the status filter', (role) =>
      denied(getDocs(query(collection(t.db(role), 'projects'), orderBy('sort_order')))),
    );
    it.each(NOT_OWNER)('%s may not get a project that does not exist (shown as not found)', (role) =>
      denied(getDoc(doc(t.db(role), 'projects/missing'))),
    );
    it('owner may get a draft project', () => allowed(getDoc(doc(t.db('owner'), 'projects/wip'))));
    it('owner may list every project ordered by sort_order', () =>
      allowed(getDocs(query(collection(t.db('owner'), 'projects'), orderBy('sort_order')))));
  });

  describe('create, update, delete: owner only', () => {
    it.each(NOT_OWNER)('%s may not add a project', (role) => denied(addDoc(collection(t.db(role), 'projects'), project())));
    it.each(NOT_OWNER)('%s may not edit a project', (role) => denied(updateDoc(doc(t.db(role), 'projects/live'), { title: 'Defaced' })));
    it.each(NOT_OWNER)('%s may not delete a project', (role) => denied(deleteDoc(doc(t.db(role), 'projects/live'))));

    it('owner may add a project', () => allowed(addDoc(collection(t.db('owner'), 'projects'), project())));
    it('owner may save the whole edited record', () =>
      allowed(setDoc(doc(t.db('owner'), 'projects/wip'), { ...project('active'), title: 'Finished lab', sort_order: 4 })));
    it('owner may archive a project', () => allowed(updateDoc(doc(t.db('owner'), 'projects/live'), { status: 'archived' })));
    it('owner may delete a project', () => allowed(deleteDoc(doc(t.db('owner'), 'projects/old'))));
    it("owner may save a picture's description and its responsive sizes", () =>
      allowed(setDoc(doc(t.db('owner'), 'projects/wip'), { ...project('active'), image_alt: 'A desk', image_meta: IMAGE_META })));
    it('owner may save a project whose picture has no sizes (null)', () =>
      allowed(setDoc(doc(t.db('owner'), 'projects/wip'), { ...project('active'), image_alt: '', image_meta: null })));
  });

  describe('shape', () => {
    const violations: Violation[] = [
      ['a status outside active, archived, draft', withField(project(), 'status', 'public')],
      ['an id field', withField(project(), 'id', 'p9')],
      ['a missing long description', without(project(), 'long_description')],
      ['a title of 201 characters', withField(project(), 'title', LONG(201))],
      ['a short description of 501 characters', withField(project(), 'description', LONG(501))],
      ['a long description of 100,001 characters', withField(project(), 'long_description', LONG(100_001))],
      ['a javascript: live url', withField(project(), 'live_url', 'javascript:alert(1)')],
      ['a data: image url', withField(project(), 'image_url', 'data:image/svg+xml,<svg onload=alert(1)>')],
      ['technologies as one string', withField(project(), 'technologies', 'Kubernetes, Terraform')],
      ['51 features', withField(project(), 'features', Array(51).fill('f'))],
      ['is_featured as text', withField(project(), 'is_featured', 'yes')],
      ['a sort order that is not an integer', withField(project(), 'sort_order', 0.5)],
      ['a picture description of 501 characters', withField(project(), 'image_alt', LONG(501))],
      ['picture sizes as text', withField(project(), 'image_meta', 'big')],
      ['picture sizes with a key of their own', withField(project(), 'image_meta', { ...IMAGE_META, owner: 'x' })],
      ['picture sizes without a width', withField(project(), 'image_meta', without(IMAGE_META, 'width'))],
      ['picture sizes with a width of 0', withField(project(), 'image_meta', { ...IMAGE_META, width: 0 })],
      ['a placeholder that is not a WebP data address', withField(project(), 'image_meta', { ...IMAGE_META, placeholder: 'javascript:x' })],
      ['a javascript: picture address in the sizes', withField(project(), 'image_meta', { ...IMAGE_META, src: 'javascript:alert(1)' })],
      ['13 sizes', withField(project(), 'image_meta', { ...IMAGE_META, variants: Array(13).fill(IMAGE_META.variants[0]) })],
    ];
    it.each(violations)('owner may not write a project with %s', (_, data) => denied(setDoc(doc(t.db('owner'), 'projects/p9'), data)));
  });
});
