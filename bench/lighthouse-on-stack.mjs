// Everything the bench measures on the production build served by the emulator stack
// (scripts/stack.mjs sets STACK_URL): the render function's latency (first, while it is cold), what
// served pages load, and Lighthouse on the public routes. Writes them to the file named by its argument.
import { writeFileSync } from 'node:fs';
import { runLighthouseCli } from './lighthouse-cli.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { addPhotos, measureImageBytes, removePhotos } from './photo-site.mjs';
import { measureServedPages, renderLatency } from './served-pages.mjs';

const [out] = process.argv.slice(2);
if (!out || !process.env.STACK_URL) {
  console.error('usage: STACK_URL=... node bench/lighthouse-on-stack.mjs <out.json> (run it through scripts/stack.mjs)');
  process.exit(2);
}
const base = process.env.STACK_URL;
const progress = (m) => process.stderr.write(`${m}\n`);
progress('render function: latency, cold then warm');
const latency = await renderLatency(base);
progress('served pages: bytes by phase and the longest task after the first tap');
const served = await measureServedPages(base);
const routes = await runLighthouse(base, { onProgress: (m) => progress(`lighthouse: ${m}`) });
progress('lighthouse CLI: a fresh browser per run, as an outsider measures');
const outsider = await runLighthouseCli(base, { onProgress: (m) => progress(`lighthouse CLI: ${m}`) });
progress('pictures: what a phone downloads of each page');
const images = await measureImageBytes(base);

// The same site with a 3,000-pixel photo on every project and post, side by side.
progress('photo site: a photo for every project and post, made responsive by the upload pipeline');
const made = await addPhotos({ progress });
const photoSite = {
  ...made,
  images: await measureImageBytes(base, { screenshots: process.env.BENCH_PHOTO_SCREENSHOTS || undefined }),
  served: await measureServedPages(base),
  routes: await runLighthouse(base, { onProgress: (m) => progress(`lighthouse (photo site): ${m}`) }),
};
removePhotos();
writeFileSync(out, JSON.stringify({ routes, outsider, served, latency, images, photoSite }));
