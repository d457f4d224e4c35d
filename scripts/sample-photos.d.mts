/** The sample site's photographs through the upload pipeline: see sample-photos.mjs. */
import type { ImageRecord } from '@portfolio/model';

export const SAMPLE_PHOTOS_URL: string;

export interface SamplePhotoSource {
  collection: string;
  id: string;
  /** Where the owner would have uploaded it (images/...). */
  path: string;
  alt: string | null;
  make(): Promise<Buffer>;
}

export const SAMPLE_PHOTOS: SamplePhotoSource[];

export function samplePhotos(options?: {
  progress?: (line: string) => void;
  /** Where to keep them (tests); the cache folder by default. */
  folder?: string;
  /** Which to make (tests); SAMPLE_PHOTOS by default. */
  photos?: SamplePhotoSource[];
}): Promise<{ folder: string; photos: (SamplePhotoSource & { record: ImageRecord })[] }>;

/** `detail: 'camera'`: a camera's texture at three scales, for realistic compressed sizes (the bench). */
export function scenePhoto(index: number, options?: { width?: number; height?: number; detail?: 'grain' | 'camera' }): Promise<Buffer>;
export function portraitPhoto(size?: { width?: number; height?: number }): Promise<Buffer>;
export function samplePhotosFolder(): string;
