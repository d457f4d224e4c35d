/**
 * The site's settings, read once for the whole app (theme colours, SEO, analytics, social links)
 * and kept live. Each category is its own document (site_settings/{category}); missing fields
 * take the spec's defaults.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, SETTINGS_CATEGORIES, type SettingsCategory, type SiteSettings } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';

export interface SiteSettingsState {
  settings: SiteSettings;
  loading: boolean;
  error: string | null;
  /** The categories stored so far (the others are the defaults). */
  storedCategories: readonly SettingsCategory[];
}

const SiteSettingsContext = createContext<SiteSettingsState | null>(null);

export function mergeSettings(
  stored: Partial<Record<SettingsCategory, Partial<SiteSettings[SettingsCategory]> | undefined>>,
): SiteSettings {
  return {
    theme: { ...DEFAULT_SETTINGS.theme, ...stored.theme },
    seo: { ...DEFAULT_SETTINGS.seo, ...stored.seo },
    analytics: { ...DEFAULT_SETTINGS.analytics, ...stored.analytics },
    social: { ...DEFAULT_SETTINGS.social, ...stored.social },
  };
}

export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const port = useDataPort();
  const [state, setState] = useState<SiteSettingsState>({
    settings: DEFAULT_SETTINGS,
    loading: true,
    error: null,
    storedCategories: [],
  });

  useEffect(() => {
    const stored: Partial<Record<SettingsCategory, SiteSettings[SettingsCategory]>> = {};
    const pending = new Set<SettingsCategory>(SETTINGS_CATEGORIES);
    // One document per category, each read on its own (the rules admit reading them one by one).
    const stops = SETTINGS_CATEGORIES.map((category) =>
      port.subscribeDoc(
        'site_settings',
        category,
        (doc) => {
          if (doc) stored[category] = doc.settings;
          else delete stored[category];
          pending.delete(category);
          const next = {
            settings: mergeSettings(stored),
            loading: pending.size > 0,
            error: null,
            storedCategories: SETTINGS_CATEGORIES.filter((c) => stored[c] !== undefined),
          };
          startTransition(() => setState(next));
        },
        (error) => {
          console.error(`Failed to load ${category} settings`, error);
          pending.delete(category);
          setState((s) => ({ ...s, loading: pending.size > 0, error: error.message }));
        },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [port]);

  return <SiteSettingsContext.Provider value={state}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettingsState {
  const state = useContext(SiteSettingsContext);
  if (!state) throw new Error('useSiteSettings must be used within a SiteSettingsProvider');
  return state;
}
