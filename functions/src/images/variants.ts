import sharp from 'sharp';

/**
 * The widths a picture is made at (never wider than the original). Steps of about 1.3× from a small
 * phone to a wide screen, so a browser never takes much more than it draws: a card on a 412 px phone
 * at 1.75 dppx needs 665 px (720, not 960: about half the bytes), at 3 dppx 1,074 (1,200, not 1,600).
 */
export const VARIANT_WIDTHS = [480, 720, 960, 1200, 1600] as const;
/** AVIF first (smallest where supported), WebP for every other browser since 2020. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** The picture as it is seen (after applying its EXIF orientation). */
  width: number;
  height: number;
  variants: Variant[];
  /** A tiny blurred WebP as a data URI, painted while the real picture loads. */
  placeholder: string;
}

/** Images larger than this are refused rather than decoded (a decompression bomb). */
export const MAX_INPUT_PIXELS = 60_000_000;

/** The widths to make for an image `width` pixels wide: each standard width below it, or the original alone. */
export function widthsFor(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  return width > Math.max(...VARIANT_WIDTHS) ? below : [...below, width];
}

/** EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height. */
const turnsAQuarter = (orientation: number | undefined) => orientation !== undefined && orientation >= 5 && orientation <= 8;

/**
 * Makes the responsive variants of an uploaded picture: upright (its EXIF orientation applied), every
 * piece of metadata gone (GPS position above all; sharp writes none unless asked), at each width in
 * AVIF and WebP, plus a blurred placeholder. Pure: bytes in, bytes out.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error('Not a picture this site can show.');
  const [width, height] = turnsAQuarter(meta.orientation) ? [meta.height, meta.width] : [meta.width, meta.height];
  const variants: Variant[] = [];
  for (const target of widthsFor(width)) {
    for (const format of VARIANT_FORMATS) {
      const resized = source.clone().resize({ width: target, withoutEnlargement: true });
      const encoded = format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 75 });
      const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
      variants.push({ format, width: out.width, height: out.height, bytes: data });
    }
  }
  const tiny = await source.clone().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return { width, height, variants, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}
