import { Button, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { aboutIconOrDefault, newAboutCard, type AboutSection } from '@portfolio/model';
import { AdminPage } from '@/admin-kit/admin-page';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { PageSpinner } from '@/components/ui/page-spinner';
import { FormField } from '@/components/ui/form-field';
import type { Status } from '@/components/ui/status-banner';
import { useContent } from '../api/content-provider';
import { useUpdateSection } from '../api/use-update-section';
import { AboutIconPicker } from './about-icon-picker';
import { lengthRule } from '@/admin-kit/validation';

/** /admin/content/about: the title, the text (one paragraph per line) and the cards. */
export function AboutEditor() {
  const { content, loading } = useContent();
  const [status, setStatus] = useScreenStatus(null);
  return (
    <AdminPage title="About Section" status={status}>
      {loading ? <PageSpinner /> : <AboutForm initial={content.about} onStatus={setStatus} />}
    </AdminPage>
  );
}

function AboutForm({ initial, onStatus }: { initial: AboutSection; onStatus: (s: Status) => void }) {
  const save = useUpdateSection('about');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AboutSection>({
    defaultValues: { ...initial, cards: initial.cards.map((c) => ({ ...c, icon: aboutIconOrDefault(c.icon) })) },
  });
  const cards = useFieldArray({ control, name: 'cards' });

  const submit = handleSubmit(async (values) => {
    const result = await save.run({
      title: values.title.trim(),
      content: values.content,
      cards: values.cards.map((c) => ({ title: c.title.trim(), description: c.description.trim(), icon: c.icon })),
    });
    onStatus(result.status);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="3xl">
        <FormField label="Title" error={errors.title?.message}>
          <Input {...register('title', lengthRule('title', 'Title'))} />
        </FormField>
        <FormField label="Content" helperText="Each line becomes a paragraph." error={errors.content?.message}>
          <Textarea rows={6} {...register('content', lengthRule('long', 'Content'))} />
        </FormField>
        <Text as="h2" fontWeight="semibold" fontSize="lg" mt="2">
          Cards
        </Text>
        {cards.fields.length === 0 && <Text color="fg.muted">No cards yet.</Text>}
        {cards.fields.map((field, index) => (
          <Stack key={field.id} gap="3" borderWidth="1px" rounded="md" p="4" role="group" aria-label={`Card ${index + 1}`}>
            <FormField label="Card title" error={errors.cards?.[index]?.title?.message}>
              <Input {...register(`cards.${index}.title`, lengthRule('title', 'Card title'))} />
            </FormField>
            <FormField label="Card description" error={errors.cards?.[index]?.description?.message}>
              <Textarea rows={2} {...register(`cards.${index}.description`, lengthRule('short', 'Card description'))} />
            </FormField>
            <Controller
              control={control}
              name={`cards.${index}.icon`}
              render={({ field: iconField }) => (
                <AboutIconPicker legend="Icon" name={`card-${field.id}-icon`} value={iconField.value} onChange={iconField.onChange} />
              )}
            />
            <Button variant="outline" colorPalette="red" size="sm" alignSelf="flex-start" onClick={() => cards.remove(index)}>
              <LuTrash2 aria-hidden />
              Remove card {index + 1}
            </Button>
          </Stack>
        ))}
        <Flex gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => cards.append(newAboutCard())}>
            <LuPlus aria-hidden />
            Add Card
          </Button>
          <Button type="submit" disabled={save.pending}>
            {save.pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
