/**
 * The sample's photographs in the web app's builds and dev server (scripts/sample-photos.mjs makes
 * them through the upload pipeline's own code, once, into node_modules/.cache):
 *
 * - the dev server serves them at /sample-photos/ (npm start: the emulators' seed points the items there);
 * - the demo build (the in-memory twin) carries its small sizes as files of its own, and the twin's
 *   sample gets their records from the module `virtual:sample-photos` (data/memory/index.ts);
 * - any other build carries none, and the module is empty (the Firebase build never imports it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Plugin } from 'vite';
import { SAMPLE_PHOTOS_URL, samplePhotos } from '../../scripts/sample-photos.mjs';

const MODULE = 'virtual:sample-photos';
/**
 * The demo keeps its photos small: sizes up to 720 wide (a card on a phone at 1.75 dppx), AVIF and
 * WebP, about 0.9 MB for all nine, where the full sizes (to 1,600 wide) would be over 4 MB.
 */
export const DEMO_PHOTO_MAX_WIDTH = 720;
const TYPES: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg' };

type Made = Awaited<ReturnType<typeof samplePhotos>>;

/** The photos as the demo keeps them: its sizes only, the largest WebP as the <img> itself. */
function demoPhotos({ photos }: Made) {
  return photos.map(({ collection, id, alt, record }) => {
    const variants = record.variants.filter((v) => v.width <= DEMO_PHOTO_MAX_WIDTH);
    const largest = variants.filter((v) => v.format === 'webp').at(-1);
    if (!largest) throw new Error(`The sample photo for ${collection}/${id} has no WebP size up to ${DEMO_PHOTO_MAX_WIDTH}`);
    return { collection, id, alt, src: largest.url, record: { ...record, variants } };
  });
}

/** `demo`: this build is the in-memory twin's, which carries the photos. */
export function samplePhotosPlugin({ demo }: { demo: boolean }): Plugin {
  let made: Promise<Made> | null = null;
  const photos = () => (made ??= samplePhotos({ progress: (line) => console.log(line) }));
  return {
    name: 'sample-photos',
    configureServer(server) {
      server.middlewares.use(SAMPLE_PHOTOS_URL, (req, res, next) => {
        const path = normalize(decodeURIComponent((req.url ?? '').split('?')[0] ?? '')).replace(/^(\.\.[/\\])+/, '');
        photos().then(({ folder }) => {
          const file = join(folder, path);
          if (!TYPES[extname(file)] || !existsSync(file)) return next();
          res.setHeader('Content-Type', TYPES[extname(file)]!);
          res.end(readFileSync(file));
        }, next);
      });
    },
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : null),
    async load(id) {
      if (id !== `\0${MODULE}`) return null;
      const list = demo ? demoPhotos(await photos()) : [];
      return `export const SAMPLE_PHOTOS = ${JSON.stringify(list)};`;
    },
    async generateBundle() {
      if (!demo) return;
      const made = await photos();
      for (const photo of demoPhotos(made))
        for (const variant of photo.record.variants)
          this.emitFile({
            type: 'asset',
            fileName: variant.url.slice(1),
            source: readFileSync(join(made.folder, variant.url.slice(SAMPLE_PHOTOS_URL.length + 1))),
          });
    },
  };
}
