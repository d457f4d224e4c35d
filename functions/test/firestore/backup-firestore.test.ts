import { COLLECTIONS, validateExportFile } from '@portfolio/model';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { firestoreContentReader, READ_PAGE } from '../../src/backup/firestore-content-reader.js';
import { backUpContent } from '../../src/backup/nightly-export.js';
import { fakeClock } from '../support/clock.js';
import { memoryBucket } from '../support/memory-bucket.js';
import { clearFirestore, emulatorDb } from './firestore-harness.js';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const post = {
  slug: 'ship-it',
  title: 'Ship It',
  excerpt: 'E',
  content: 'Body',
  category: 'devops',
  image_url: '',
  published: true,
  created_at: at('2026-11-20T10:00:00.000Z'),
  published_at: at('2026-11-20T10:00:00.000Z'),
  publish_at: null,
  previous_slugs: ['ship'],
};

/** The nightly backup reading the Firestore emulator through firebase-admin, as it does in production. */
describe('the nightly backup of content stored in Firestore', () => {
  const db = emulatorDb();
  beforeEach(async () => {
    await clearFirestore();
    await db
      .collection(COLLECTIONS.sections)
      .doc('hero')
      .set({ content: { name: 'Jane Doe', role: 'SRE', tagline: 'Keeps it up', portrait_url: '' } });
    await db.collection(COLLECTIONS.blogPosts).doc('p1').set(post);
    await db
      .collection(COLLECTIONS.revisions)
      .doc('r1')
      .set({
        collection: 'blog_posts',
        doc_id: 'p1',
        saved_at: at('2026-11-19T09:00:00.000Z'),
        data: {
          title: 'Ship It (draft)',
          slug: 'ship-it',
          excerpt: 'E',
          content: 'Body',
          category: 'devops',
          image_url: '',
          published: false,
        },
      });
    // More skills than one read returns: the reader goes on page after page.
    const batch = db.batch();
    for (let i = 0; i < READ_PAGE + 3; i += 1) {
      batch.set(db.collection(COLLECTIONS.skills).doc(`s${String(i).padStart(4, '0')}`), {
        name: `Skill ${i}`,
        icon_ref: '',
        description: '',
        category: '',
        sort_order: 0,
      });
    }
    await batch.commit();
  });

  it('writes an export the Import takes, with drafts, revisions and every item, times as the Export writes them', async () => {
    const bucket = memoryBucket();
    const clock = fakeClock('2026-11-27T03:00:00.000Z');
    const { written } = await backUpContent({ reader: firestoreContentReader(db, () => {}), bucket, clock });
    const check = validateExportFile(JSON.parse(bucket.files.get(written)!), clock());
    if (!check.ok) throw new Error(check.problems.join('\n'));
    expect(check.file.sections.hero).toMatchObject({ name: 'Jane Doe', role: 'SRE' });
    expect(check.file.posts).toHaveLength(1);
    expect(check.file.posts[0]).toMatchObject({
      id: 'p1',
      slug: 'ship-it',
      created_at: '2026-11-20T10:00:00.000Z',
      previous_slugs: ['ship'],
    });
    expect(check.file.posts[0]!.revisions).toEqual([
      { saved_at: '2026-11-19T09:00:00.000Z', data: expect.objectContaining({ title: 'Ship It (draft)' }) },
    ]);
    expect(check.file.skills).toHaveLength(READ_PAGE + 3);
    expect(check.file.skills.map((s) => s.id)).toEqual([...check.file.skills.map((s) => s.id)].sort());
  });
});
