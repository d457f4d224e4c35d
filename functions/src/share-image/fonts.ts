/**
 * The fonts a share image needs, chosen per script from the text it shows and loaded only then
 *: Inter, the site's font, for Latin, Greek, Cyrillic and Vietnamese; Noto Sans Arabic;
 * Noto Sans SC for Chinese, Japanese and Korean characters. All come from npm packages (@fontsource),
 * cut by their makers into subsets by Unicode range (unicode.json beside the files), so a title in
 * Chinese loads the two or three subsets its characters are in, not the whole 10 MB font. Emoji are
 * drawn from Twemoji's SVG files (@twemoji/svg), one per emoji shown. Nothing is fetched at run time.
 *
 * Satori reads TTF, OTF and WOFF (not WOFF2), so the WOFF files are used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type Weight = 400 | 700;
export interface LoadedFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}

interface Family {
  /** The npm package. */
  pkg: string;
  /** A file's name from its subset and weight. */
  file: (subset: string, weight: Weight) => string;
}

/** In the order they are tried: the first family with a subset holding a character draws it. */
const FAMILIES: Family[] = [
  { pkg: '@fontsource/inter', file: (subset, weight) => `inter-${subset}-${weight}-normal.woff` },
  { pkg: '@fontsource/noto-sans-arabic', file: (subset, weight) => `noto-sans-arabic-${subset}-${weight}-normal.woff` },
  // Numbered subsets are written "[12]" in unicode.json and "12" in the file names.
  {
    pkg: '@fontsource/noto-sans-sc',
    file: (subset, weight) => `noto-sans-sc-${subset.replace(/^\[(\d+)\]$/, '$1')}-${weight}-normal.woff`,
  },
];

const requireHere = createRequire(__filename);
const packageDir = (pkg: string) => dirname(requireHere.resolve(`${pkg}/package.json`));

/** A family's subsets: each one's code point ranges, read from the package once. */
type Subsets = { subset: string; ranges: [number, number][] }[];
const subsetsOf = new Map<string, Subsets>();
function subsets(family: Family): Subsets {
  let found = subsetsOf.get(family.pkg);
  if (!found) {
    const unicode = JSON.parse(readFileSync(join(packageDir(family.pkg), 'unicode.json'), 'utf8')) as Record<string, string>;
    found = Object.entries(unicode).map(([subset, ranges]) => ({
      subset,
      ranges: ranges.split(',').map((range): [number, number] => {
        const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
      }),
    }));
    subsetsOf.set(family.pkg, found);
  }
  return found;
}

/** The family and subset that draw a code point, or null (an emoji, or a script none of them has). */
function subsetFor(point: number): { family: Family; subset: string } | null {
  for (const family of FAMILIES) {
    const found = subsets(family).find(({ ranges }) => ranges.some(([from, to]) => point >= from && point <= to));
    if (found) return { family, subset: found.subset };
  }
  return null;
}

const loaded = new Map<string, Buffer>();
function fontFile(family: Family, subset: string, weight: Weight): Buffer | null {
  const path = join(packageDir(family.pkg), 'files', family.file(subset, weight));
  let data = loaded.get(path);
  if (!data) {
    if (!existsSync(path)) return null;
    data = readFileSync(path);
    loaded.set(path, data);
  }
  return data;
}

/**
 * The fonts that draw `text` in both weights, Inter's Latin subset first (the card's own words), each
 * other subset only when a character of the text is in it.
 */
export function fontsFor(text: string): LoadedFont[] {
  const wanted = new Map<string, { family: Family; subset: string }>([['inter latin', { family: FAMILIES[0]!, subset: 'latin' }]]);
  for (const char of new Set(text)) {
    const found = subsetFor(char.codePointAt(0)!);
    // Emoji are drawn as pictures (emojiSvg), never from a font's subset that happens to list some.
    if (found && !isEmoji(char)) wanted.set(`${found.family.pkg} ${found.subset}`, found);
  }
  return [...wanted.values()].flatMap(({ family, subset }) =>
    ([400, 700] as const).flatMap((weight) => {
      const data = fontFile(family, subset, weight);
      return data ? [{ name: `${family.pkg} ${subset}`, data, weight, style: 'normal' as const }] : [];
    }),
  );
}

const EMOJI = /\p{Extended_Pictographic}/u;
const isEmoji = (char: string) => EMOJI.test(char);

/** An emoji (one grapheme, maybe several code points) as a Twemoji SVG data URL, or null when it has none. */
export function emojiSvg(segment: string): string | null {
  const points = [...segment].map((char) => char.codePointAt(0)!.toString(16));
  const dir = join(packageDir('@twemoji/svg'));
  // Twemoji names a file by its code points, without the variation selector FE0F when it is not needed.
  for (const name of [points.join('-'), points.filter((p) => p !== 'fe0f').join('-')]) {
    const path = join(dir, `${name}.svg`);
    if (existsSync(path)) return `data:image/svg+xml;base64,${readFileSync(path).toString('base64')}`;
  }
  return null;
}
