import { Button, Flex, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { newResumeEntry, RESUME_TYPES, type ResumeEntry, type ResumeType } from '@portfolio/model';
import { ImageUrlController } from '@/admin-kit/image-url-field';
import { dateOrNull, dateRule, lengthRule, sortOrderRule, toSortOrder, urlRule } from '@/admin-kit/validation';
import { FormField } from '@/components/ui/form-field';
import type { Status } from '@/components/ui/status-banner';
import { MarkdownEditor } from '@/admin-kit/markdown-editor';
import { RESUME_MESSAGES } from '../api/use-resume-mutations';

/** Dates as the date inputs hold them ('' when empty); sort order as typed. */
export interface EntryFormValues {
  type: ResumeType;
  title: string;
  organization: string;
  description: string;
  start_date: string;
  end_date: string;
  image_url: string;
  url: string;
  sort_order: string;
}

export const TYPE_LABELS: Record<ResumeType, string> = { experience: 'Experience', certification: 'Certification', education: 'Education' };

export function toEntryFormValues(entry: ResumeEntry): EntryFormValues {
  return { ...entry, start_date: entry.start_date ?? '', end_date: entry.end_date ?? '', sort_order: String(entry.sort_order) };
}

/** The stored entry: empty dates become null, certifications have no end date, an integer order. */
export function fromEntryFormValues(values: EntryFormValues): ResumeEntry {
  const certification = values.type === 'certification';
  return {
    type: values.type,
    title: values.title.trim(),
    organization: values.organization.trim(),
    description: values.description,
    start_date: dateOrNull(values.start_date),
    end_date: certification ? null : dateOrNull(values.end_date),
    image_url: certification ? values.image_url.trim() : '',
    url: values.url.trim(),
    sort_order: toSortOrder(values.sort_order),
  };
}

interface EntryFormProps {
  initial?: EntryFormValues;
  onSave: (entry: ResumeEntry) => Promise<boolean>;
  submitLabel: string;
  onCancel?: () => void;
  resetOnSuccess?: boolean;
  /** The add form chooses the type; an existing entry keeps its own. */
  typeEditable?: boolean;
  onStatus: (status: Status) => void;
}

export function EntryForm({ initial, onSave, submitLabel, onCancel, resetOnSuccess, typeEditable, onStatus }: EntryFormProps) {
  const defaults = initial ?? toEntryFormValues(newResumeEntry());
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EntryFormValues>({ defaultValues: defaults });
  const type = watch('type');
  const certification = type === 'certification';

  // Spec §4: changing the type clears the fields whose meaning depends on it.
  const clearDependent = () => {
    for (const field of ['start_date', 'end_date', 'description', 'url', 'image_url'] as const) setValue(field, '');
  };

  const submit = handleSubmit(async (values) => {
    const saved = await onSave(fromEntryFormValues(values));
    if (saved && resetOnSuccess) reset(toEntryFormValues(newResumeEntry()));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {typeEditable && (
            <FormField label="Type">
              <NativeSelect.Root>
                <NativeSelect.Field {...register('type', { onChange: clearDependent })}>
                  {RESUME_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {TYPE_LABELS[t]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
          <FormField label="Title" required error={errors.title?.message}>
            <Input {...register('title', { ...lengthRule('title', 'Title'), validate: (v) => v.trim() !== '' || 'Title is required' })} />
          </FormField>
          <FormField label={certification ? 'Issuing Organization' : 'Organization'} required error={errors.organization?.message}>
            <Input
              {...register('organization', {
                ...lengthRule('short', 'Organization'),
                validate: (v) => v.trim() !== '' || 'Organization is required',
              })}
            />
          </FormField>
          <FormField label={certification ? 'Issue Date' : 'Start Date'} error={errors.start_date?.message}>
            <Input type="date" {...register('start_date', dateRule)} />
          </FormField>
          {!certification && (
            <FormField label="End Date" helperText="Leave empty for 'Present'." error={errors.end_date?.message}>
              <Input type="date" {...register('end_date', dateRule)} />
            </FormField>
          )}
          <FormField label={certification ? 'Verification URL' : 'URL'} error={errors.url?.message}>
            <Input type="url" {...register('url', urlRule)} />
          </FormField>
          <FormField label="Sort order" error={errors.sort_order?.message}>
            <Input type="number" min={0} max={100000} step={1} {...register('sort_order', sortOrderRule)} />
          </FormField>
        </SimpleGrid>
        {certification && (
          <ImageUrlController
            control={control}
            label="Badge Image URL"
            folder="badges"
            onStatus={onStatus}
            successMessage={RESUME_MESSAGES.badgeUploaded}
          />
        )}
        <Controller
          control={control}
          name="description"
          rules={{
            // Spec §5: a description is required only for experiences.
            ...lengthRule('long', 'Description'),
            validate: (v) => watch('type') !== 'experience' || v.trim() !== '' || 'Description is required for an experience',
          }}
          render={({ field, fieldState }) => (
            <MarkdownEditor
              label="Description (Markdown)"
              required={type === 'experience'}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.error?.message}
              rows={6}
            />
          )}
        />
        <Flex gap="3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : submitLabel}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          )}
        </Flex>
      </Stack>
    </form>
  );
}
