/**
 * The sample's photographs on its items, put there as the admin's editor puts an upload's sizes:
 * each item gets what it keeps of the record the upload pipeline made of its photo (imageMetaOf).
 * The emulators' seed (scripts/seed-emulators.mjs) and the demo build (its photos made at build
 * time: web/scripts/sample-photos-plugin.ts) both start from the sample this way.
 */
import { COLLECTIONS, imageMetaOf, type ImageRecord } from '@portfolio/model';
import type { StoreState } from './store';

export interface SamplePhoto {
  collection: string;
  id: string;
  /** The picture in words (null for the owner's portrait, which the hero describes itself). */
  alt: string | null;
  /** The picture's own address: the <img> inside the <picture>, for a browser that takes no source. */
  src: string;
  record: ImageRecord;
}

/** `state` with each photo on its item: a project's or post's cover, or the hero's portrait. */
export function withSamplePhotos(state: StoreState, photos: readonly SamplePhoto[]): StoreState {
  for (const photo of photos) {
    const doc = state.docs[photo.collection]?.[photo.id];
    const meta = imageMetaOf(photo.src, photo.record);
    if (!doc || !meta) throw new Error(`The sample photo for ${photo.collection}/${photo.id} has no item or no sizes`);
    if (photo.collection === COLLECTIONS.sections) Object.assign(doc.content as object, { portrait_url: meta.src, portrait_meta: meta });
    else Object.assign(doc, { image_url: meta.src, image_alt: photo.alt, image_meta: meta });
  }
  return state;
}
