import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shareCardHash, type ShareCard } from '../../src/share-image/card.js';
import { renderShareImage } from '../../src/share-image/render.js';

const POST_CARD: ShareCard = {
  eyebrow: 'Blog',
  title: 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts',
  subtitle: 'November 20, 2026 · 8 min read',
  chips: ['kubernetes', 'argo', 'ci-cd'],
  siteName: 'Alex Morgan',
  host: 'alexmorgan.dev',
  brand: '#0891b2',
};

const GOLDEN = join(import.meta.dirname, '../fixtures/share-image-post.png');

/** Mean difference per channel (0-255) between two same-sized pictures, and the share of pixels that differ visibly. */
async function difference(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let total = 0;
  let visible = 0;
  for (let i = 0; i < x!.length; i += 3) {
    const d = Math.abs(x![i]! - y![i]!) + Math.abs(x![i + 1]! - y![i + 1]!) + Math.abs(x![i + 2]! - y![i + 2]!);
    total += d;
    if (d > 48) visible += 1;
  }
  return { mean: total / x!.length, visibleShare: visible / (x!.length / 3) };
}

describe('share images', { timeout: 60_000 }, () => {
  it('draws a 1200 × 630 PNG', async () => {
    const png = await renderShareImage(POST_CARD);
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it('matches the golden image of a post (UPDATE_GOLDEN=1 writes it anew after a deliberate change of design)', async () => {
    const png = await renderShareImage(POST_CARD);
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(GOLDEN)) {
      writeFileSync(GOLDEN, png);
      if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`No golden image yet: wrote ${GOLDEN}; look at it, commit it, run again.`);
    }
    const { mean, visibleShare } = await difference(png, await sharp(GOLDEN).toBuffer());
    expect(mean).toBeLessThan(1);
    expect(visibleShare).toBeLessThan(0.002);
  });

  it('an edit that changes what the image shows changes its address; the same content keeps it', () => {
    expect(shareCardHash({ ...POST_CARD })).toBe(shareCardHash(POST_CARD));
    expect(shareCardHash({ ...POST_CARD, title: 'Zero-Downtime Deployments, Revisited' })).not.toBe(shareCardHash(POST_CARD));
    expect(shareCardHash({ ...POST_CARD, chips: ['kubernetes'] })).not.toBe(shareCardHash(POST_CARD));
    expect(shareCardHash(POST_CARD)).toMatch(/^[0-9a-f]{12}$/);
  });
});
