/**
 * Light and dark themes (spec §4): dark by default, the visitor's choice stored in localStorage
 * under `theme` and applied as a class on <html>. /theme-init.js applies it before first paint;
 * this provider keeps React in step and follows changes made in other tabs.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type ColorMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
/** The site's default from Settings, cached so the next visit paints it at once. */
export const THEME_DEFAULT_KEY = 'theme-default';

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

function applyToRoot(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

function initialMode(): ColorMode {
  const stored = storage()?.getItem(THEME_STORAGE_KEY) ?? storage()?.getItem(THEME_DEFAULT_KEY);
  return stored === 'light' ? 'light' : 'dark';
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setColorMode] = useState<ColorMode>(initialMode);

  useEffect(() => applyToRoot(colorMode), [colorMode]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && (event.newValue === 'light' || event.newValue === 'dark')) {
        setColorMode(event.newValue);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggleColorMode = useCallback(() => {
    setColorMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      storage()?.setItem(THEME_STORAGE_KEY, next);
      return next;
    });
  }, []);

  const applySiteDefault = useCallback((mode: ColorMode) => {
    storage()?.setItem(THEME_DEFAULT_KEY, mode);
    if (!storage()?.getItem(THEME_STORAGE_KEY)) setColorMode(mode);
  }, []);

  const value = useMemo(() => ({ colorMode, toggleColorMode, applySiteDefault }), [colorMode, toggleColorMode, applySiteDefault]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
