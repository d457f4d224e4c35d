import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shareCardHash, type ShareCard } from '../../src/share-image/card.js';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fontsFor, type LoadedFont } from '../../src/share-image/fonts.js';
import { renderShareImage, renderTextSample } from '../../src/share-image/render.js';

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

  it('draws a long title in three lines ending in an ellipsis, not past the card', async () => {
    const long = { ...POST_CARD, title: `${'A very long title that keeps going '.repeat(8)}END` };
    const png = await renderShareImage(long);
    const { mean } = await difference(png, await renderShareImage({ ...long, title: `${long.title} and more` }));
    // Both are cut at the same place: the words past the third line change nothing.
    expect(mean).toBeLessThan(0.01);
  });
});

/** A font's own files for `text`: the subsets of `pkg` (its unicode.json) holding its characters, as a reference. */
function ownFonts(pkg: string, file: (subset: string) => string, text: string): LoadedFont[] {
  const dir = dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const holds = (ranges: string, point: number) =>
    ranges.split(',').some((range) => {
      const [from, to] = range
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return point >= from! && point <= (to ?? from)!;
    });
  const subsets = Object.entries(unicode).filter(([, ranges]) => [...text].some((char) => holds(ranges, char.codePointAt(0)!)));
  return subsets.map(([subset]) => ({
    name: `${pkg} ${subset}`,
    data: readFileSync(join(dir, 'files', file(subset))),
    weight: 400,
    style: 'normal',
  }));
}

describe('share images in every script', { timeout: 60_000 }, () => {
  const latinOnly = fontsFor('Latin');
  const scripts = [
    ['Cyrillic', 'Привет, мир', ownFonts('@fontsource/inter', (s) => `inter-${s}-400-normal.woff`, 'Привет, мир')],
    ['Arabic', 'مرحبا بالعالم', ownFonts('@fontsource/noto-sans-arabic', (s) => `noto-sans-arabic-${s}-400-normal.woff`, 'مرحبا بالعالم')],
    [
      'CJK',
      '你好世界 こんにちは',
      ownFonts('@fontsource/noto-sans-sc', (s) => `noto-sans-sc-${s.replace(/[[\]]/g, '')}-400-normal.woff`, '你好世界 こんにちは'),
    ],
  ] as const;

  it.each(scripts)('draws %s with its own font: the glyphs, not empty boxes', async (_, text, own) => {
    const drawn = await renderTextSample(text);
    // The same text drawn with the font made for its script, and with Inter's Latin alone (boxes).
    const reference = await renderTextSample(text, [...latinOnly, ...own]);
    const boxes = await renderTextSample(text, latinOnly);
    expect((await difference(drawn, reference)).mean).toBeLessThan(0.5);
    expect((await difference(drawn, boxes)).visibleShare).toBeGreaterThan(0.01);
  });

  it('draws emoji as their pictures, in colour', async () => {
    const drawn = await renderTextSample('🚀🎉');
    const { data, info } = await sharp(drawn).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let coloured = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 60) coloured += 1;
    expect(coloured).toBeGreaterThan(500);
  });

  it("loads a script's fonts only when a title needs them", () => {
    const names = (text: string) => [...new Set(fontsFor(text).map((font) => font.name.split(' ')[0]))];
    expect(names('Kubernetes at scale')).toEqual(['@fontsource/inter']);
    expect(names('Kubernetes 你好')).toEqual(['@fontsource/inter', '@fontsource/noto-sans-sc']);
    expect(names('مرحبا')).toEqual(['@fontsource/inter', '@fontsource/noto-sans-arabic']);
  });
});
