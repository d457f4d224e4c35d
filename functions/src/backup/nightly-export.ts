import { buildExportFile, exportText, type ContentReader } from '@portfolio/model';
import type { Clock } from '../shared/clock.js';

/** Where the exports go in the bucket; the lifecycle rule of `npm run backups` names the same folder. */
export const BACKUP_FOLDER = 'backups';
/** The newest this many exports are kept (one a day: a month). */
export const KEEP_EXPORTS = 30;

/** The bucket, as the backup needs it (Cloud Storage in production; memory in the tests). */
export interface BackupBucket {
  write(name: string, text: string): Promise<void>;
  /** Names of the files under `prefix`. */
  list(prefix: string): Promise<string[]>;
  remove(name: string): Promise<void>;
}

export interface BackupDeps {
  reader: ContentReader;
  bucket: BackupBucket;
  clock: Clock;
}

/** An export's file name: the UTC day it was made ('backups/content-2026-11-27.json'); a second run that day replaces it. */
export const exportName = (at: Date) => `${BACKUP_FOLDER}/content-${at.toISOString().slice(0, 10)}.json`;

/**
 * The nightly backup: the whole content, in the format of the admin's Export (so Import and
 * `npm run restore` take it as it is), written to the bucket; exports past the newest KEEP_EXPORTS
 * are removed.
 */
export async function backUpContent(deps: BackupDeps): Promise<{ written: string; removed: string[] }> {
  const now = deps.clock();
  const written = exportName(now);
  await deps.bucket.write(written, exportText(await buildExportFile(deps.reader, now)));
  const exports = (await deps.bucket.list(`${BACKUP_FOLDER}/content-`))
    .filter((name) => /content-\d{4}-\d{2}-\d{2}\.json$/.test(name))
    .sort();
  const removed = exports.slice(0, Math.max(0, exports.length - KEEP_EXPORTS));
  for (const name of removed) await deps.bucket.remove(name);
  return { written, removed };
}
