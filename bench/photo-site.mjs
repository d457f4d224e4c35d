// The sample site as a real owner's: every project and post carries a 3,000-pixel photo (drawn by
// scripts/sample-photos.mjs, as the sample's own photographs are),
// made responsive the way the processUploadedImage function does it (functions/src/images), and what a
// phone downloads of each public page's pictures. Runs inside scripts/stack.mjs (the Storage emulator
// cannot run here, so the pictures are served by the Hosting emulator from the stack's public folder,
// and their records are copied onto the items as the admin's editor does).
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { scenePhoto, uploadHandler } from '../scripts/sample-photos.mjs';
import { launchChromium } from '../scripts/chromium.mjs';
import { ROUTES } from './routes.mjs';

/** Where the stack's Hosting emulator serves files from (scripts/stack.mjs writes its log beside it). */
export const stackPublicDir = () => join(dirname(process.env.STACK_LOG), 'public');
const PHOTOS = 'bench-photos';

/**
 * Gives every project and post of the running stack a photo of its own: the original and its sizes
 * written where Hosting serves them, the item's image_url, image_alt and image_meta set as the editor
 * sets them once the function's record is ready. Returns what was made.
 */
export async function addPhotos({ progress = () => {} } = {}) {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('addPhotos writes to the local emulators only');
  const handleImageUpload = await uploadHandler();
  const folder = join(stackPublicDir(), PHOTOS);
  rmSync(folder, { recursive: true, force: true });
  const originals = new Map();
  const records = [];
  const bucket = {
    download: async (path) => originals.get(path),
    upload: async (path, bytes) => {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), bytes);
    },
    publicUrl: (path) => `/${PHOTOS}/${path}`,
  };
  if (!getApps().length) initializeApp({ projectId: 'demo-portfolio' });
  const db = getFirestore();
  const items = [];
  for (const collection of ['projects', 'blog_posts']) {
    for (const doc of (await db.collection(collection).get()).docs) items.push({ collection, doc });
  }
  let originalBytes = 0;
  for (const [index, { collection, doc }] of items.entries()) {
    const path = `images/${collection}/${doc.id}.jpg`;
    // A camera's texture over the scene, so that every size weighs what a real photo's does.
    const bytes = await scenePhoto(index, { width: 3000, height: 2000, detail: 'camera' });
    originalBytes += bytes.length;
    originals.set(path, bytes);
    await bucket.upload(path, bytes);
    progress(`photos: ${index + 1} of ${items.length} (${doc.id}, ${(bytes.length / 2 ** 20).toFixed(1)} MB)`);
    const outcome = await handleImageUpload(
      { bucket, records: { record: async (r) => records.push(r) } },
      { path, contentType: 'image/jpeg' },
    );
    if (outcome !== 'processed') throw new Error(`The pipeline did not process ${path}: ${outcome}`);
    const record = records.at(-1);
    const src = bucket.publicUrl(path);
    await doc.ref.update({
      image_url: src,
      image_alt: `Photo for ${doc.data().title}`,
      image_meta: { src, width: record.width, height: record.height, placeholder: record.placeholder, variants: record.variants },
    });
  }
  return { photos: items.length, averageOriginalMb: Math.round((originalBytes / items.length / 2 ** 20) * 10) / 10 };
}

/** The photos' folder, gone again (the stack's public folder is rebuilt on the next start anyway). */
export function removePhotos() {
  rmSync(join(stackPublicDir(), PHOTOS), { recursive: true, force: true });
}

/**
 * The picture bytes a phone downloads for each public page (Lighthouse's phone: 412 × 823 at 1.75
 * device pixels): on arrival (the first screen), and after reading to the end (lazy pictures load as
 * they come near). Deterministic for a given site, so one pass.
 */
export async function measureImageBytes(base, { screenshots } = {}) {
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const route of ROUTES.filter((r) => r.public)) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      let bytes = 0;
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
        const body = await response.body().catch(() => null);
        bytes += body?.length ?? 0;
      });
      await page.goto(`${base}${route.url}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const firstScreen = bytes;
      await readToEnd(page, 700);
      rows.push({ route: route.url, firstScreenKb: Math.round(firstScreen / 1024), wholePageKb: Math.round(bytes / 1024) });
      await context.close();
    }
    if (screenshots) await takeScreenshots(browser, base, screenshots);
    return rows;
  } finally {
    await browser.close();
  }
}

/** Scrolls to the page's end `step` pixels at a time, as a person reads, letting lazy pictures load at each stop. */
async function readToEnd(page, step) {
  for (let y = 0; y < (await page.evaluate(() => globalThis.document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((top) => globalThis.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForLoadState('networkidle');
}

/** Every public page of the photo site, phone and desktop, both themes, into `folder` (full pages). */
async function takeScreenshots(browser, base, folder) {
  mkdirSync(folder, { recursive: true });
  for (const theme of ['dark', 'light']) {
    for (const [size, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ]) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      for (const route of ROUTES.filter((r) => r.public)) {
        await page.goto(`${base}${route.url}`, { waitUntil: 'load' });
        // Lazy pictures load as they come near: scroll through once, then capture the whole page.
        await readToEnd(page, 600);
        await page.evaluate(() => globalThis.scrollTo(0, 0));
        await page.waitForLoadState('networkidle');
        const name = route.name.replace(/\s+/g, '-');
        await page.screenshot({ path: join(folder, `photos-${theme}-${size}-${name}.png`), fullPage: true });
      }
      await context.close();
    }
  }
  // Share images as a link preview shows them: home's is drawn by the share-image function; a post
  // with a photo of its own shares its photo.
  for (const route of ROUTES.filter((r) => r.name === 'home' || r.name === 'blog post')) {
    const html = await (await fetch(`${base}${route.url}`)).text();
    const shareImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (!shareImage) throw new Error(`${route.url} has no og:image`);
    const response = await fetch(shareImage.replace(/^https?:\/\/[^/]+/, base));
    if (!response.ok) throw new Error(`${route.url}'s share image answered ${response.status}`);
    const name = route.name.replace(/\s+/g, '-');
    writeFileSync(
      join(folder, `share-image-${name}.${shareImage.endsWith('.png') ? 'png' : 'jpg'}`),
      Buffer.from(await response.arrayBuffer()),
    );
  }
}
