/** storage.rules: one describe per match — resume/, badges/, images/ — and the paths no match admits. */
import { deleteObject, getMetadata, listAll, ref, uploadBytes } from 'firebase/storage';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { ROLES, useRulesSuite, type Role } from '../support/env';

const t = useRulesSuite();
const MB = 1024 * 1024;
const bytes = (n: number) => new Uint8Array(n);
const upload = (role: Role, path: string, size: number, contentType: string) =>
  uploadBytes(ref(t.storage(role), path), bytes(size), { contentType });

describe('match /resume/{file}', () => {
  beforeEach(() => t.seed((_, storage) => uploadBytes(ref(storage, 'resume/resume.pdf'), bytes(10), { contentType: 'application/pdf' })));

  it.each(ROLES)('%s may read the resume', (role) => allowed(getMetadata(ref(t.storage(role), 'resume/resume.pdf'))));
  it.each(ROLES)('%s may not list the folder', (role) => denied(listAll(ref(t.storage(role), 'resume'))));
  it.each(NOT_OWNER)('%s may not upload a resume', (role) => denied(upload(role, 'resume/resume.pdf', 10, 'application/pdf')));
  it.each(NOT_OWNER)('%s may not delete the resume', (role) => denied(deleteObject(ref(t.storage(role), 'resume/resume.pdf'))));

  it('owner may replace the resume with a PDF of exactly 10 MB', () =>
    allowed(upload('owner', 'resume/resume.pdf', 10 * MB, 'application/pdf')));
  it('owner may not upload a PDF one byte over 10 MB', () => denied(upload('owner', 'resume/resume.pdf', 10 * MB + 1, 'application/pdf')));
  it('owner may not upload a resume that is not a PDF', () => denied(upload('owner', 'resume/resume.html', 10, 'text/html')));
  it('owner may not upload an image as the resume', () => denied(upload('owner', 'resume/resume.png', 10, 'image/png')));
  it('owner may delete the resume', () => allowed(deleteObject(ref(t.storage('owner'), 'resume/resume.pdf'))));
});

describe.each(['badges', 'images'])('match /%s/{file}', (folder) => {
  const path = `${folder}/picture.png`;
  beforeEach(() => t.seed((_, storage) => uploadBytes(ref(storage, path), bytes(10), { contentType: 'image/png' })));

  it.each(ROLES)('%s may read an image', (role) => allowed(getMetadata(ref(t.storage(role), path))));
  it.each(NOT_OWNER)('%s may not upload an image', (role) => denied(upload(role, `${folder}/new.png`, 10, 'image/png')));
  it.each(NOT_OWNER)('%s may not delete an image', (role) => denied(deleteObject(ref(t.storage(role), path))));

  it('owner may upload an image of exactly 5 MB', () => allowed(upload('owner', `${folder}/new.jpg`, 5 * MB, 'image/jpeg')));
  it('owner may not upload an image one byte over 5 MB', () => denied(upload('owner', `${folder}/big.jpg`, 5 * MB + 1, 'image/jpeg')));
  it('owner may not upload a file that is not an image', () => denied(upload('owner', `${folder}/page.html`, 10, 'text/html')));
  it('owner may not upload a PDF here', () => denied(upload('owner', `${folder}/doc.pdf`, 10, 'application/pdf')));
  it('owner may not write into a subfolder', () => denied(upload('owner', `${folder}/nested/new.png`, 10, 'image/png')));
  it('owner may delete an image', () => allowed(deleteObject(ref(t.storage('owner'), path))));
});

describe('paths no match admits', () => {
  beforeEach(() => t.seed((_, storage) => uploadBytes(ref(storage, 'private/notes.txt'), bytes(10), { contentType: 'text/plain' })));

  it.each(ROLES)('%s may not read outside the three folders', (role) => denied(getMetadata(ref(t.storage(role), 'private/notes.txt'))));
  it.each(ROLES)('%s may not write outside the three folders', (role) => denied(upload(role, 'uploads/x.png', 10, 'image/png')));
  it.each(ROLES)('%s may not write at the bucket root', (role) => denied(upload(role, 'x.png', 10, 'image/png')));
});
