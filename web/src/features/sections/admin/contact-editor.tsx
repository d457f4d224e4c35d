import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactSection } from '@portfolio/model';
import { AdminPage } from '@/admin-kit/admin-page';
import { emailRule, lengthRule, urlRule } from '@/admin-kit/validation';
import { PageSpinner } from '@/components/ui/page-spinner';
import { FormField } from '@/components/ui/form-field';
import type { Status } from '@/components/ui/status-banner';
import { useContent } from '../api/content-provider';
import { useUpdateSection } from '../api/use-update-section';

/**
 * /admin/content/contact: the contact e-mail and the GitHub and LinkedIn profiles (spec §5), and
 * the optional lines shown beside the contact form: availability, location, response time.
 */
export function ContactEditor() {
  const { content, loading } = useContent();
  const [status, setStatus] = useState<Status>(null);
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
      social: { github: values.social.github.trim(), linkedin: values.social.linkedin.trim() },
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
        <FormField label="GitHub URL" error={errors.social?.github?.message}>
          <Input type="url" placeholder="https://github.com/username" {...register('social.github', urlRule)} />
        </FormField>
        <FormField label="LinkedIn URL" error={errors.social?.linkedin?.message}>
          <Input type="url" placeholder="https://www.linkedin.com/in/username" {...register('social.linkedin', urlRule)} />
        </FormField>
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
