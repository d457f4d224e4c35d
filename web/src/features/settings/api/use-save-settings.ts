import { SETTINGS_CATEGORIES, type SiteSettings } from '@portfolio/model';
import { useMutation } from '@/data/use-mutation';

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings. Please refresh the page.',
  save: { success: 'Settings saved successfully!', failure: 'Failed to save settings. Please try again.' },
} as const;

/**
 * One document per category (site_settings/{category} = { settings }), all written in one
 * batch, so a save is all or nothing (and, based on what the editor read, refused whole if any
 * category changed elsewhere).
 */
export function useSaveSettings() {
  return useMutation(
    (port, settings: SiteSettings) =>
      port.batch(
        SETTINGS_CATEGORIES.map((category) => ({
          type: 'set',
          collection: 'site_settings',
          id: category,
          data: { settings: settings[category] },
        })),
      ),
    SETTINGS_MESSAGES.save,
  );
}
