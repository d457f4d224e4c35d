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
import sharp from 'sharp';
import { importBundle } from './import-bundle.mjs';

const HERE = fileURLToPath(import.meta.url);
const ROOT = resolve(dirname(HERE), '..');

/** Where the photographs are served from: the dev server, Hosting's public folder and the demo build. */
export const SAMPLE_PHOTOS_URL = '/sample-photos';

/** Noise at one scale, blown up to the photo's size: grain, texture or shading. */
async function detail(width, height, w, h, sigma) {
  const noise = await sharp({ create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } } })
    .png()
    .toBuffer();
  return sharp(noise).resize(width, height, { kernel: 'cubic' }).png().toBuffer();
}

/**
 * Detail at three scales over a drawn scene, as a camera's photo has it (fine grain alone would vanish
 * when scaled down, and a smooth scene would make every size unrealistically small), as a JPEG at
 * quality 88, as a phone saves it. `grain`: a lit studio's photo has less than a landscape's at dusk.
 */
async function asPhoto(scene, width, height, grain = 1) {
  const layers = [];
  for (const [w, h, sigma] of [
    [width, height, 24],
    [Math.round(width / 5), Math.round(height / 5), 12],
    [Math.round(width / 25), Math.round(height / 25), 24],
  ])
    layers.push({ input: await detail(width, height, w, h, sigma * grain), blend: 'overlay' });
  return sharp(Buffer.from(scene)).composite(layers).jpeg({ quality: 88 }).toBuffer();
}

/** The hue of scene `index`: its sky's colour. */
const hueOf = (index) => (index * 47) % 360;

/**
 * A landscape as a phone takes it: a sky, a low sun and hills, in colours of its own. At 3000 × 2000
 * about 2 MB as taken, and about 45 KB (AVIF) or 58 KB (WebP) at 960 wide, as real photos of this size are.
 */
