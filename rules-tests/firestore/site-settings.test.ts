/** firestore.rules: match /site_settings/{category} — read: anyone; write: owner, shape-checked. */
import { DEFAULT_SETTINGS, SETTINGS_CATEGORIES } from '@portfolio/model';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { LONG, settingsDoc } from '../support/fixtures';

const t = useRulesSuite();

describe('match /site_settings/{category}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      for (const category of SETTINGS_CATEGORIES) await setDoc(doc(db, 'site_settings', category), settingsDoc(category));
    }),
  );

  describe('read: anyone (all four categories are public and hold no secret)', () => {
    it.each(ROLES)('%s may get the theme settings', (role) => allowed(getDoc(doc(t.db(role), 'site_settings/theme'))));
    it.each(ROLES)('%s may list all settings', (role) => allowed(getDocs(collection(t.db(role), 'site_settings'))));
  });

  describe('create, update, delete: owner only', () => {
    it.each(NOT_OWNER)('%s may not change the seo settings', (role) =>
      denied(updateDoc(doc(t.db(role), 'site_settings/seo'), { 'settings.site_title': 'Hacked' })),
    );
    it.each(NOT_OWNER)('%s may not replace the analytics settings', (role) =>
      denied(setDoc(doc(t.db(role), 'site_settings/analytics'), settingsDoc('analytics'))),
    );
    it.each(NOT_OWNER)('%s may not delete settings', (role) => denied(deleteDoc(doc(t.db(role), 'site_settings/social'))));

    it('owner may save every category (one write per category, as Save Changes does)', async () => {
      await t.seed(async (db) => {
        for (const category of SETTINGS_CATEGORIES) await deleteDoc(doc(db, 'site_settings', category));
      });
      const saved = {
        theme: { ...DEFAULT_SETTINGS.theme, primary_color: '#123abc' },
        seo: { site_title: 'Ada', site_description: 'Cloud engineer', meta_keywords: ['devops', 'cloud'] },
        analytics: { ...DEFAULT_SETTINGS.analytics, google_analytics_id: 'G-ABC123XYZ' },
        social: { github: 'https://github.com/ada', linkedin: '', twitter: 'https://x.com/ada' },
        newsletter: { post_content: 'full' },
      };
      for (const category of SETTINGS_CATEGORIES) {
        await allowed(setDoc(doc(t.db('owner'), 'site_settings', category), { settings: saved[category] }));
      }
    });
    it("owner may choose what a post's mail carries, and nothing but the excerpt or the whole post", async () => {
      await allowed(updateDoc(doc(t.db('owner'), 'site_settings/newsletter'), { 'settings.post_content': 'full' }));
      await denied(updateDoc(doc(t.db('owner'), 'site_settings/newsletter'), { 'settings.post_content': 'html' }));
      await denied(updateDoc(doc(t.db('owner'), 'site_settings/newsletter'), { 'settings.extra': true }));
    });
    it('owner may use a Universal Analytics id', () =>
      allowed(updateDoc(doc(t.db('owner'), 'site_settings/analytics'), { 'settings.google_analytics_id': 'UA-12345-1' })));
    it('owner may turn the weekly digest off and set the time zone it comes in (settings saved before have neither)', () =>
      allowed(
        updateDoc(doc(t.db('owner'), 'site_settings/analytics'), {
          'settings.weekly_digest': false,
          'settings.time_zone': 'America/New_York',
        }),
      ));
    it('owner may delete settings', () => allowed(deleteDoc(doc(t.db('owner'), 'site_settings/social'))));
  });

  describe('shape', () => {
    it('owner may not create a fifth category', () => denied(setDoc(doc(t.db('owner'), 'site_settings/secrets'), settingsDoc('social'))));
    it('owner may not store theme settings under seo', () => denied(setDoc(doc(t.db('owner'), 'site_settings/seo'), settingsDoc('theme'))));

    const cases: [string, 'theme' | 'seo' | 'analytics' | 'social', Record<string, unknown>][] = [
      ['an extra top-level field', 'theme', withField(settingsDoc('theme'), 'category', 'theme')],
      [
        'a colour that is not hex (CSS injection)',
        'theme',
        { settings: withField(DEFAULT_SETTINGS.theme, 'primary_color', 'red;background:url(x)') },
      ],
      ['dark_mode_default as text', 'theme', { settings: withField(DEFAULT_SETTINGS.theme, 'dark_mode_default', 'true') }],
      ['a missing accent colour', 'theme', { settings: without(DEFAULT_SETTINGS.theme, 'accent_color') }],
      ['a site title of 201 characters', 'seo', { settings: withField(DEFAULT_SETTINGS.seo, 'site_title', LONG(201)) }],
      ['keywords as one string', 'seo', { settings: withField(DEFAULT_SETTINGS.seo, 'meta_keywords', 'a, b') }],
      ['51 keywords', 'seo', { settings: withField(DEFAULT_SETTINGS.seo, 'meta_keywords', Array(51).fill('k')) }],
      [
        'an analytics id that is not UA- or G- (script injection)',
        'analytics',
        { settings: withField(DEFAULT_SETTINGS.analytics, 'google_analytics_id', "G-1');alert(1)//") },
      ],
      ['an extra analytics field', 'analytics', { settings: withField(DEFAULT_SETTINGS.analytics, 'api_secret', 's') }],
      [
        'a weekly digest switch that is not true or false',
        'analytics',
        { settings: withField(DEFAULT_SETTINGS.analytics, 'weekly_digest', 'yes') },
      ],
      [
        'a time zone that is no zone name',
        'analytics',
        { settings: withField(DEFAULT_SETTINGS.analytics, 'time_zone', 'Europe/Berlin; x') },
      ],
      ['a javascript: profile link', 'social', { settings: withField(DEFAULT_SETTINGS.social, 'twitter', 'javascript:alert(1)') }],
      ['a protocol-relative profile link', 'social', { settings: withField(DEFAULT_SETTINGS.social, 'github', '//evil.example') }],
      ['a 5-digit colour', 'theme', { settings: withField(DEFAULT_SETTINGS.theme, 'primary_color', '#12345') }],
      ['a 7-digit colour', 'theme', { settings: withField(DEFAULT_SETTINGS.theme, 'accent_color', '#1234567') }],
    ];
    it.each(cases)('owner may not save settings with %s', (_, category, data) =>
      denied(setDoc(doc(t.db('owner'), 'site_settings', category), data)),
    );
  });
});
