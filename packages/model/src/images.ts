/**
 * Pictures the owner uploads, made responsive by the processUploadedImage function: each gets a
 * record (image_records/{id}) with its upright size, a blurred placeholder and its variants, which the
 * admin copies onto the item that shows it, so public pages can draw <picture> with srcset and the
 * right width and height without reading anything more.
 */
import type { ImageMeta } from './content-types/image-fields.js';

export type ImageFormat = 'avif' | 'webp';

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
  format: ImageFormat;
}

export interface ImageRecord {
  /** The original's Storage path (images/...). */
  path: string;
  state: 'ready' | 'failed';
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URI. */
  placeholder: string;
  variants: ImageVariant[];
  /** Why processing failed, for the admin. */
  error?: string;
}

/**
 * What an item keeps of a ready record for the picture at `src` (null when no sizes were made): the
 * admin's editor copies it onto the item once the record is ready, and the sample's seed does the same.
 */
export function imageMetaOf(src: string, record: ImageRecord): ImageMeta | null {
  if (record.state !== 'ready' || record.variants.length === 0 || record.width < 1 || record.height < 1) return null;
  return { src, width: record.width, height: record.height, placeholder: record.placeholder, variants: record.variants };
}

/** The record's document id: its path, with the slashes a document id cannot hold turned into '|'. */
export const imageRecordId = (path: string): string => path.replace(/\//g, '|');

/** The Storage path of a Firebase Storage download URL (…/o/<encoded path>?…), or null for any other address. */
export function storagePathOf(url: string): string | null {
  const match = /\/o\/([^?#]+)/.exec(url);
  if (!match || !/^https?:\/\/[^/]+\/v0\/b\//.test(url)) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
