/**
 * Projects stored before `technology_keys` existed get them from the scheduled search job, once, so
 * the case-insensitive technology filter (`/projects?tech=terraform`, which asks Firestore for the
 * key) finds them too; on the Firestore emulator.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { backfillDerivedFields, DERIVED_FIELDS_DOC, derivedFieldsMark } from '../../src/content/derived-fields.js';
import { clearFirestore, emulatorDb } from './firestore-harness.js';

const project = (title: string, technologies: string[], extra: Record<string, unknown> = {}) => ({
  title,
  status: 'active',
  description: `${title}, in short.`,
  long_description: '',
  image_url: '',
  github_url: '',
  live_url: '',
  technologies,
  features: [],
  challenges: [],
  solutions: [],
  is_featured: false,
  sort_order: 0,
  created_at: Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')),
  ...extra,
});

describe('derived fields on documents stored before they existed', () => {
  const db = emulatorDb();
  const projects = db.collection('projects');
  /** What the public filter asks Firestore for (web/src/features/projects/api/use-projects.ts). */
  const filtered = async (key: string) =>
    (await projects.where('status', '==', 'active').where('technology_keys', 'array-contains', key).get()).docs.map((d) => d.id).sort();

  beforeAll(async () => {
    await clearFirestore();
    await Promise.all([
      // Written before the field existed.
      projects.doc('legacy').set(project('Landing zone', ['Terraform', 'AWS'])),
      // Saved since: the save derived its keys.
      projects.doc('saved').set(project('Pipelines', ['Go', 'Terraform'], { technology_keys: ['go', 'terraform'] })),
      // Keys that no longer match its technologies (written past the adapters).
      projects.doc('stale').set(project('Observability', ['Grafana'], { technology_keys: ['Prometheus'] })),
    ]);
  });

  it('gives each project the keys a save would, once, leaving the up-to-date ones alone', async () => {
    expect(await filtered('terraform')).toEqual(['saved']);
    const savedAt = (await projects.doc('saved').get()).updateTime!;

    // Two a page, so the last page is a short one.
    expect(await backfillDerivedFields(db, 2)).toEqual({ checked: 3, updated: 2 });

    expect(await filtered('terraform')).toEqual(['legacy', 'saved']);
    expect(await filtered('aws')).toEqual(['legacy']);
    expect(await filtered('grafana')).toEqual(['stale']);
    expect(await filtered('prometheus')).toEqual([]);
    expect((await projects.doc('saved').get()).updateTime!.isEqual(savedAt)).toBe(true);
    expect((await projects.doc('legacy').get()).data()).toMatchObject({ title: 'Landing zone', technologies: ['Terraform', 'AWS'] });
    expect((await db.collection('fn_state').doc(DERIVED_FIELDS_DOC).get()).get('mark')).toBe('projects.technology_keys');
    expect(derivedFieldsMark()).toBe('projects.technology_keys');
  });

  it('does nothing more once the mark is noted (the job runs every 10 minutes)', async () => {
    const legacyAt = (await projects.doc('legacy').get()).updateTime!;
    expect(await backfillDerivedFields(db)).toBeNull();
    expect((await projects.doc('legacy').get()).updateTime!.isEqual(legacyAt)).toBe(true);
  });
});
