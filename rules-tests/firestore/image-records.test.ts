/**
 * firestore.rules: image_records/{id}, what processUploadedImage made of an uploaded picture. The
 * owner reads them (to copy onto the item that shows the picture); only the function writes them.
 */
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';

const t = useRulesSuite();
const record = { path: 'images/cover.jpg', state: 'ready', width: 3000, height: 2000, placeholder: '', variants: [] };

describe('match /image_records/{id}', () => {
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'image_records/images|cover.jpg'), record)));

  it('the owner may read them', async () => {
    await allowed(getDoc(doc(t.db('owner'), 'image_records/images|cover.jpg')));
    await allowed(getDocs(collection(t.db('owner'), 'image_records')));
  });
  it.each(NOT_OWNER)('%s may not read them', (role) => denied(getDoc(doc(t.db(role), 'image_records/images|cover.jpg'))));
  it.each(ROLES)('%s may not write them (the function does)', (role) =>
    denied(setDoc(doc(t.db(role), 'image_records/images|other.jpg'), record)),
  );
});
