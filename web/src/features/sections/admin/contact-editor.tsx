import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import type { ContactSection } from '@portfolio/model';
import { AdminPage } from '@/admin-kit/admin-page';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { emailRule, lengthRule } from '@/admin-kit/validation';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/page-spinner';
import { FormField } from '@/components/ui/form-field';
import type { Status } from '@/components/ui/status-banner';
import { useContent } from '../api/content-provider';
import { useUpdateSection } from '../api/use-update-section';

/**
 * /admin/content/contact: the contact e-mail, and the optional lines shown beside the contact form:
 * availability, location, response time. The social links (GitHub, LinkedIn, Twitter) have one
 * place, Settings → Social Links (issue 12: they used to be edited here and there both); this form
 * keeps the stored ones as they are.
 */
export function ContactEditor() {
  const { content, loading } = useContent();
  const [status, setStatus] = useScreenStatus(null);
  return (
    <AdminPage title="Contact Section" status={status}>
      {loading ? <PageSpinner /> : <ContactForm initial={content.contact} onStatus={setStatus} />}
    </AdminPage>
  );
}

function ContactForm({ initial, onStatus }: { initial: ContactSection; onStatus: (s: Status) => void }) {
  const save = useUpdateSection('contact');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactSection>({
    defaultValues: {
      ...initial,
      availability: initial.availability ?? '',
      location: initial.location ?? '',
      response_time: initial.response_time ?? '',
    },
  });
  const submit = handleSubmit(async (values) => {
    const result = await save.run({
      email: values.email.trim(),
      social: initial.social,
      availability: (values.availability ?? '').trim(),
      location: (values.location ?? '').trim(),
      response_time: (values.response_time ?? '').trim(),
    });
    onStatus(result.status);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="2xl">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" {...register('email', { ...emailRule, ...lengthRule('short', 'Email') })} />
        </FormField>
        <Text color="fg.muted" fontSize="sm">
          GitHub, LinkedIn and Twitter links are edited in one place:{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={`${paths.admin.settings}#social-links`}>Settings → Social Links</RouterLink>
          </Link>
          .
        </Text>
        <FormField label="Availability (optional)" error={errors.availability?.message} helperText="Shown beside the contact form.">
          <Input placeholder="Open to contract work from March" {...register('availability', lengthRule('title', 'Availability'))} />
        </FormField>
        <FormField label="Location (optional)" error={errors.location?.message}>
          <Input placeholder="Berlin, Germany (CET)" {...register('location', lengthRule('title', 'Location'))} />
        </FormField>
        <FormField label="Response time (optional)" error={errors.response_time?.message}>
          <Input placeholder="I reply within two working days" {...register('response_time', lengthRule('title', 'Response time'))} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" disabled={save.pending}>
          {save.pending ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </form>
  );
}
