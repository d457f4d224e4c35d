/**
 * How the site draws an owner-chosen colour (the theme's brand and accent palettes, app/theme.ts) and
 * what contrast that gives its text, by WCAG 2's formula. The theme mixes the colour with black or
 * white (CSS color-mix in sRGB) for each use; the settings screen works out the same mixes to warn
 * before a colour makes a button or a link unreadable. One table, so the two cannot drift apart.
 */

/** A shade: the colour's share mixed with black or white, in percent (color-mix(in srgb, c p%, other)). */
export type Shade = readonly [other: 'black' | 'white', percent: number];

/** The shades the palette uses, in the light and the dark theme. */
export const BRAND_SHADES = {
  // Solid fills carry white text in light mode (darkened to pass WCAG AA) and dark text in dark mode.
  solid: { light: ['black', 72], dark: ['white', 80] },
  fg: { light: ['black', 62], dark: ['white', 55] },
  muted: { light: ['white', 18], dark: ['black', 30] },
  subtle: { light: ['white', 10], dark: ['black', 18] },
  emphasized: { light: ['white', 28], dark: ['black', 45] },
  // Outline buttons' edge: visible on both pages (the muted shade vanished on the dark one).
  border: { light: ['white', 45], dark: ['black', 62] },
  focusRing: { light: ['black', 72], dark: ['white', 70] },
} as const satisfies Record<string, { light: Shade; dark: Shade }>;

/** The page and a solid fill's text, in each theme (app/theme.ts's bg and brand.contrast). */
export const THEME_SURFACES = {
  light: { page: '#ffffff', onSolid: '#ffffff' },
  dark: { page: '#0b1220', onSolid: '#0b1220' },
} as const;

/** WCAG 2 AA for normal text. */
export const AA_TEXT = 4.5;

type Rgb = readonly [number, number, number];

/** #rgb, #rgba, #rrggbb or #rrggbbaa as 0-255 channels (the alpha left out: the site draws it opaque enough to matter). */
export function parseHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!m) return null;
  const digits = m[1]!.length <= 4 ? [...m[1]!.slice(0, 3)].map((d) => d + d) : [m[1]!.slice(0, 2), m[1]!.slice(2, 4), m[1]!.slice(4, 6)];
  return digits.map((d) => parseInt(d, 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** A shade of a colour as color-mix(in srgb) draws it: each channel weighted, in sRGB's own values. */
export function shadeOf(colour: Rgb, [other, percent]: Shade): string {
  const o = other === 'black' ? 0 : 255;
  return toHex(colour.map((c) => (c * percent + o * (100 - percent)) / 100) as unknown as Rgb);
}

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** The contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parseHex(a)!), luminance(parseHex(b)!)].sort((x, y) => y - x);
  return (la! + 0.05) / (lb! + 0.05);
}

export interface BrandUse {
  theme: 'light' | 'dark';
  /** What the reader reads: a button's label on the fill, or a link on the page. */
  use: 'button' | 'link';
  background: string;
  text: string;
  ratio: number;
}

/** The text a colour carries in each theme: its buttons' labels and its links, with their contrast. */
export function brandUses(hex: string): BrandUse[] | null {
  const colour = parseHex(hex);
  if (!colour) return null;
  return (['light', 'dark'] as const).flatMap((theme) => {
    const surface = THEME_SURFACES[theme];
    const solid = shadeOf(colour, BRAND_SHADES.solid[theme]);
    const link = shadeOf(colour, BRAND_SHADES.fg[theme]);
    return [
      { theme, use: 'button' as const, background: solid, text: surface.onSolid, ratio: contrastRatio(solid, surface.onSolid) },
      { theme, use: 'link' as const, background: surface.page, text: link, ratio: contrastRatio(link, surface.page) },
    ];
  });
}
