/**
 * The design system. Brand colours are CSS variables rather than fixed tokens, so the colours the
 * owner saves in Settings apply at run time without rebuilding the theme (see SiteThemeColors).
 */
import { createSystem, defaultBaseConfig, defineConfig, type GlobalStyleObject, type SystemStyleObject } from '@chakra-ui/react';
import { createSystemSteps } from '#chakra-system';
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  recipes,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_SETTINGS, FLIPPED_HEADER, HAND_OVER } from '@portfolio/model';
import { USED_SLOT_RECIPES } from './slot-recipes';
import { unusedPalettes } from './palettes';
import { BRAND_SHADES, THEME_SURFACES, type Shade } from '@/lib/brand-contrast';

/** The multi-part components' styles the app keeps (slot-recipes.ts). */
export { USED_SLOT_RECIPES };

const UNUSED_PALETTES = unusedPalettes(tokens.colors);

const onlyUsedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * Chakra's global styles with the variables its `*` rule gives every element (the parts of rings and
 * of composed filters, the body font) declared once on <html> instead, where every element inherits
 * them. Declared on each element, they made the served home's first style pass a fifth longer, the
 * longest task of its load (docs/performance.md). Nothing here composes rings or filters from them
 * (no `ring` or `filter="auto"`), so nothing sets one for its children to inherit. The border
 * colour stays on each element: its value names a colour token, which the part a theme switch
 * flips without script (FLIPPED_HEADER) declares again, and only each element's own declaration
 * takes the colour from there.
 */
function chakraGlobalCss(): GlobalStyleObject {
  const { '*': everyElement = {}, html = {}, ...rest } = globalCss as Record<string, SystemStyleObject>;
  const inherited = (name: string) => name.startsWith('--') && name !== '--global-color-border';
  const pick = (keep: (name: string) => boolean) => Object.fromEntries(Object.entries(everyElement).filter(([name]) => keep(name)));
  return { ...rest, '*': pick((name) => !inherited(name)), html: { ...html, ...pick(inherited) } };
}

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: chakraGlobalCss(),
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: onlyUsedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: onlyUsedPalettes(semanticTokens.colors) },
    // Single-part recipes are small; all of them are kept.
    recipes,
    slotRecipes: USED_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const primary = `var(--site-primary, ${DEFAULT_SETTINGS.theme.primary_color})`;
