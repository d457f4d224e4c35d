/**
 * Chakra's colour palettes the site uses: gray, the four its components take for a status (an
 * alert's info, warning, success and error; an invalid checkbox's red) and blackAlpha. Every palette
 * costs a share of building the design system on a visitor's first tap (about an eighth each, on a
 * slow phone) and some 27 CSS variables on every served page; the site's own colours are `brand`
 * and `accent` (app/theme.ts). A palette not listed renders colourless: the architecture test fails on its use.
 *
 * Its own module, free of imports, because the build reads it too: vite.config.ts leaves the other
 * palettes out of the bundle (app/theme.ts also filters them, for the dev server and tests), and
 * scripts/check-production-build.mjs fails on any of their tokens in it.
 */
export const USED_PALETTES = [
  'gray',
  'red',
  'orange',
  'green',
  'blue',
  // The dim behind a dialog or a drawer (their recipes' backdrop).
  'blackAlpha',
] as const;

/**
 * The palettes of Chakra's colour tokens the site leaves out. A palette is a colour with a 50–950
 * scale (its semantic tokens go by the same name); black, white, bg, fg and border are not palettes.
 */
export function unusedPalettes(colors: Record<string, object>): string[] {
  return Object.entries(colors)
    .filter(([name, shades]) => '500' in shades && !(USED_PALETTES as readonly string[]).includes(name))
    .map(([name]) => name);
}
