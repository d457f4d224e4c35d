/**
 * The responsive sizes of an uploaded picture, as the admin sees them: the
 * processUploadedImage function (the twin's stand-in in the demo) writes image_records/{id} once it
 * has made them; the editor waits for that record and copies it onto the item (its image_meta), so
 * public pages never read the record.
 */
import { imageMetaOf, imageRecordId, type ImageMeta, type ImageRecord } from '@portfolio/model';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLiveDoc } from '@/data/use-live';

export type SizesState = { state: 'none' } | { state: 'processing' } | { state: 'ready' | 'failed'; record: ImageRecord };

/** The record of the picture uploaded to `path` (null: nothing uploaded in this editor). */
export function useImageSizes(path: string | null): SizesState {
  const { data, loading } = useLiveDoc('image_records', path ? imageRecordId(path) : null);
  if (!path) return { state: 'none' };
  if (loading || !data) return { state: 'processing' };
  return { state: data.state, record: data };
}

/**
 * Waits for the record of the picture uploaded to `path`, then hands `onSized` what the item keeps of
 * it, once per record (a re-render or a second run of the effect hands nothing again). `srcOf` says
 * the picture's address at that moment. The image control and the text's placed pictures both copy
 * an upload's sizes onto the item this way.
 */
export function useSizesOnce(path: string | null, srcOf: () => string, onSized: (meta: ImageMeta | null) => void): SizesState {
  const sizes = useImageSizes(path);
  // The record, as read (the same object until it changes).
  const record = 'record' in sizes ? sizes.record : null;
  const handed = useRef<ImageRecord | null>(null);
  const hand = useEffectEvent((ready: ImageRecord) => onSized(metaOf(srcOf(), ready)));
  useEffect(() => {
    if (!record || handed.current === record) return;
    handed.current = record;
    hand(record);
  }, [record]);
  return sizes;
}

/** What the item keeps of a ready record for the picture at `src` (null when no sizes were made). */
export const metaOf = imageMetaOf;

const FORMAT_NAMES = { avif: 'AVIF', webp: 'WebP' } as const;
const formatsOf = (meta: ImageMeta) => [...new Set(meta.variants.map((v) => FORMAT_NAMES[v.format]))].join(' and ');

/** The line under the picture: what became of the upload, or what the item has. */
export function sizesNote(sizes: SizesState, meta: ImageMeta | null | undefined, url: string): string | null {
  if (sizes.state === 'processing') return 'Making sizes for phones and wide screens…';
  if (sizes.state === 'failed')
    return `Sizes could not be made (${sizes.record.error ?? 'unknown reason'}); the picture is shown as uploaded.`;
  const kept = meta && meta.src === url && meta.variants.length > 0 ? meta : null;
  const made = sizes.state === 'ready' ? metaOf(url, sizes.record) : kept;
  if (!made) return sizes.state === 'ready' ? 'Kept as uploaded: the demo makes no sizes.' : null;
  const widths = new Set(made.variants.map((v) => v.width)).size;
  return `Ready for every screen: ${widths} ${widths === 1 ? 'size' : 'sizes'} in ${formatsOf(made)}, from ${made.width} × ${made.height}.`;
}
