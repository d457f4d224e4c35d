import { validateExportFile, type ContentReader } from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import { backUpContent, KEEP_EXPORTS } from '../../src/backup/nightly-export.js';
import { DAY, fakeClock } from '../support/clock.js';
import { memoryBucket } from '../support/memory-bucket.js';

/** A site of one skill, read as the export reads a site. */
const oneSkill: ContentReader = {
  all: async (collection) =>
    collection === 'skills'
      ? [{ id: 'skill-1', name: 'Terraform', icon_ref: 'terraform', description: '', category: 'IaC', sort_order: 0 }]
      : [],
  one: async () => null,
};

describe('the nightly backup, written to a bucket (Cloud Storage cannot run here)', () => {
  it("writes the day's export in the Export's own format, and keeps the newest thirty", async () => {
    const bucket = memoryBucket();
    const clock = fakeClock('2026-11-01T03:00:00.000Z');
    const first = await backUpContent({ reader: oneSkill, bucket, clock });
    expect(first).toEqual({ written: 'backups/content-2026-11-01.json', removed: [] });
    const check = validateExportFile(JSON.parse(bucket.files.get(first.written)!), clock());
    expect(check.ok && check.file.skills).toEqual([
      { id: 'skill-1', name: 'Terraform', icon_ref: 'terraform', description: '', category: 'IaC', sort_order: 0 },
    ]);

    let last = first;
    for (let night = 1; night <= KEEP_EXPORTS + 1; night += 1) {
      clock.advance(DAY);
      last = await backUpContent({ reader: oneSkill, bucket, clock });
    }
    expect(last.removed).toEqual(['backups/content-2026-11-02.json']);
    const kept = [...bucket.files.keys()].sort();
    expect(kept).toHaveLength(KEEP_EXPORTS);
    expect(kept[0]).toBe('backups/content-2026-11-03.json');
    expect(kept.at(-1)).toBe('backups/content-2026-12-02.json');

    // A second run the same day replaces that day's export.
    await backUpContent({ reader: oneSkill, bucket, clock });
    expect(bucket.files.size).toBe(KEEP_EXPORTS);
  });
});
