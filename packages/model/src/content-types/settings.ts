/** site_settings/{category}: the site's settings, one document per category, declared once. */
import { heldUnder, namedCollection } from '../declare/collection.js';
import { contentType, newDoc, type DocOf } from '../declare/content-type.js';
import { list } from '../declare/composite.js';
import { choice, color, flag, text, url } from '../declare/kinds.js';
import { FIELD_LIMITS } from '../field-rules.js';
import { NEWSLETTER_CONTENTS } from '../newsletter.js';

export const THEME_SETTINGS = contentType({
  name: 'theme settings',
  rules: 'isThemeSettings',
  fields: {
    primary_color: color({ label: 'Primary Color', initial: '#0891b2' }),
    accent_color: color({ label: 'Accent Color', initial: '#9333ea' }),
    dark_mode_default: flag({ label: 'Dark mode by default', initial: true }),
  },
});

export const SEO_SETTINGS = contentType({
  name: 'SEO settings',
  rules: 'isSeoSettings',
  fields: {
    site_title: text({ label: 'Site Title', max: FIELD_LIMITS.title }),
    site_description: text({ label: 'Site Description', max: FIELD_LIMITS.short, input: 'textarea', rows: 2 }),
    meta_keywords: list(text({ label: 'Keyword', max: FIELD_LIMITS.short }), {
      label: 'Meta Keywords',
      max: 50,
      input: 'commas',
      hint: 'Separate keywords with commas.',
    }),
  },
});

export const ANALYTICS_SETTINGS = contentType({
  name: 'analytics settings',
  rules: 'isAnalyticsSettings',
  fields: {
    // It goes into a script URL, so only the UA- and G- formats (or empty).
    google_analytics_id: text({
      label: 'Google Analytics ID',
      max: 30,
      pattern: '(UA-[0-9]+-[0-9]+|G-[A-Z0-9]+)?',
      problem: 'must be empty, UA-… or G-…',
      message: 'Use the G-XXXXXXXXXX or UA-XXXXXXXXX-X format',
      // Google Analytics 4 ids (G-) first: Universal Analytics (UA-) stopped collecting in July 2024.
      placeholder: 'G-XXXXXXXXXX or UA-XXXXXXXXX-X',
      hint: 'A Google Analytics 4 measurement id starts with G-; UA- ids are from Universal Analytics, which no longer collects data.',
    }),
    enable_page_views: flag({ label: 'Track page views', initial: true }),
    enable_event_tracking: flag({ label: 'Track events', initial: true }),
    // Absent in settings saved before the digest: read as on, in UTC.
    weekly_digest: flag({ label: 'Weekly digest mail', initial: true, optional: true }),
    time_zone: text({
      label: 'Time zone',
      max: 64,
      optional: true,
      pattern: '([A-Za-z_]+(/[A-Za-z0-9_+-]+)*)?',
      problem: 'must be a time zone name such as Europe/Berlin',
      message: 'Use a time zone name such as Europe/Berlin or America/New_York',
      placeholder: 'Europe/Berlin',
      hint: 'The weekly digest comes on Monday morning in this time zone; empty means UTC.',
    }),
  },
});

export const SOCIAL_SETTINGS = contentType({
  name: 'social links',
  rules: 'isSocialSettings',
  fields: {
    github: url({ label: 'GitHub', placeholder: 'https://github.com/username' }),
    linkedin: url({ label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/username' }),
    twitter: url({ label: 'X (Twitter)', placeholder: 'https://x.com/username' }),
  },
});

export const NEWSLETTER_SETTINGS = contentType({
  name: 'newsletter settings',
  rules: 'isNewsletterSettings',
  fields: {
    // What a new post's mail to the subscribers carries (functions/src/newsletter/mails.ts).
    post_content: choice(NEWSLETTER_CONTENTS, {
      label: 'Newsletter mails carry',
      initial: 'excerpt',
      labels: { excerpt: 'The excerpt and a link to the post', full: 'The whole post' },
      hint: 'What subscribers get when a post is first published. The whole post is rendered as the blog shows it, without scripts or embedded HTML.',
    }),
  },
});

/** The categories, in the order the admin shows them. */
export const SETTINGS = {
  theme: THEME_SETTINGS,
  seo: SEO_SETTINGS,
  analytics: ANALYTICS_SETTINGS,
  social: SOCIAL_SETTINGS,
  newsletter: NEWSLETTER_SETTINGS,
} as const;

export type ThemeSettings = DocOf<typeof THEME_SETTINGS>;
export type SeoSettings = DocOf<typeof SEO_SETTINGS>;
export type AnalyticsSettings = DocOf<typeof ANALYTICS_SETTINGS>;
export type SocialSettings = DocOf<typeof SOCIAL_SETTINGS>;
export type NewsletterSettings = DocOf<typeof NEWSLETTER_SETTINGS>;
export interface SiteSettings {
  theme: ThemeSettings;
  seo: SeoSettings;
  analytics: AnalyticsSettings;
  social: SocialSettings;
  newsletter: NewsletterSettings;
}
export type SettingsCategory = keyof SiteSettings;
export const SETTINGS_CATEGORIES = Object.keys(SETTINGS) as SettingsCategory[];

/** A stored settings document: `{ settings }` under the id `category`. */
export interface SettingsDoc<C extends SettingsCategory = SettingsCategory> {
  category: C;
  settings: SiteSettings[C];
}

export const DEFAULT_SETTINGS: SiteSettings = {
  theme: newDoc(THEME_SETTINGS),
  seo: newDoc(SEO_SETTINGS),
  analytics: newDoc(ANALYTICS_SETTINGS),
  social: newDoc(SOCIAL_SETTINGS),
  newsletter: newDoc(NEWSLETTER_SETTINGS),
};

/** Categories the public site reads (the rules admit anonymous reads of these only). */
export const PUBLIC_SETTINGS_CATEGORIES: SettingsCategory[] = ['theme', 'seo', 'analytics', 'social', 'newsletter'];

/** site_settings/{category}: each group's settings under `settings`. */
export const SETTINGS_COLLECTION = namedCollection<{ settings: SiteSettings[SettingsCategory] }>()('site_settings', SETTINGS, {
  labels: { singular: 'Settings group', plural: 'Settings' },
  read: 'public',
  write: 'owner',
  holder: heldUnder('settings', 'isSettings'),
  export: { kind: 'named', key: 'settings', field: 'settings', counted: { singular: 'settings group', plural: 'settings groups' } },
});
