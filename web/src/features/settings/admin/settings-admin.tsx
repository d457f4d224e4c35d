import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SETTINGS, SETTINGS_CATEGORIES, type SiteSettings } from '@portfolio/model';
import { DocumentEditor } from '@/admin-kit/document-editor';
import type { FormSection } from '@/admin-kit/editor-types';
import { adminPaths, screenTitle } from '@/admin-kit/admin-table';
import { basisOf } from '@/data/content/based-on';
import { ClientAddressPanel } from './client-address-panel';
import { useSiteSettings } from '../api/site-settings';
import { useSocialLinks } from '../api/use-social-links';
import { SETTINGS_MESSAGES, useSaveSettings } from '../api/use-save-settings';
import { ContrastCheckedColor } from './contrast-checked-color';
import { ExportImportPanel } from './export-import-panel';

/** Each category's panel, in the declarations' order. */
const TITLES: Record<keyof SiteSettings, string> = {
  theme: 'Theme Settings',
  seo: 'SEO Settings',
  analytics: 'Analytics Settings',
  social: 'Social Links',
  newsletter: 'Newsletter Settings',
};

/** Each theme colour shows the site's buttons and links in it, and warns when their text is hard to read. */
const THEME_OVERRIDES = { primary_color: { control: ContrastCheckedColor }, accent_color: { control: ContrastCheckedColor } };

const SOCIAL_INTRO = (
  <Text id="social-links" color="fg.muted" fontSize="sm">
    The one place for these links: the home page, the contact section and the footer show each one that is set.
  </Text>
);

/**
 * /admin/settings: theme, SEO, analytics, social links and the newsletter, each category's declaration its panel
 * (packages/model/src/content-types/settings.ts), saved together on the shared editor page; then the
 * export and import of all content.
 */
export function SettingsAdmin() {
  const { settings, stored: storedDocs, loading, error } = useSiteSettings();
  // The links the public site shows now (before the first save, those of the contact section).
  const social = useSocialLinks();
  const save = useSaveSettings();
  const stored: SiteSettings = { ...settings, social };
  const sections: FormSection[] = SETTINGS_CATEGORIES.map((category) => ({
    type: SETTINGS[category],
    stored: stored[category],
    title: TITLES[category],
    prefix: category,
    basis: basisOf('site_settings', category, storedDocs.find((doc) => doc.id === category) ?? null),
    ...(category === 'social' ? { intro: SOCIAL_INTRO } : {}),
    ...(category === 'theme' ? { overrides: THEME_OVERRIDES } : {}),
  }));
  return (
    <DocumentEditor
      title={screenTitle('settings')}
      draft="settings"
      loading={loading}
      loadingLabel="Loading settings"
      loadError={error ? SETTINGS_MESSAGES.loadFailed : null}
      sections={sections}
      onSave={(records, basis) =>
        save.runBasedOn(basis, Object.fromEntries(SETTINGS_CATEGORIES.map((c, i) => [c, records[i]])) as unknown as SiteSettings)
      }
      cancelTo={adminPaths.dashboard}
      after={(report) => (
        <>
          <ExportImportPanel onStatus={report} />
          <ClientAddressPanel />
        </>
      )}
      actions={
        <Link asChild fontWeight="medium">
          <RouterLink to={adminPaths.security}>Security: sign-in code, sign-ins, password</RouterLink>
        </Link>
      }
    />
  );
}
