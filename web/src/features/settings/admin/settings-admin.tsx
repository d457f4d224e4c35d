import { Button, Checkbox, Flex, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { commaList, isHexColor, type SiteSettings } from '@portfolio/model';
import { AdminPage, AdminPanel } from '@/admin-kit/admin-page';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { ClientAddressPanel } from './client-address-panel';
import { ExportImportPanel } from './export-import-panel';
import { lengthRule, urlRule } from '@/admin-kit/validation';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Status } from '@/components/ui/status-banner';
import { useSiteSettings } from '../api/site-settings';
import { useSocialLinks } from '../api/use-social-links';
import { SETTINGS_MESSAGES, useSaveSettings } from '../api/use-save-settings';

/** The form holds the keywords as typed (comma-separated); everything else as stored. */
type SettingsForm = Omit<SiteSettings, 'seo'> & { seo: Omit<SiteSettings['seo'], 'meta_keywords'> & { meta_keywords: string } };

const ANALYTICS_ID = /^(UA-[0-9]+-[0-9]+|G-[A-Z0-9]+)?$/;

/** /admin/settings: theme, SEO, analytics and social links, saved together. */
export function SettingsAdmin() {
  const { settings, loading, error } = useSiteSettings();
  // The links the public site shows now (before the first save, those of the contact section).
  const social = useSocialLinks();
  const [status, setStatus] = useScreenStatus(error ? SETTINGS_MESSAGES.loadFailed : null);
  return (
    <AdminPage title="Settings" status={status}>
      {loading ? <PageSpinner label="Loading settings" /> : <SettingsFormView initial={{ ...settings, social }} onStatus={setStatus} />}
      <ExportImportPanel onStatus={setStatus} />
      <ClientAddressPanel />
    </AdminPage>
  );
}

const HEX_MESSAGE = 'Use a hex colour such as #0891b2';

/**
 * A colour as a swatch to pick from and a hex field to type or paste into, bound to one value. The
 * swatch only shows six-digit colours; the field accepts what the rules accept (#rgb … #rrggbbaa).
 */
function ColorField({
  control,
  name,
  label,
  picker,
}: {
  control: Control<SettingsForm>;
  name: 'theme.primary_color' | 'theme.accent_color';
  label: string;
  picker: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate: (v) => isHexColor(String(v).trim()) || HEX_MESSAGE }}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          <Flex gap="2" w="full" align="center">
            <Input
              type="color"
              id={`${field.name}-picker`}
              aria-label={picker}
              w="14"
              p="1"
              flexShrink={0}
              value={/^#[0-9a-f]{6}$/i.test(field.value) ? field.value : '#000000'}
              onChange={(e) => field.onChange(e.target.value)}
            />
            <Input
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              fontFamily="mono"
              maxW="40"
              spellCheck={false}
              autoComplete="off"
            />
          </Flex>
        </FormField>
      )}
    />
  );
}

function Toggle({ control, name, label }: { control: Control<SettingsForm>; name: FieldPath<SettingsForm>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value === true} onCheckedChange={(e) => field.onChange(e.checked === true)}>
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

function SettingsFormView({ initial, onStatus }: { initial: SiteSettings; onStatus: (s: Status) => void }) {
  const save = useSaveSettings();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SettingsForm>({
    defaultValues: { ...initial, seo: { ...initial.seo, meta_keywords: initial.seo.meta_keywords.join(', ') } },
  });

  const submit = handleSubmit(async (values) => {
    const result = await save.run({
      theme: values.theme,
      seo: {
        site_title: values.seo.site_title.trim(),
        site_description: values.seo.site_description.trim(),
        meta_keywords: commaList(values.seo.meta_keywords),
      },
      analytics: { ...values.analytics, google_analytics_id: values.analytics.google_analytics_id.trim() },
      social: { github: values.social.github.trim(), linkedin: values.social.linkedin.trim(), twitter: values.social.twitter.trim() },
    });
    onStatus(result.status);
  });

  return (
    <form onSubmit={submit} noValidate>
      <AdminPanel title="Theme Settings">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ColorField control={control} name="theme.primary_color" label="Primary Color" picker="Pick the primary colour" />
          <ColorField control={control} name="theme.accent_color" label="Accent Color" picker="Pick the accent colour" />
        </SimpleGrid>
        <Toggle control={control} name="theme.dark_mode_default" label="Dark mode by default" />
      </AdminPanel>
      <AdminPanel title="SEO Settings">
        <FormField label="Site Title" error={errors.seo?.site_title?.message}>
          <Input {...register('seo.site_title', lengthRule('title', 'Site title'))} />
        </FormField>
        <FormField label="Site Description" error={errors.seo?.site_description?.message}>
          <Textarea rows={2} {...register('seo.site_description', lengthRule('short', 'Site description'))} />
        </FormField>
        <FormField label="Meta Keywords" helperText="Separate keywords with commas." error={errors.seo?.meta_keywords?.message}>
          <Input
            {...register('seo.meta_keywords', {
              validate: (v) => v.split(',').filter((k) => k.trim() !== '').length <= 50 || 'Use at most 50 keywords.',
            })}
          />
        </FormField>
      </AdminPanel>
      <AdminPanel title="Analytics Settings">
        <FormField label="Google Analytics ID" error={errors.analytics?.google_analytics_id?.message}>
          <Input
            placeholder="UA-XXXXXXXXX-X or G-XXXXXXXXXX"
            {...register('analytics.google_analytics_id', {
              validate: (v) => ANALYTICS_ID.test(v.trim()) || 'Use the UA-XXXXXXXXX-X or G-XXXXXXXXXX format',
            })}
          />
        </FormField>
        <Stack gap="2">
          <Toggle control={control} name="analytics.enable_page_views" label="Track page views" />
          <Toggle control={control} name="analytics.enable_event_tracking" label="Track events" />
        </Stack>
      </AdminPanel>
      <AdminPanel title="Social Links">
        <Text id="social-links" color="fg.muted" fontSize="sm">
          The one place for these links: the home page, the contact section and the footer show each one that is set.
        </Text>
        <FormField label="GitHub" error={errors.social?.github?.message}>
          <Input type="url" placeholder="https://github.com/username" {...register('social.github', urlRule)} />
        </FormField>
        <FormField label="LinkedIn" error={errors.social?.linkedin?.message}>
          <Input type="url" placeholder="https://www.linkedin.com/in/username" {...register('social.linkedin', urlRule)} />
        </FormField>
        <FormField label="Twitter" error={errors.social?.twitter?.message}>
          <Input type="url" placeholder="https://x.com/username" {...register('social.twitter', urlRule)} />
        </FormField>
      </AdminPanel>
      <Button type="submit" disabled={save.pending}>
        {save.pending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
