/**
 * The processUploadedImage function, for the offline demo: a picture uploaded under images/ gets its
 * record (image_records), as the Storage trigger writes it. The browser makes the sizes itself
 * (createImageBitmap and a canvas, WebP only: no browser encodes AVIF on a canvas), few and small,
 * because the demo keeps them in the browser's storage. Where the browser cannot (an old one, or a
 * test's DOM), the record says the picture is ready without sizes: it is shown as uploaded.
 */
import { COLLECTIONS, imageRecordId, type ImageRecord } from '@portfolio/model';
import type { MemoryStore } from './store';

/** Two widths at a modest quality: data: URLs of a few dozen KB each. */
const DEMO_WIDTHS = [480, 960] as const;
const QUALITY = 0.75;

type Sizes = Pick<ImageRecord, 'width' | 'height' | 'placeholder' | 'variants'>;
const NO_SIZES: Sizes = { width: 0, height: 0, placeholder: '', variants: [] };

const canResize = () => typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });
}

async function webpAt(bitmap: ImageBitmap, width: number, quality: number): Promise<{ url: string; height: number }> {
  const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw on');
  context.drawImage(bitmap, 0, 0, width, height);
  return { url: await dataUrlOf(await canvas.convertToBlob({ type: 'image/webp', quality })), height };
}

/** The sizes of `file`: each demo width below its own (or its own width alone), and a tiny placeholder. */
async function sizesOf(file: Blob): Promise<Sizes> {
  if (!canResize()) return NO_SIZES;
  const bitmap = await createImageBitmap(file);
  try {
    const widths = DEMO_WIDTHS.filter((w) => w < bitmap.width);
    const variants = [];
    for (const width of widths.length ? widths : [bitmap.width]) {
      const made = await webpAt(bitmap, width, QUALITY);
      variants.push({ url: made.url, width, height: made.height, format: 'webp' as const });
    }
    const placeholder = (await webpAt(bitmap, 16, 0.5)).url;
    return { width: bitmap.width, height: bitmap.height, placeholder, variants };
  } finally {
    bitmap.close();
  }
}

export async function demoImageUploaded(store: MemoryStore, path: string, file: Blob, contentType: string): Promise<void> {
  if (!path.startsWith('images/') || path.startsWith('images/variants/') || !/^image\/(?!svg)/.test(contentType)) return;
  let sizes = NO_SIZES;
  try {
    sizes = await sizesOf(file);
  } catch (error) {
    // A picture the browser cannot decode is kept as uploaded, as the function keeps one it cannot read.
    console.error('The demo could not make sizes of the picture', error);
  }
  try {
    store.write([{ collection: COLLECTIONS.imageRecords, id: imageRecordId(path), data: { path, state: 'ready', ...sizes } }]);
  } catch {
    // The browser's storage is full: the sizes are dropped, the picture stays as uploaded.
    store.write([{ collection: COLLECTIONS.imageRecords, id: imageRecordId(path), data: { path, state: 'ready', ...NO_SIZES } }]);
  }
}
