#!/usr/bin/env node
/**
 * Writes web/public/favicon.ico from web/public/favicon.svg: the SVG drawn by Chromium at 16, 32 and
 * 48 px, packed as PNG images in one .ico. Run it again after changing the SVG:
 *
 *   node web/scripts/favicon-ico.mjs      # CHROMIUM_PATH, or /usr/bin/chromium
 *
 * Browsers and crawlers still ask for /favicon.ico. It is a file rather than a redirect: the
 * functions runtime answers /favicon.ico with 404 before our code runs (Cloud Functions and the
 * emulator alike), and a Hosting redirect rule crashes the Hosting emulator (docs/testing.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const SIZES = [16, 32, 48];

const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const pngs = [];
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0"><img width="${size}" height="${size}" style="display:block" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    pngs.push(await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}

// ICO: a 6-byte header, a 16-byte entry per image, then the images (PNG inside ICO: every browser since IE 9).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // icon
header.writeUInt16LE(pngs.length, 4);
let offset = 6 + 16 * pngs.length;
const entries = pngs.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(SIZES[i], 0); // width (0 would mean 256)
  entry.writeUInt8(SIZES[i], 1); // height
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(join(publicDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...pngs]));
console.log(`Wrote web/public/favicon.ico (${offset} bytes, ${SIZES.join(', ')} px)`);
