/**
 * The sample's photographs are what the upload pipeline makes of them: the records the seed stores
 * (scripts/sample-photos.mjs, kept once made) equal what the processUploadedImage trigger's handler
 * records for the same file, every size they name is on disk as named, and the sample's items carry
 * them as the admin's editor copies a record.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageRecord } from '@portfolio/model';
import { importBundle } from '../scripts/import-bundle.mjs';
import { SAMPLE_PHOTOS_URL, samplePhotos } from '../scripts/sample-photos.mjs';

type Made = Awaited<ReturnType<typeof samplePhotos>>;
type Handler = (
  deps: { bucket: unknown; records: { record(r: ImageRecord): Promise<void> } },
  object: { path: string; contentType: string },
) => Promise<string>;

let made: Made;
let pipeline: {
  handleImageUpload: Handler;
  widthsFor: (width: number) => number[];
  VARIANT_FORMATS: readonly string[];
  withSamplePhotos: (state: unknown, photos: unknown[]) => { docs: Record<string, Record<string, Record<string, unknown>>> };
  sampleState: () => unknown;
  imageMetaOf: (src: string, record: ImageRecord) => unknown;
};

beforeAll(async () => {
  made = await samplePhotos();
  pipeline = (await importBundle(
    {
      contents: [
        "export { handleImageUpload } from './functions/src/images/on-upload.ts';",
        "export { widthsFor, VARIANT_FORMATS } from './functions/src/images/variants.ts';",
        "export { withSamplePhotos } from './web/src/data/memory/sample-photos.ts';",
        "export { sampleState } from './web/src/data/memory/seed.ts';",
        "export { imageMetaOf } from '@portfolio/model';",
      ].join('\n'),
    },
    { external: ['sharp', 'firebase-admin', 'firebase-admin/*'] },
  )) as typeof pipeline;
}, 900_000);

const fileOf = (url: string) => join(made.folder, url.slice(SAMPLE_PHOTOS_URL.length + 1));

/** The trigger's handler run on the original as it is kept: the record it stores and the files it writes. */
async function uploadAgain(path: string) {
  const written = new Map<string, Buffer>();
  const records: ImageRecord[] = [];
  const bucket = {
    download: async () => readFileSync(join(made.folder, path)),
    upload: async (target: string, bytes: Buffer) => void written.set(target, bytes),
    publicUrl: (target: string) => `${SAMPLE_PHOTOS_URL}/${target}`,
  };
  const outcome = await pipeline.handleImageUpload(
    { bucket, records: { record: async (r) => void records.push(r) } },
    {
      path,
      contentType: 'image/jpeg',
    },
  );
  return { outcome, record: records[0]!, written };
}

describe("the sample's photographs", () => {
  it('are a portrait and a cover for each sample project and post that has one, each processed and ready', () => {
    expect(made.photos.map((p) => `${p.collection}/${p.id}`)).toEqual([
      'sections/hero',
      'projects/project-1',
      'projects/project-2',
      'projects/project-3',
      'projects/project-4',
      'blog_posts/post-1',
      'blog_posts/post-2',
      'blog_posts/post-3',
      'blog_posts/post-4',
    ]);
    for (const { record, path } of made.photos) expect(record).toMatchObject({ path, state: 'ready' });
  });

  it.each(['images/sample/portrait.jpg', 'images/sample/projects/project-1.jpg'])(
    'the record kept for %s is the one the upload trigger stores for the same file, and so are its files',
    async (path) => {
      const kept = made.photos.find((p) => p.path === path)!;
      const again = await uploadAgain(path);
      expect(again.outcome).toBe('processed');
      expect(again.record).toEqual(kept.record);
      for (const variant of kept.record.variants)
        expect(readFileSync(fileOf(variant.url)).equals(again.written.get(variant.url.slice(SAMPLE_PHOTOS_URL.length + 1))!)).toBe(true);
    },
    900_000,
  );

  it('name every size the pipeline makes, in AVIF and WebP, each file on disk at its stated size and format', async () => {
    for (const { record, path } of made.photos) {
      const original = await sharp(join(made.folder, path)).metadata();
      expect([record.width, record.height]).toEqual([original.width, original.height]);
      const expected = pipeline.widthsFor(record.width).flatMap((width) => pipeline.VARIANT_FORMATS.map((format) => `${width} ${format}`));
      expect(record.variants.map((v) => `${v.width} ${v.format}`)).toEqual(expected);
      for (const variant of record.variants) {
        const file = await sharp(fileOf(variant.url)).metadata();
        expect([file.width, file.height, file.format === 'heif' ? 'avif' : file.format]).toEqual([
          variant.width,
          variant.height,
          variant.format,
        ]);
        expect(variant.height).toBe(Math.round((record.height * variant.width) / record.width));
      }
      expect(record.placeholder).toMatch(/^data:image\/webp;base64,/);
    }
  });

  it("are on the sample's items as the editor copies a record: the picture's address and its sizes", () => {
    const photos = made.photos.map((p) => ({ ...p, src: `${SAMPLE_PHOTOS_URL}/${p.path}` }));
    const { docs } = pipeline.withSamplePhotos(pipeline.sampleState(), photos);
    for (const photo of photos) {
      const doc = docs[photo.collection]![photo.id]!;
      const meta = pipeline.imageMetaOf(photo.src, photo.record);
      if (photo.collection === 'sections') expect(doc.content).toMatchObject({ portrait_url: photo.src, portrait_meta: meta });
      else expect(doc).toMatchObject({ image_url: photo.src, image_alt: photo.alt, image_meta: meta });
    }
  });
});
