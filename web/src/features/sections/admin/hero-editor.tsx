import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import type { HeroSection } from '@portfolio/model';
import { AdminPage } from '@/admin-kit/admin-page';
import { ImageUrlField } from '@/admin-kit/image-url-field';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { PageSpinner } from '@/components/ui/page-spinner';
import { FormField } from '@/components/ui/form-field';
import { lengthRule, urlRule } from '@/admin-kit/validation';
import type { Status } from '@/components/ui/status-banner';
import { useContent } from '../api/content-provider';
import { useUpdateSection } from '../api/use-update-section';

/** /admin/content/hero: the name, role, tagline and optional portrait at the top of the home page. */
export function HeroEditor() {
  const { content, loading } = useContent();
  const [status, setStatus] = useScreenStatus(null);
  return (
    <AdminPage title="Hero Section" status={status}>
      {loading ? <PageSpinner /> : <HeroForm initial={content.hero} onStatus={setStatus} />}
    </AdminPage>
  );
}

function HeroForm({ initial, onStatus }: { initial: HeroSection; onStatus: (s: Status) => void }) {
  const save = useUpdateSection('hero');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<HeroSection>({ defaultValues: { ...initial, portrait_url: initial.portrait_url ?? '' } });
  const submit = handleSubmit(async (values) => {
    const result = await save.run({
      name: values.name.trim(),
      role: values.role.trim(),
      tagline: values.tagline.trim(),
      portrait_url: (values.portrait_url ?? '').trim(),
    });
    onStatus(result.status);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="2xl">
        <FormField label="Name" error={errors.name?.message}>
          <Input {...register('name', lengthRule('title', 'Name'))} />
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          <Input {...register('role', lengthRule('title', 'Role'))} />
        </FormField>
        <FormField label="Tagline" error={errors.tagline?.message}>
          <Textarea rows={3} {...register('tagline', lengthRule('short', 'Tagline'))} />
        </FormField>
        <Controller
          control={control}
          name="portrait_url"
          rules={{ validate: (value) => urlRule.validate(value ?? '') }}
          render={({ field, fieldState }) => (
            <ImageUrlField
              label="Portrait (optional)"
              helperText="A photo of you beside your name; square or portrait works best. Leave empty for none."
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              folder="images"
              onStatus={onStatus}
              successMessage="Portrait uploaded. Save Changes to show it on the site."
            />
          )}
        />
        <Button type="submit" alignSelf="flex-start" disabled={save.pending}>
          {save.pending ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </form>
  );
}
