import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageRecord } from '@portfolio/model';
import { handleImageUpload, type ImageBucket } from '../../src/images/on-upload.js';
import { phonePhotoWithGps, retinaScreenshot } from '../support/image-fixtures.js';

/** A bucket in memory: what the Storage emulator would hold, which cannot run on our machines (docs/testing.md). */
function memoryBucket(files: Record<string, Buffer>) {
  const types: Record<string, string> = {};
  const bucket: ImageBucket = {
    download: async (path) => {
      const bytes = files[path];
      if (!bytes) throw new Error(`No object ${path}`);
      return bytes;
    },
    upload: async (path, bytes, contentType) => {
      files[path] = bytes;
      types[path] = contentType;
    },
    publicUrl: (path) => `https://storage.test/o/${encodeURIComponent(path)}?alt=media`,
  };
  return { bucket, files, types };
}

function memoryRecords() {
  const records: ImageRecord[] = [];
  return { records, store: { record: async (image: ImageRecord) => void records.push(image) } };
}

describe('the Storage trigger: an uploaded picture gets its variants and its record', { timeout: 120_000 }, () => {
  it('writes each variant beside the original and records sizes, placeholder and addresses', async () => {
    const { bucket, files, types } = memoryBucket({ 'images/projects/cover.jpg': await phonePhotoWithGps() });
    const { records, store } = memoryRecords();
    expect(await handleImageUpload({ bucket, records: store }, { path: 'images/projects/cover.jpg', contentType: 'image/jpeg' })).toBe(
      'processed',
    );

    expect(Object.keys(files).sort()).toEqual([
      'images/projects/cover.jpg',
      'images/variants/projects/cover-1200.avif',
      'images/variants/projects/cover-1200.webp',
      'images/variants/projects/cover-1600.avif',
      'images/variants/projects/cover-1600.webp',
      'images/variants/projects/cover-480.avif',
      'images/variants/projects/cover-480.webp',
      'images/variants/projects/cover-720.avif',
      'images/variants/projects/cover-720.webp',
      'images/variants/projects/cover-960.avif',
      'images/variants/projects/cover-960.webp',
    ]);
    expect(types['images/variants/projects/cover-960.webp']).toBe('image/webp');
    expect((await sharp(files['images/variants/projects/cover-960.webp']).metadata()).exif).toBeUndefined();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ path: 'images/projects/cover.jpg', state: 'ready', width: 3000, height: 2000 });
    expect(records[0]!.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@480',
      'webp@480',
      'avif@720',
      'webp@720',
      'avif@960',
      'webp@960',
      'avif@1200',
      'webp@1200',
      'avif@1600',
      'webp@1600',
    ]);
    expect(records[0]!.variants[0]!.url).toBe('https://storage.test/o/images%2Fvariants%2Fprojects%2Fcover-480.avif?alt=media');
  });

  it('leaves alone its own variants, vector pictures, PDFs and anything outside images/', async () => {
    const { bucket, files } = memoryBucket({ 'images/variants/x-480.webp': await retinaScreenshot() });
    const { records, store } = memoryRecords();
    const skipped = [
      { path: 'images/variants/x-480.webp', contentType: 'image/webp' },
      { path: 'images/logo.svg', contentType: 'image/svg+xml' },
      { path: 'resume/cv.pdf', contentType: 'application/pdf' },
      { path: 'badges/cka.png', contentType: 'image/png' },
    ];
    for (const object of skipped) expect(await handleImageUpload({ bucket, records: store }, object)).toBe('skipped');
    expect(records).toEqual([]);
    expect(Object.keys(files)).toEqual(['images/variants/x-480.webp']);
  });

  it('records a picture it cannot read as failed, with the reason, and writes no variant', async () => {
    const { bucket, files } = memoryBucket({ 'images/broken.png': Buffer.from('not really a png') });
    const { records, store } = memoryRecords();
    const logged: string[] = [];
    const outcome = await handleImageUpload(
      { bucket, records: store, log: (m) => logged.push(m) },
      { path: 'images/broken.png', contentType: 'image/png' },
    );
    expect(outcome).toBe('failed');
    expect(records[0]).toMatchObject({ path: 'images/broken.png', state: 'failed', variants: [] });
    expect(records[0]!.error).toBeTruthy();
    expect(logged).toEqual(['An uploaded picture could not be processed; it is served as it is']);
    expect(Object.keys(files)).toEqual(['images/broken.png']);
  });
});