const accent = `var(--site-accent, ${DEFAULT_SETTINGS.theme.accent_color})`;
/** A shade of `color` mixed with black or white, for contrast on either theme. */
const mix = (color: string, other: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, ${other})`;

/**
 * The system's own sans-serif, chosen over a web font (docs/design.md, "The font"): every page, the
 * first included, is set in one face from its first paint, with nothing to download or swap. San
 * Francisco on Apple devices, Segoe UI on Windows, Roboto on Android, Noto Sans or Arial's metric
 * twin elsewhere. `system-ui` is left out on purpose: on Linux it names whatever the desktop is set to
 * (often a wide DejaVu Sans), and in some locales a face without Latin shapes of its own.
 * index.html's boot style says the same.
 */
const SANS = `-apple-system, BlinkMacSystemFont, "Segoe UI Variable Text", "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Liberation Sans", sans-serif`;

/**
 * A modular type scale, ratio 1.25 (major third) on a 16 px body: each step is the one below times
 * 1.25, with lg as the half step (√1.25) for lead paragraphs. xs and sm sit below the scale for
 * interface text (labels, tags, meta). Chakra's token names are kept, so every component follows.
 */
const RATIO = 1.25;
const step = (n: number) => `${Math.round(RATIO ** n * 1000) / 1000}rem`;
const TYPE_SCALE = {
  '2xs': { value: '0.625rem' },
  xs: { value: '0.75rem' },
  sm: { value: '0.875rem' },
  md: { value: step(0) }, // 16 px
  lg: { value: '1.125rem' }, // 18 px, the half step
  xl: { value: step(1) }, // 20 px
  '2xl': { value: step(2) }, // 25 px
  '3xl': { value: step(3) }, // 31 px
  '4xl': { value: step(4) }, // 39 px
  '5xl': { value: step(5) }, // 49 px
  '6xl': { value: step(6) }, // 61 px
  '7xl': { value: step(7) }, // 76 px
};

/** Line height tightens and tracking closes as the size grows (large sans-serif type reads loose otherwise). */
const TEXT_STYLES = {
  xs: { value: { fontSize: 'xs', lineHeight: '1rem' } },
  sm: { value: { fontSize: 'sm', lineHeight: '1.25rem' } },
  md: { value: { fontSize: 'md', lineHeight: '1.5rem' } },
  lg: { value: { fontSize: 'lg', lineHeight: '1.75rem' } },
  xl: { value: { fontSize: 'xl', lineHeight: '1.75rem', letterSpacing: '-0.01em' } },
  '2xl': { value: { fontSize: '2xl', lineHeight: '1.25', letterSpacing: '-0.015em' } },
  '3xl': { value: { fontSize: '3xl', lineHeight: '1.2', letterSpacing: '-0.02em' } },
  '4xl': { value: { fontSize: '4xl', lineHeight: '1.15', letterSpacing: '-0.022em' } },
  '5xl': { value: { fontSize: '5xl', lineHeight: '1.1', letterSpacing: '-0.025em' } },
  '6xl': { value: { fontSize: '6xl', lineHeight: '1.05', letterSpacing: '-0.03em' } },
  '7xl': { value: { fontSize: '7xl', lineHeight: '1.05', letterSpacing: '-0.03em' } },
};

type Token = { value: { _light: string; _dark: string } };

/** A colour's palette: each shade mixed with black or white as lib/brand-contrast.ts lists them. */
function palette(color: string): Record<string, Token> {
  const shade = ([other, percent]: Shade) => mix(color, other, percent);
  const shades = Object.entries(BRAND_SHADES) as [string, { light: Shade; dark: Shade }][];
  return {
    ...Object.fromEntries(
      shades.map(([name, { light, dark }]): [string, Token] => [name, { value: { _light: shade(light), _dark: shade(dark) } }]),
    ),
    contrast: { value: { _light: THEME_SURFACES.light.onSolid, _dark: THEME_SURFACES.dark.onSolid } },
  };
}

const config = defineConfig({
  // Dark/light follow the class on <html> (set before first paint by index.html's inline script, or by the server
  // to the site's default); a checked theme switch flips the header and what follows it (see FLIPPED_HEADER): the toggle
  // works with no script. The colour tokens are CSS variables, so the flipped part's own take precedence over
  // <html>'s. A style that names the mode itself (_dark, _light) would match twice in a flipped part: the
  // architecture test keeps them out of the components (the header's toggle shows its icon by its switch).
  // The header and what follows it, not <html>: asking `html:has(…)` made every
  // element the page or its script inserted anywhere (each preloaded module's <link>, each chunk of
  // HTML as it streams in) a question for the whole page's style, 2 ms each on a fast machine, and the
  // page's first style pass a third longer (docs/performance.md). The header is a small part to ask about.
  conditions: {
    light: `:is(html.light, html.dark ${FLIPPED_HEADER}, html.dark ${FLIPPED_HEADER} ~ *) &`,
    dark: `:is(html.dark, html.light ${FLIPPED_HEADER}, html.light ${FLIPPED_HEADER} ~ *) &`,
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: SANS },
        body: { value: SANS },
        mono: { value: 'ui-monospace, "SF Mono", SFMono-Regular, "Cascadia Code", Menlo, Consolas, "Liberation Mono", monospace' },
      },
      fontSizes: TYPE_SCALE,
    },
    textStyles: TEXT_STYLES,
    // Panels over the page: a frosted one lets what is behind it show through (the hero's card and
    // its glance); a floating one is opaque (the header's search suggestions).
    layerStyles: {
      frosted: { value: { bg: 'bg.panel/90', backdropFilter: 'blur(6px)', borderWidth: '1px', shadow: 'lg' } },
      floating: { value: { bg: 'bg.panel', borderWidth: '1px', shadow: 'lg' } },
    },
    recipes: {
      // One button shape on the public site and in the admin: the same corner and weight everywhere;
      // pages choose only a variant and a size, never their own radius.
      button: { base: { borderRadius: 'l2', fontWeight: 'semibold' } },
    },
    // One corner for every control (buttons, inputs, badges: l2) and a softer one for surfaces (cards: l3).
    semanticTokens: {
      radii: {
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.lg}' },
        l3: { value: '{radii.xl}' },
      },
      colors: {
        brand: palette(primary),
        accent: palette(accent),
        bg: {
          DEFAULT: { value: { _light: '#ffffff', _dark: '#0b1220' } },
          subtle: { value: { _light: '#f8fafc', _dark: '#0f172a' } },
          muted: { value: { _light: '#f1f5f9', _dark: '#1e293b' } },
          panel: { value: { _light: '#ffffff', _dark: '#111a2e' } },
        },
        fg: {
          DEFAULT: { value: { _light: '#0f172a', _dark: '#f1f5f9' } },
          muted: { value: { _light: '#475569', _dark: '#a7b4c8' } },
        },
        // Slate like the surfaces (Chakra's greys are neutral and read brown beside them). The dark
        // theme's borders are lighter than its panels, since shadows barely show on a dark page.
        border: {
          DEFAULT: { value: { _light: '#dde3ea', _dark: '#243047' } },
          muted: { value: { _light: '#e9eef3', _dark: '#1a2438' } },
          subtle: { value: { _light: '#f1f5f9', _dark: '#151e30' } },
          emphasized: { value: { _light: '#b8c3d0', _dark: '#37465f' } },
        },
        /*
         * Code blocks: a light page gets a light block, a dark page a dark one (not one dark block on
         * both). Every token colour passes WCAG AA (4.5:1) on its block; the figures are in docs/design.md.
         */
        code: {
          bg: { value: { _light: '#f6f8fa', _dark: '#0d1526' } },
          inlineBg: { value: { _light: '#eef2f6', _dark: '#1b2538' } },
          border: { value: { _light: '#dde3ea', _dark: '#243047' } },
          fg: { value: { _light: '#1f2328', _dark: '#e6edf3' } },
          comment: { value: { _light: '#59636e', _dark: '#8d99ab' } },
          punctuation: { value: { _light: '#4b5563', _dark: '#a9b4c2' } },
          keyword: { value: { _light: '#c4162a', _dark: '#ff7b72' } },
          string: { value: { _light: '#0a3069', _dark: '#a5d6ff' } },
          number: { value: { _light: '#0550ae', _dark: '#79c0ff' } },
          function: { value: { _light: '#7a3ed6', _dark: '#d2a8ff' } },
          property: { value: { _light: '#116329', _dark: '#7ee787' } },
          variable: { value: { _light: '#953800', _dark: '#ffa657' } },
        },
        // The portrait's tile (never a bright square in dark) and covers' brightness and saturation
        // (`tone`, a factor: here so a flipped part follows its own mode, as colours do). docs/design.md.
        picture: { tile: { value: { _light: '#dbeafe', _dark: '#64748b' } }, tone: { value: { _light: '1', _dark: '0.85' } } },
      },
    },
  },
  globalCss: {
    // 2 px focus rings everywhere: Chakra's inputs draw theirs 1 px wide by default (WCAG 2.4.13's minimum is 2 px).
    html: { colorPalette: 'brand', scrollPaddingTop: '24', '--focus-ring-width': '2px' },
    // The palette's variables take their colours where they are declared: the part a theme switch flips
    // without script (the header and what follows it, see FLIPPED_HEADER) declares them again in its own colours.
    [`.${HAND_OVER.siteHeaderClass}, .${HAND_OVER.siteHeaderClass} ~ *`]: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
    // Headings break into lines of even length; paragraphs avoid a lone last word.
    'h1, h2, h3, h4': { textWrap: 'balance' },
    p: { textWrap: 'pretty' },
    '*, *::before, *::after': {
      // A word longer than the screen (a URL, a hash, a visitor's 'aaaa…') breaks rather than widening
      // the page on a phone. Chakra's reset gives every element 'break-word', which does not let a flex
      // or grid item shrink around such a word (a long title in the admin's list reached 1,050 px on a
      // 390 px phone); 'anywhere' does. Buttons and badges do not wrap at all, so they are unchanged.
      overflowWrap: 'anywhere',
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The design system, made on first use. Making it is a good part of the app's start-up work (a
 * couple of hundred milliseconds on a slow phone): a served page calls this in a task of its own
 * before hydrating (app/hydrate-served-page.tsx), so that the work never joins one long task with the rest.
 */
export function getSystem() {
  return (system ??= createSystem(defaultBaseConfig, chakraTheme, config));
}

/**
 * Makes the design system in steps, `nextTask()` between them (merging the configs, the token
 * dictionary, the style utility, the rest): a served page's first tap does this before hydrating, and
 * in one piece it was that tap's longest task, 120-280 ms on a slow phone. getSystem() then returns it.
 */
export async function prepareSystem(nextTask: () => Promise<void>): Promise<void> {
  if (system) return;
  const steps = createSystemSteps(defaultBaseConfig, chakraTheme, config);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      system ??= step.value;
      return;
    }
    await nextTask();
  }
}

/**
 * The system for hydrating a page the server rendered: its page-wide CSS (reset, global styles,
 * token variables) is already in the page's <head>, so the provider adds none. Building that CSS
 * again is most of createSystem's cost, which vite.config.ts makes lazy for this reason, and
 * inserting it again would make the browser restyle the whole page.
 */
export function servedPageSystem(): ReturnType<typeof createSystem> {
  const system = getSystem();
  return Object.create(system, {
    _global: { value: [] },
    // The order of the cascade layers too: declaring it again, even unchanged, makes Chrome rebuild
    // its fonts and lay out all the page's text again.
    layers: { value: { ...system.layers, atRule: '' } },
  }) as ReturnType<typeof createSystem>;
}
