import { Button, Checkbox, Flex, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { commaList, type SiteSettings } from '@portfolio/model';
import { AdminPage, AdminPanel } from '@/admin/admin-page';
import { useScreenStatus } from '@/admin/use-screen-status';
import { urlRule } from '@/admin/validation';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Status } from '@/components/ui/status-banner';
import { useSiteSettings } from '../api/site-settings';
import { SETTINGS_MESSAGES, useSaveSettings } from '../api/use-save-settings';

/** The form holds the keywords as typed (comma-separated); everything else as stored. */
type SettingsForm = Omit<SiteSettings, 'seo'> & { seo: Omit<SiteSettings['seo'], 'meta_keywords'> & { meta_keywords: string } };

const HEX = /^#[0-9a-fA-F]{3,8}$/;
const ANALYTICS_ID = /^(UA-[0-9]+-[0-9]+|G-[A-Z0-9]+)?$/;

/** /admin/settings: theme, SEO, analytics and social links, saved together. */
export function SettingsAdmin() {
  const { settings, loading, error } = useSiteSettings();
  const [status, setStatus] = useScreenStatus(error ? SETTINGS_MESSAGES.loadFailed : null);
  return (
    <AdminPage title="Settings" status={status}>
      {loading ? <PageSpinner label="Loading settings" /> : <SettingsFormView initial={settings} onStatus={setStatus} />}
    </AdminPage>
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
  const hex = { validate: (v: string) => HEX.test(v) || 'Use a hex colour such as #0891b2' };

  const submit = handleSubmit(async (values) => {
    const result = await save.run({
      theme: values.theme,
      seo: { site_title: values.seo.site_title.trim(), site_description: values.seo.site_description.trim(), meta_keywords: commaList(values.seo.meta_keywords) },
      analytics: { ...values.analytics, google_analytics_id: values.analytics.google_analytics_id.trim() },
      social: { github: values.social.github.trim(), linkedin: values.social.linkedin.trim(), twitter: values.social.twitter.trim() },
    });
    onStatus(result.status);
  });

  return (
    <form onSubmit={submit} noValidate>
      <AdminPanel title="Theme Settings">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Primary Color" error={errors.theme?.primary_color?.message}>
            <Flex gap="2" w="full">
              <Input type="color" w="14" p="1" {...register('theme.primary_color', hex)} />
            </Flex>
          </FormField>
          <FormField label="Accent Color" error={errors.theme?.accent_color?.message}>
            <Flex gap="2" w="full">
              <Input type="color" w="14" p="1" {...register('theme.accent_color', hex)} />
            </Flex>
          </FormField>
        </SimpleGrid>
        <Toggle control={control} name="theme.dark_mode_default" label="Dark mode by default" />
      </AdminPanel>
      <AdminPanel title="SEO Settings">
        <FormField label="Site Title">
          <Input {...register('seo.site_title')} />
        </FormField>
        <FormField label="Site Description">
          <Textarea rows={2} {...register('seo.site_description')} />
        </FormField>
        <FormField label="Meta Keywords" helperText="Separate keywords with commas.">
          <Input {...register('seo.meta_keywords')} />
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
        <FormField label="GitHub" error={errors.social?.github?.message}>
          <Input type="url" {...register('social.github', urlRule)} />
        </FormField>
        <FormField label="LinkedIn" error={errors.social?.linkedin?.message}>
          <Input type="url" {...register('social.linkedin', urlRule)} />
        </FormField>
        <FormField label="Twitter" error={errors.social?.twitter?.message}>
          <Input type="url" {...register('social.twitter', urlRule)} />
        </FormField>
      </AdminPanel>
      <Button type="submit" disabled={save.pending}>
        {save.pending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
