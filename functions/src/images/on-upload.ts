import type { ImageRecord } from '@portfolio/model';
import { processImage, type VariantFormat } from './variants.js';

/** The part of a Storage bucket the trigger uses (firebase-admin's bucket, or one in memory in tests). */
export interface ImageBucket {
  download(path: string): Promise<Buffer>;
  upload(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The public address of a stored file (storage.rules let anyone read images/). */
  publicUrl(path: string): string;
}

export interface ImageRecords {
  record(image: ImageRecord): Promise<void>;
}

/** Pictures the owner uploads for the site's pages; the variants go beside them, under this folder. */
export const IMAGES_FOLDER = 'images/';
export const VARIANTS_FOLDER = 'images/variants/';
const RASTER = /^image\/(jpeg|png|webp|avif|gif|heic|heif|tiff)$/;

/** images/projects/cover.jpg → images/variants/projects/cover-960.webp */
export function variantPath(path: string, width: number, format: VariantFormat): string {
  const inside = path.slice(IMAGES_FOLDER.length).replace(/\.[^./]+$/, '');
  return `${VARIANTS_FOLDER}${inside}-${width}.${format}`;
}

/**
 * The Storage trigger's work for one finalized object: a raster picture under images/ gets its
 * variants written beside it and its record stored; anything else (a variant, an SVG, a PDF, a
 * badge) is left alone. A picture that cannot be processed is recorded as failed, with the reason,
 * so the admin can say so; the original stays usable as it is.
 */
export async function handleImageUpload(
  deps: { bucket: ImageBucket; records: ImageRecords; log?: (message: string, detail?: Record<string, unknown>) => void },
  object: { path: string; contentType: string | undefined },
): Promise<'processed' | 'skipped' | 'failed'> {
  const { path, contentType } = object;
  if (!path.startsWith(IMAGES_FOLDER) || path.startsWith(VARIANTS_FOLDER) || !RASTER.test(contentType ?? '')) return 'skipped';
  try {
    const image = await processImage(await deps.bucket.download(path));
    const variants: ImageRecord['variants'] = [];
    for (const variant of image.variants) {
      const target = variantPath(path, variant.width, variant.format);
      await deps.bucket.upload(target, variant.bytes, `image/${variant.format}`);
      variants.push({ url: deps.bucket.publicUrl(target), width: variant.width, height: variant.height, format: variant.format });
    }
    await deps.records.record({ path, state: 'ready', width: image.width, height: image.height, placeholder: image.placeholder, variants });
    return 'processed';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log?.('An uploaded picture could not be processed; it is served as it is', { path, reason });
    await deps.records.record({ path, state: 'failed', width: 0, height: 0, placeholder: '', variants: [], error: reason });
    return 'failed';
  }
}