export async function scenePhoto(index, { width = 3000, height = 2000 } = {}) {
  const hue = hueOf(index);
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue} 60% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 80% 65%)"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#sky)"/>
      <circle cx="${width * (0.3 + (index % 4) * 0.12)}" cy="${height * 0.33}" r="${height * 0.11}" fill="hsl(${(hue + 180) % 360} 90% 80%)"/>
      <path d="M0 ${height * 0.74} Q ${width * 0.3} ${height * 0.52} ${width * 0.6} ${height * 0.7} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="hsl(${(hue + 120) % 360} 45% 22%)"/>
    </svg>`;
  return asPhoto(scene, width, height);
}

/**
 * A head-and-shoulders portrait as a photographer takes it: a person before a softly lit, out-of-focus
 * wall (the blur is the lens's), 4:5 like a camera held upright.
 */
export async function portraitPhoto({ width = 1200, height = 1500 } = {}) {
  const [w, h] = [width, height];
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs>
        <radialGradient id="wall" cx="0.35" cy="0.3" r="0.9">
          <stop offset="0" stop-color="hsl(32 45% 78%)"/><stop offset="1" stop-color="hsl(210 25% 30%)"/>
        </radialGradient>
        <radialGradient id="skin" cx="0.42" cy="0.38" r="0.7">
          <stop offset="0" stop-color="hsl(27 55% 74%)"/><stop offset="1" stop-color="hsl(22 40% 48%)"/>
        </radialGradient>
        <filter id="lens"><feGaussianBlur stdDeviation="${w * 0.03}"/></filter>
        <filter id="soft"><feGaussianBlur stdDeviation="${w * 0.002}"/></filter>
      </defs>
      <rect width="100%" height="100%" fill="url(#wall)"/>
      <g filter="url(#lens)" opacity="0.55">
        <circle cx="${w * 0.82}" cy="${h * 0.18}" r="${w * 0.09}" fill="hsl(45 90% 85%)"/>
        <circle cx="${w * 0.12}" cy="${h * 0.62}" r="${w * 0.07}" fill="hsl(195 60% 70%)"/>
        <rect x="${w * 0.7}" y="${h * 0.35}" width="${w * 0.25}" height="${h * 0.4}" fill="hsl(150 30% 35%)"/>
      </g>
      <g filter="url(#soft)">
        <path d="M${w * 0.08} ${h} C ${w * 0.1} ${h * 0.78} ${w * 0.3} ${h * 0.7} ${w * 0.5} ${h * 0.7} C ${w * 0.7} ${h * 0.7} ${w * 0.9} ${h * 0.78} ${w * 0.92} ${h} Z" fill="hsl(215 35% 24%)"/>
        <path d="M${w * 0.41} ${h * 0.62} h ${w * 0.18} v ${h * 0.1} q ${-w * 0.09} ${h * 0.05} ${-w * 0.18} 0 Z" fill="hsl(22 40% 52%)"/>
        <path d="M${w * 0.42} ${h * 0.71} l ${w * 0.08} ${h * 0.08} l ${w * 0.08} ${-h * 0.08} l ${w * 0.02} ${h * 0.29} h ${-w * 0.2} Z" fill="hsl(0 0% 94%)"/>
        <ellipse cx="${w * 0.5}" cy="${h * 0.45}" rx="${w * 0.16}" ry="${h * 0.17}" fill="url(#skin)"/>
        <path d="M${w * 0.33} ${h * 0.45} C ${w * 0.3} ${h * 0.24} ${w * 0.42} ${h * 0.2} ${w * 0.52} ${h * 0.21} C ${w * 0.66} ${h * 0.22} ${w * 0.7} ${h * 0.32} ${w * 0.67} ${h * 0.45} C ${w * 0.64} ${h * 0.33} ${w * 0.56} ${h * 0.3} ${w * 0.45} ${h * 0.32} C ${w * 0.38} ${h * 0.33} ${w * 0.35} ${h * 0.38} ${w * 0.33} ${h * 0.45} Z" fill="hsl(25 35% 18%)"/>
        <ellipse cx="${w * 0.44}" cy="${h * 0.44}" rx="${w * 0.018}" ry="${h * 0.01}" fill="hsl(210 30% 20%)"/>
        <ellipse cx="${w * 0.56}" cy="${h * 0.44}" rx="${w * 0.018}" ry="${h * 0.01}" fill="hsl(210 30% 20%)"/>
        <path d="M${w * 0.45} ${h * 0.54} q ${w * 0.05} ${h * 0.025} ${w * 0.1} 0" stroke="hsl(5 40% 40%)" stroke-width="${w * 0.008}" fill="none" stroke-linecap="round"/>
      </g>
    </svg>`;
  return asPhoto(scene, w, h, 0.5);
}

const COLOURS = [
  [20, 'red'],
  [45, 'orange'],
  [70, 'golden'],
  [160, 'green'],
  [200, 'teal'],
  [250, 'blue'],
  [290, 'violet'],
  [340, 'pink'],
  [360, 'red'],
];
const colourOf = (hue) => COLOURS.find(([upTo]) => hue < upTo)[1];

/** A scene for a cover, described as the editor asks the owner to describe a picture. */
const scene = (collection, id, index) => ({
  collection,
  id,
  path: `images/sample/${collection}/${id}.jpg`,
  make: () => scenePhoto(index, { width: 2400, height: 1600 }),
  alt: `Photograph of dark hills under a ${colourOf(hueOf(index))} sky, a pale sun above them`,
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
  for (const file of [HERE, join(ROOT, 'functions/src/images/on-upload.ts'), join(ROOT, 'functions/src/images/variants.ts')])
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
 * Made once and kept in node_modules/.cache until the pipeline or this file changes.
 */
export async function samplePhotos({ progress = () => {} } = {}) {
  const folder = samplePhotosFolder();
  const manifest = join(folder, 'records.json');
  if (!existsSync(manifest)) await makeSamplePhotos(folder, progress);
  const records = JSON.parse(readFileSync(manifest, 'utf8'));
  return { folder, photos: SAMPLE_PHOTOS.map((photo) => ({ ...photo, record: records[photo.path] })) };
}

async function makeSamplePhotos(folder, progress) {
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
  for (const [index, photo] of SAMPLE_PHOTOS.entries()) {
    progress(`sample photos: ${index + 1} of ${SAMPLE_PHOTOS.length} (${photo.path})`);
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
