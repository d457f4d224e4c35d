import { SETTINGS_CATEGORIES, type SiteSettings } from '@portfolio/model';
import { useMutation } from '@/data/use-mutation';

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings. Please refresh the page.',
  save: { success: 'Settings saved successfully!', failure: 'Failed to save settings. Please try again.' },
} as const;

/** Spec §7: one write per category (site_settings/{category} = { settings }). */
export function useSaveSettings() {
  return useMutation(
    (port, settings: SiteSettings) =>
      Promise.all(SETTINGS_CATEGORIES.map((category) => port.set('site_settings', category, { settings: settings[category] }))),
    SETTINGS_MESSAGES.save,
  );
}
