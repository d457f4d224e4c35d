import { COLLECTIONS, imageRecordId } from '@portfolio/model';
import type { Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import type { ImageBucket, ImageRecords } from './on-upload.js';

/** Variants never change once written (a new upload gets new names), so browsers and the CDN keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A Cloud Storage bucket as the trigger needs it; addresses as the Firebase SDK's download URLs (storage.rules let anyone read images/). */
/** firebase-admin's bucket (a @google-cloud/storage Bucket). */
type Bucket = ReturnType<Storage['bucket']>;

export function storageBucket(bucket: Bucket, emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST): ImageBucket {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return {
    download: async (path) => (await bucket.file(path).download())[0],
    upload: (path, bytes, contentType) => bucket.file(path).save(bytes, { contentType, metadata: { cacheControl: IMMUTABLE } }),
    publicUrl: (path) => `${origin}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media`,
  };
}

/** image_records/{id}: what the admin copies onto the item that shows the picture, and shows while it is processed. */
export function firestoreImageRecords(db: Firestore): ImageRecords {
  return {
    record: async (image) => {
      await db.collection(COLLECTIONS.imageRecords).doc(imageRecordId(image.path)).set(image);
    },
  };
}
