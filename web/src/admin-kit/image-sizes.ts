/**
 * The responsive sizes of an uploaded picture, as the admin sees them: the
 * processUploadedImage function (the twin's stand-in in the demo) writes image_records/{id} once it
 * has made them; the editor waits for that record and copies it onto the item (its image_meta), so
 * public pages never read the record.
 */
import { imageRecordId, type ImageMeta, type ImageRecord } from '@portfolio/model';
import { useLiveDoc } from '@/data/use-live';

export type SizesState = { state: 'none' } | { state: 'processing' } | { state: 'ready' | 'failed'; record: ImageRecord };

/** The record of the picture uploaded to `path` (null: nothing uploaded in this editor). */
export function useImageSizes(path: string | null): SizesState {
  const { data, loading } = useLiveDoc('image_records', path ? imageRecordId(path) : null);
  if (!path) return { state: 'none' };
  if (loading || !data) return { state: 'processing' };
  return { state: data.state, record: data };
}

/** What the item keeps of a ready record for the picture at `src` (null when no sizes were made). */
export function metaOf(src: string, record: ImageRecord): ImageMeta | null {
  if (record.state !== 'ready' || record.variants.length === 0 || record.width < 1 || record.height < 1) return null;
  return { src, width: record.width, height: record.height, placeholder: record.placeholder, variants: record.variants };
}

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
