/**
 * The site's settings, read once for the whole app (theme colours, SEO, analytics, social links)
 * and kept live. Each category is its own document (site_settings/{category}), all read in one query; missing fields
 * take the product's defaults.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, SETTINGS_CATEGORIES, type SettingsCategory, type SiteSettings } from '@portfolio/model';
import type { Doc } from '@/data/port';
import { useLiveQuery } from '@/data/use-live';

export interface SiteSettingsState {
  settings: SiteSettings;
  loading: boolean;
  error: string | null;
  /** The categories stored so far (the others are the defaults). */
  storedCategories: readonly SettingsCategory[];
  /** The stored documents `settings` was made of (the Settings editor's save is based on them). */
  stored: readonly Doc<'site_settings'>[];
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
    newsletter: { ...DEFAULT_SETTINGS.newsletter, ...stored.newsletter },
  };
}

/** Every settings document, in one live query (also what the server renderer reads first). */
export const SETTINGS_QUERY = { collection: 'site_settings' } as const;

export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const live = useLiveQuery(SETTINGS_QUERY);
  const state = useMemo<SiteSettingsState>(() => {
    const stored: Partial<Record<SettingsCategory, SiteSettings[SettingsCategory]>> = {};
    for (const doc of live.data) if ((SETTINGS_CATEGORIES as string[]).includes(doc.id)) stored[doc.id as SettingsCategory] = doc.settings;
    return {
      settings: mergeSettings(stored),
      loading: live.loading,
      error: live.error?.message ?? null,
      storedCategories: SETTINGS_CATEGORIES.filter((c) => stored[c] !== undefined),
      stored: live.data,
    };
  }, [live.data, live.loading, live.error]);
  return <SiteSettingsContext.Provider value={state}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettingsState {
  const state = useContext(SiteSettingsContext);
  if (!state) throw new Error('useSiteSettings must be used within a SiteSettingsProvider');
  return state;
}
