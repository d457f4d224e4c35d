import type { Storage } from 'firebase-admin/storage';
import type { BackupBucket } from './nightly-export.js';

/** firebase-admin's bucket (a @google-cloud/storage Bucket). */
type Bucket = ReturnType<Storage['bucket']>;

/** The backup's bucket on Cloud Storage (cannot run here: no Storage emulator; nightly-export.ts is tested on a memory bucket). */
export function cloudBackupBucket(bucket: Bucket): BackupBucket {
  return {
    write: (name, text) => bucket.file(name).save(text, { contentType: 'application/json', resumable: false }),
    list: async (prefix) => (await bucket.getFiles({ prefix }))[0].map((file) => file.name),
    remove: async (name) => void (await bucket.file(name).delete({ ignoreNotFound: true })),
  };
}
