/**
 * The design system. Brand colours are CSS variables rather than fixed tokens, so the colours the
 * owner saves in Settings apply at run time without rebuilding the theme (see SiteThemeColors).
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  recipes,
  semanticTokens,
  tableSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_SETTINGS } from '@portfolio/model';

/**
 * Chakra's default theme with only the multi-part components the app uses. `defaultConfig` would
 * bring every component's styles (menus, dialogs, date pickers…) into the first bundle and build
 * them at start-up; visitors pay for each kilobyte. Using a part not listed here renders it
 * unstyled: add its slot recipe below (the architecture test lists what is imported).
 */
export const USED_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  // The admin's unsaved-change question and its toasts (a few hundred bytes of style objects).
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
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

function palette(color: string) {
  return {
    // Solid fills carry white text in light mode (darkened to pass WCAG AA) and dark text in dark mode.
    solid: { value: { _light: mix(color, 'black', 72), _dark: mix(color, 'white', 80) } },
    contrast: { value: { _light: 'white', _dark: '#0b1220' } },
    fg: { value: { _light: mix(color, 'black', 62), _dark: mix(color, 'white', 55) } },
    muted: { value: { _light: mix(color, 'white', 18), _dark: mix(color, 'black', 30) } },
    subtle: { value: { _light: mix(color, 'white', 10), _dark: mix(color, 'black', 18) } },
    emphasized: { value: { _light: mix(color, 'white', 28), _dark: mix(color, 'black', 45) } },
    focusRing: { value: { _light: mix(color, 'black', 72), _dark: mix(color, 'white', 70) } },
  };
}

const config = defineConfig({
  // Dark/light follow the class on <html> (set before first paint by /theme-init.js).
  conditions: { light: '.light &', dark: '.dark &' },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: {
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
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand', scrollPaddingTop: '24' },
    body: { bg: 'bg', color: 'fg' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
