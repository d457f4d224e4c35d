import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage, widthsFor } from '../../src/images/variants.js';
import { holdsGpsPosition, phonePhotoWithGps, retinaScreenshot, sidewaysPortrait } from '../support/image-fixtures.js';

const sizes = (image: Awaited<ReturnType<typeof processImage>>) => image.variants.map((v) => `${v.format} ${v.width}x${v.height}`);

// Encoding AVIF takes seconds a picture on a busy machine: these wait as long as the function may.
describe('processImage: responsive variants of an upload', { timeout: 120_000 }, () => {
  it('a 3000-pixel phone photo: 480, 720, 960, 1200 and 1600 wide in AVIF and WebP, and no GPS position left in any', async () => {
    const input = await phonePhotoWithGps();
    expect(holdsGpsPosition((await sharp(input).metadata()).exif)).toBe(true);

    const image = await processImage(input);
    expect({ width: image.width, height: image.height }).toEqual({ width: 3000, height: 2000 });
    expect(sizes(image)).toEqual([
      'avif 480x320',
      'webp 480x320',
      'avif 720x480',
      'webp 720x480',
      'avif 960x640',
      'webp 960x640',
      'avif 1200x800',
      'webp 1200x800',
      'avif 1600x1067',
      'webp 1600x1067',
    ]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.exif, `${variant.format} ${variant.width}`).toBeUndefined();
    }
    // Far smaller than what a phone would have downloaded before.
    expect(image.variants.find((v) => v.format === 'webp' && v.width === 480)!.bytes.length).toBeLessThan(input.length / 10);
  });

  it('a retina screenshot (PNG): the five widths, never the 2880-pixel original', async () => {
    const image = await processImage(await retinaScreenshot());
    expect(sizes(image)).toEqual([
      'avif 480x300',
      'webp 480x300',
      'avif 720x450',
      'webp 720x450',
      'avif 960x600',
      'webp 960x600',
      'avif 1200x750',
      'webp 1200x750',
      'avif 1600x1000',
      'webp 1600x1000',
    ]);
  });

  it('a portrait stored sideways with an orientation tag comes out upright, with no tag to turn it again', async () => {
    const image = await processImage(await sidewaysPortrait());
    expect({ width: image.width, height: image.height }).toEqual({ width: 900, height: 1200 });
    expect(sizes(image)).toEqual(['avif 480x640', 'webp 480x640', 'avif 720x960', 'webp 720x960', 'avif 900x1200', 'webp 900x1200']);
    for (const variant of image.variants) expect((await sharp(variant.bytes).metadata()).orientation).toBeUndefined();
  });

  it('a tiny blurred placeholder to paint while the picture loads', async () => {
    const image = await processImage(await retinaScreenshot());
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(400);
  });

  it('refuses what is not a picture with a clear reason', async () => {
    await expect(processImage(Buffer.from('<svg onload=alert(1)>'))).rejects.toThrow();
  });

  it('widths: each standard width below the original, and the original when it is not wider than the largest', () => {
    expect(widthsFor(3000)).toEqual([480, 720, 960, 1200, 1600]);
    expect(widthsFor(1200)).toEqual([480, 720, 960, 1200]);
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(1600)).toEqual([480, 720, 960, 1200, 1600]);
  });
});
