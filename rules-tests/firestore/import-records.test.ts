/**
 * firestore.rules: an import under way: import_jobs/current, import_parts/{n} and
 * import_batches/{n}. The owner's admin writes and removes them beside the content it imports;
 * nobody else may read or write them, and each is shape-checked.
 */
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { useRulesSuite } from '../support/env';

const t = useRulesSuite();
const job = () => ({ state: 'writing', started_at: serverTimestamp(), summary: '3 projects, 4 posts', parts: 1, batches: 3, written: 1 });

describe('match /import_jobs/current, /import_parts/{n}, /import_batches/{n}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      await setDoc(doc(db, 'import_jobs/current'), { ...job(), started_at: new Date() });
      await setDoc(doc(db, 'import_parts/00000'), { text: '{"format":"portfolio-export"}' });
      await setDoc(doc(db, 'import_batches/00000'), { refs: ['skills/a', 'projects/b'] });
    }),
  );

  it('the owner may write, read, update and remove them', async () => {
    const db = t.db('owner');
    await allowed(setDoc(doc(db, 'import_jobs/current'), job()));
    await allowed(updateDoc(doc(db, 'import_jobs/current'), { written: 2 }));
    await allowed(setDoc(doc(db, 'import_parts/00001'), { text: 'x'.repeat(300_000) }));
    await allowed(setDoc(doc(db, 'import_batches/00001'), { refs: Array.from({ length: 450 }, (_, i) => `skills/s${i}`) }));
    // What Undo and Resume check the records against: the kept file's hash, each document's, what each replaced.
    await allowed(updateDoc(doc(db, 'import_jobs/current'), { file_hash: 'a'.repeat(64) }));
    const hashes = Array.from({ length: 450 }, () => 'b'.repeat(64));
    await allowed(setDoc(doc(db, 'import_batches/00002'), { refs: ['skills/a'], hashes, before: ['', '{"value":null}'] }));
    await allowed(getDoc(doc(db, 'import_parts/00000')));
    await allowed(deleteDoc(doc(db, 'import_batches/00000')));
    await allowed(deleteDoc(doc(db, 'import_jobs/current')));
  });

  it('refuses a record of the wrong shape, and any job but the current one', async () => {
    const db = t.db('owner');
    await denied(setDoc(doc(db, 'import_jobs/other'), job()));
    await denied(setDoc(doc(db, 'import_jobs/current'), { ...job(), state: 'done' }));
    await denied(setDoc(doc(db, 'import_jobs/current'), { ...job(), written: -1 }));
    await denied(setDoc(doc(db, 'import_jobs/current'), { ...job(), extra: true }));
    await denied(setDoc(doc(db, 'import_parts/00001'), { text: 'x'.repeat(300_001) }));
    await denied(setDoc(doc(db, 'import_batches/00001'), { refs: Array.from({ length: 451 }, (_, i) => `skills/s${i}`) }));
    await denied(setDoc(doc(db, 'import_batches/00001'), { refs: 'skills/a' }));
    await denied(setDoc(doc(db, 'import_jobs/current'), { ...job(), file_hash: 'a'.repeat(65) }));
    await denied(setDoc(doc(db, 'import_jobs/current'), { ...job(), file_hash: 64 }));
    await denied(setDoc(doc(db, 'import_batches/00001'), { refs: [], hashes: Array.from({ length: 451 }, () => 'b') }));
    await denied(setDoc(doc(db, 'import_batches/00001'), { refs: [], before: 'x' }));
    await denied(setDoc(doc(db, 'import_batches/00001'), { refs: [], extra: [] }));
  });

  it.each(NOT_OWNER)('%s may neither read nor write them', async (role) => {
    const db = t.db(role);
    await denied(getDoc(doc(db, 'import_jobs/current')));
    await denied(getDoc(doc(db, 'import_parts/00000')));
    await denied(getDoc(doc(db, 'import_batches/00000')));
    await denied(setDoc(doc(db, 'import_jobs/current'), job()));
    await denied(setDoc(doc(db, 'import_parts/00001'), { text: 'x' }));
    await denied(deleteDoc(doc(db, 'import_batches/00000')));
  });
});
