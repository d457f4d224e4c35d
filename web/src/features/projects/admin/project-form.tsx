import { Button, Checkbox, Flex, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { PROJECT_STATUSES } from '@portfolio/model';
import { ImageUrlController } from '@/admin-kit/image-url-field';
import { lengthRule, listRule, sortOrderRule, urlRule } from '@/admin-kit/validation';
import { FormField } from '@/components/ui/form-field';
import type { Status } from '@/components/ui/status-banner';
import { emptyFormValues, type ProjectFormValues } from './project-form-values';

interface ProjectFormProps {
  initial?: ProjectFormValues;
  /** Saves; resolves true when saved. On false the form keeps everything typed. */
  onSave: (values: ProjectFormValues) => Promise<boolean>;
  submitLabel: string;
  onCancel?: () => void;
  /** Add form: back to the defaults after a successful save. */
  resetOnSuccess?: boolean;
  /** The edit form shows the order; a new project is placed last. */
  showSortOrder?: boolean;
  onStatus: (status: Status) => void;
}

const LIST_HELP = 'One per line; blank lines are dropped.';

export function ProjectForm({ initial, onSave, submitLabel, onCancel, resetOnSuccess, showSortOrder, onStatus }: ProjectFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormValues>({ defaultValues: initial ?? emptyFormValues() });

  const submit = handleSubmit(async (values) => {
    const saved = await onSave(values);
    if (saved && resetOnSuccess) reset(emptyFormValues());
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Title" required error={errors.title?.message}>
            <Input {...register('title', { ...lengthRule('title', 'Title'), validate: (v) => v.trim() !== '' || 'Title is required' })} />
          </FormField>
          <FormField label="Status">
            <NativeSelect.Root>
              <NativeSelect.Field {...register('status')}>
                {PROJECT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <FormField label="Short Description" required error={errors.description?.message}>
          <Textarea
            rows={2}
            {...register('description', {
              ...lengthRule('short', 'Short description'),
              validate: (v) => v.trim() !== '' || 'Short description is required',
            })}
          />
        </FormField>
        <FormField label="Long Description (Markdown)" error={errors.long_description?.message}>
          <Textarea rows={6} fontFamily="mono" {...register('long_description', lengthRule('long', 'Long description'))} />
        </FormField>
        <ImageUrlController
          control={control}
          label="Image URL"
          folder="images"
          onStatus={onStatus}
          successMessage="Image uploaded successfully!"
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="GitHub URL" error={errors.github_url?.message}>
            <Input type="url" {...register('github_url', urlRule)} />
          </FormField>
          <FormField label="Live URL" error={errors.live_url?.message}>
            <Input type="url" {...register('live_url', urlRule)} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Technologies" helperText={LIST_HELP} error={errors.technologies?.message}>
            <Textarea rows={4} {...register('technologies', listRule('Technologies'))} />
          </FormField>
          <FormField label="Features" helperText={LIST_HELP} error={errors.features?.message}>
            <Textarea rows={4} {...register('features', listRule('Features'))} />
          </FormField>
          <FormField label="Challenges" helperText={LIST_HELP} error={errors.challenges?.message}>
            <Textarea rows={4} {...register('challenges', listRule('Challenges'))} />
          </FormField>
          <FormField label="Solutions" helperText={LIST_HELP} error={errors.solutions?.message}>
            <Textarea rows={4} {...register('solutions', listRule('Solutions'))} />
          </FormField>
        </SimpleGrid>
        <Flex gap="6" align="center" wrap="wrap">
          <Controller
            control={control}
            name="is_featured"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Featured</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {showSortOrder && (
            <FormField label="Sort order" error={errors.sort_order?.message}>
              <Input type="number" min={0} max={100000} step={1} maxW="32" {...register('sort_order', sortOrderRule)} />
            </FormField>
          )}
        </Flex>
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
