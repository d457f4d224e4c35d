/**
 * Light and dark themes: dark by default, the visitor's choice stored in localStorage
 * under `theme` and applied as a class on <html>. the inline script in index.html applies it before first paint;
 * the page's own few lines (web/src/boot.ts) and this store keep it in step afterwards, in this
 * tab and in others.
 *
 * A served page is rendered without knowing the visitor's choice: it is rendered, and hydrated,
 * in the site's default mode (`serverMode`), and React switches to the real one right after
 * hydrating (useSyncExternalStore's server snapshot), so the two never mismatch.
 *
 * Without any script, the theme toggle is a checkbox that flips the mode in CSS alone (the dark and
 * light conditions in app/theme.ts): see ThemeSwitch in app/shell/site-header.tsx.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { HAND_OVER } from '@portfolio/model';

export type ColorMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = HAND_OVER.themeStorageKey;
/** The site's default from Settings, cached so the next visit paints it at once. */
export const THEME_DEFAULT_KEY = 'theme-default';
/** The class of the theme toggles' checkboxes; a checked one flips the theme in CSS (no script needed). */
export const THEME_SWITCH_CLASS = HAND_OVER.themeSwitchClass;

interface ColorModeValue {
  colorMode: ColorMode;
  toggleColorMode: () => void;
  /** Applies the site's default unless the visitor has chosen a theme. */
  applySiteDefault: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY && (event.newValue === 'light' || event.newValue === 'dark')) applyToRoot(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const classMode = (): ColorMode => (document.documentElement.classList.contains('light') ? 'light' : 'dark');
const opposite = (mode: ColorMode): ColorMode => (mode === 'dark' ? 'light' : 'dark');

/** The class on <html> is the truth; a checked switch (flipped before the app ran) inverts it. */
function currentMode(): ColorMode {
  return document.querySelector(`.${THEME_SWITCH_CLASS}:checked`) ? opposite(classMode()) : classMode();
}

function applyToRoot(mode: ColorMode) {
  const root = document.documentElement;
  // Only what changes: taking the class off and putting it back, or setting the same colour scheme,
  // restyles the whole page (250 ms on a slow phone, right after a served page hydrates, when the
  // site's default is applied to a page already in it).
  if (!root.classList.contains(mode) || root.classList.contains(opposite(mode))) {
    root.classList.remove(opposite(mode));
    root.classList.add(mode);
  }
  if (root.style.colorScheme !== mode) root.style.colorScheme = mode;
  // The class now holds the mode: no switch may stay checked and flip it again.
  document.querySelectorAll<HTMLInputElement>(`.${THEME_SWITCH_CLASS}:checked`).forEach((input) => (input.checked = false));
  notify();
}

/** `serverMode`: the mode a served page was rendered in (the site's default), used while hydrating it. */
export function ColorModeProvider({ serverMode = 'dark', children }: { serverMode?: ColorMode; children: ReactNode }) {
  const colorMode = useSyncExternalStore(subscribe, currentMode, () => serverMode);

  // A switch pressed before the app started was kept by the page's script (boot.ts) when it arrived.
  // Not here: the app's first effects can run inside a press's click, after the browser checked the
  // switch and before React's onChange answers it, and would take that press for an earlier one.

  // From the class alone: when a switch calls this, its click has already checked it.
  const toggleColorMode = useCallback(() => {
    const next = opposite(classMode());
    storage()?.setItem(THEME_STORAGE_KEY, next);
    applyToRoot(next);
  }, []);

  const applySiteDefault = useCallback((mode: ColorMode) => {
    storage()?.setItem(THEME_DEFAULT_KEY, mode);
    if (!storage()?.getItem(THEME_STORAGE_KEY)) applyToRoot(mode);
  }, []);

  const value = useMemo(() => ({ colorMode, toggleColorMode, applySiteDefault }), [colorMode, toggleColorMode, applySiteDefault]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used within a ColorModeProvider');
  return value;
}
