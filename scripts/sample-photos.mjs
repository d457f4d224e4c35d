// The sample site's photographs: photo-like pictures drawn here (no openly licensed portfolio photos
// are published on the npm registry; docs/design.md says what was looked at), run through the
// upload pipeline's own code (functions/src/images: handleImageUpload, processImage) as if the owner
// had uploaded them. Used by the emulators' seed (scripts/seed-emulators.mjs), the demo build
// (web/scripts/sample-photos-plugin.mjs) and the bench's photo site (bench/photo-site.mjs).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { importBundle } from './import-bundle.mjs';
import { makeOnce } from './make-once.mjs';
import { PALETTES, portraitPhoto, scenePhoto } from './sample-photo-drawings.mjs';

export { portraitPhoto, scenePhoto };

const HERE = fileURLToPath(import.meta.url);
const ROOT = resolve(dirname(HERE), '..');

/** Where the photographs are served from: the dev server, Hosting's public folder and the demo build. */
export const SAMPLE_PHOTOS_URL = '/sample-photos';

/** A scene for a cover, described as the editor asks the owner to describe a picture. */
const scene = (collection, id, index) => ({
  collection,
  id,
  path: `images/sample/${collection}/${id}.jpg`,
  make: () => scenePhoto(index),
  alt: `Photograph of mountain ridges fading into haze ${PALETTES[index].name}, a pale sun low above them`,
});

/**
 * Which sample items show a photograph (every project and post that has a cover, and the owner's
 * portrait on home), where each would be uploaded, how it is made and what it shows in words
 * (web/src/data/memory/sample-photos.ts puts them on the items).
 */
export const SAMPLE_PHOTOS = [
  { collection: 'sections', id: 'hero', path: 'images/sample/portrait.jpg', make: () => portraitPhoto(), alt: null },
  ...['project-1', 'project-2', 'project-3', 'project-4'].map((id, i) => scene('projects', id, i)),
  ...['post-1', 'post-2', 'post-3', 'post-4'].map((id, i) => scene('blog_posts', id, i + 4)),
];

/** The upload trigger's own code (functions/src/images/on-upload.ts), with sharp left as installed. */
export async function uploadHandler() {
  return (await importBundle('functions/src/images/on-upload.ts', { external: ['sharp'] })).handleImageUpload;
}

/** What the photos' bytes follow from: the pipeline's code, sharp's version, and this file (how each is drawn). */
function cacheKey() {
  const hash = createHash('sha256');
  for (const file of [
    HERE,
    join(dirname(HERE), 'sample-photo-drawings.mjs'),
    join(ROOT, 'functions/src/images/on-upload.ts'),
    join(ROOT, 'functions/src/images/variants.ts'),
  ])
    hash.update(readFileSync(file));
  hash.update(
    JSON.parse(readFileSync(join(dirname(createRequire(import.meta.url).resolve('sharp')), '..', 'package.json'), 'utf8')).version,
  );
  return hash.digest('hex').slice(0, 16);
}

/** Where the photos are kept once made: a folder named by what their bytes follow from. */
export const samplePhotosFolder = () => join(ROOT, 'node_modules', '.cache', 'sample-photos', cacheKey());

/**
 * Every sample photo, uploaded to a bucket on disk and processed by the upload trigger's code, each
 * with the record the trigger stored: { folder, photos: [{ ...photo, record }] }. The bucket's files
 * are under `folder` by their paths (the original and its variants, served at SAMPLE_PHOTOS_URL).
 * Made once and kept in node_modules/.cache until the pipeline or how they are drawn changes; one
 * process makes them while any other that asks at the same time waits for its result. `folder` and
 * `photos` are for tests.
 */
export async function samplePhotos({ progress = () => {}, folder = samplePhotosFolder(), photos = SAMPLE_PHOTOS } = {}) {
  const manifest = join(folder, 'records.json');
  await makeOnce(
    folder,
    () => existsSync(manifest),
    () => makeSamplePhotos(folder, photos, progress),
    {
      waiting: () => progress('sample photos: another process is making them; waiting for its result'),
    },
  );
  const records = JSON.parse(readFileSync(manifest, 'utf8'));
  return { folder, photos: photos.map((photo) => ({ ...photo, record: records[photo.path] })) };
}

async function makeSamplePhotos(folder, photos, progress) {
  // Made beside, then moved into place: a build and a seed may make them at once.
  const making = `${folder}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  const handleImageUpload = await uploadHandler();
  const originals = new Map();
  const records = {};
  const bucket = {
    download: async (path) => originals.get(path),
    upload: async (path, bytes) => {
      mkdirSync(dirname(join(making, path)), { recursive: true });
      writeFileSync(join(making, path), bytes);
    },
    publicUrl: (path) => `${SAMPLE_PHOTOS_URL}/${path}`,
  };
  for (const [index, photo] of photos.entries()) {
    progress(`sample photos: ${index + 1} of ${photos.length} (${photo.path})`);
    const bytes = await photo.make();
    originals.set(photo.path, bytes);
    await bucket.upload(photo.path, bytes);
    const outcome = await handleImageUpload(
      { bucket, records: { record: async (record) => (records[photo.path] = record) } },
      { path: photo.path, contentType: 'image/jpeg' },
    );
    if (outcome !== 'processed') throw new Error(`The pipeline did not process ${photo.path}: ${outcome}`);
  }
  writeFileSync(join(making, 'records.json'), JSON.stringify(records, null, 1));
  try {
    renameSync(making, folder);
  } catch (error) {
    // Another process finished first: its photos are the same.
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(join(folder, 'records.json'))) throw error;
  }
}
