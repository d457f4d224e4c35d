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

/** /admin/content/contact: the contact e-mail and the GitHub and LinkedIn profiles (spec §5). */
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
  } = useForm<ContactSection>({ defaultValues: initial });
  const submit = handleSubmit(async (values) => {
    const result = await save.run({
      email: values.email.trim(),
      social: { github: values.social.github.trim(), linkedin: values.social.linkedin.trim() },
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
        <Button type="submit" alignSelf="flex-start" disabled={save.pending}>
          {save.pending ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </form>
  );
}
